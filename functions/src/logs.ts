import { logger } from 'firebase-functions/v2';

/** Every log line the functions write, named so they can be found in Cloud Logging. */
export const logs = {
  imageStored(where: 'storage' | 'fallback', name: string, bytes: number): void {
    logger.info('image stored', { where, name, bytes });
  },
  imageFallbackInUse(dir: string): void {
    logger.warn('Storage emulator not running: images kept in the local fallback store (emulator only)', { dir });
  },
  imageRejected(reason: string, uid: string | undefined): void {
    logger.info('image rejected', { reason, uid });
  },
  unexpected(where: string, error: unknown): void {
    logger.error('unexpected error', { where, error: error instanceof Error ? error.stack : String(error) });
  },
};
