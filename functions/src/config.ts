import { initializeApp, getApps } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';

/** One admin app for the whole codebase. */
export const adminApp = getApps()[0] ?? initializeApp();

/** True under the Functions emulator, never in production. */
export const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/** Project id (set by the runtime and by the emulator). */
export const projectId = process.env.GCLOUD_PROJECT ?? adminApp.options.projectId ?? '';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/**
 * Browser origins allowed to call the facade: the project's Hosting domains, plus the local dev and
 * preview servers under the emulator only.
 */
export const allowedOrigins: readonly string[] = [
  `https://${projectId}.web.app`,
  `https://${projectId}.firebaseapp.com`,
  ...(process.env.APP_ORIGINS ?? '').split(',').filter(Boolean),
  ...(isEmulator
    ? ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173']
    : []),
];
