import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, hostOf } from '../../../../tools/emulators/config';

// Always the emulators: the demo- project id and these hosts keep real projects out of reach.
process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
process.env.FIREBASE_AUTH_EMULATOR_HOST = hostOf('auth');
// No Google metadata server to ask for credentials here (the emulators need none).
process.env.METADATA_SERVER_DETECTION = 'none';

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

/** Admin access to the emulator's Firestore, to seed fixtures and read results (rules bypassed). */
export const db = getFirestore(app);
/** Admin access to the Auth emulator, to create accounts with chosen uids. */
export const auth = getAuth(app);

/**
 * A document's data as comparable JSON (timestamps as milliseconds); "null" when it does not exist.
 * Users' `searchKeys` are left out: the trigger onUserWritten derives them in the background after a
 * users document is seeded, which no call under test causes, and no facade path writes them.
 */
export function fingerprint(data: unknown): string {
  return JSON.stringify(data ?? null, (key, value: unknown) => (key === 'searchKeys' ? undefined : value instanceof Timestamp ? value.toMillis() : value));
}

/**
 * Polls `check` until it answers true (every 200 ms, up to `timeoutMs`); throws naming `what` otherwise.
 * The default is generous: under the suites' load the emulator has delivered a trigger's event 20 s late
 * (a clean-clone run), and waiting longer costs nothing when the answer comes early.
 */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
