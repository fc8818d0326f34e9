import { MESSAGES } from '@homehaven/domain/messages';
import { messageOf } from '../../../lib/errors';

/** The intake's words that say nothing more than "it failed". */
const GENERIC: readonly string[] = [MESSAGES.upload.failed, MESSAGES.upload.failedRetry];

/**
 * What a failed upload shows: the page's required wording ("Image upload failed!", or "... Please try
 * again." on Update), followed by the intake's reason when it gave one (e.g. not an image).
 */
export function uploadFailure(error: unknown, pageMessage: string): string {
  const reason = messageOf(error, '');
  return reason === '' || GENERIC.includes(reason) ? pageMessage : `${pageMessage} ${reason}`;
}
