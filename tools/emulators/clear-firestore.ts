// Empties the emulated Firestore of the demo project (the emulator's own REST endpoint), for a suite
// that should not pay for another's leftovers (tools/test/emulator-suites.ts; docs/testing.md "How
// long it takes").
import { PROJECT_ID, hostOf } from './config';

/** Deletes every document of the demo project's default database in the Firestore emulator. */
export async function clearFirestore(): Promise<void> {
  const answer = await fetch(`http://${hostOf('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  if (!answer.ok) throw new Error(`clearing the Firestore emulator failed: ${answer.status} ${await answer.text()}`);
}
