import { eventually } from '../facade/support/admin';

/** A write a Firestore trigger must answer visibly, and how to see that answer. */
export interface Marker {
  /** The answer, as the timeout error names it. */
  what: string;
  /** The write, made after the writes that must cause nothing. */
  write: () => Promise<unknown>;
  /** Whether the trigger's answer to `write` shows yet. */
  answered: () => Promise<boolean>;
}

/**
 * Waits until the Firestore triggers have handled every write made before this call, so that a test
 * can then assert that some of those writes caused nothing: makes the marker's write and waits (with
 * a deadline) for the trigger's answer to it. A sleep proves nothing: the emulator has delivered an
 * event 20 s late. The marker does, because the Firestore emulator sends trigger events one at a time
 * in commit order, whatever the document (one sending thread), and waits for the function to finish
 * before sending the next (docs/testing.md, "Checking that nothing happened"). The one exception is a
 * function still running after the emulator's 20 s wait: the events after it are then sent anyway.
 */
export async function triggersCaughtUp(marker: Marker): Promise<void> {
  await marker.write();
  await eventually(`${marker.what} (the marker)`, marker.answered);
}
