import type { Transaction } from 'firebase-admin/firestore';
import { db } from './db';
import { isClosedTransaction } from './errors';
import { logs } from '../logs';

/** Attempts Firestore makes of a contended transaction (its default, 5, let one of 7 simultaneous uploads fail). */
const ATTEMPTS = 10;
/** Fresh runs after Firestore closed the transaction under it (`isClosedTransaction`). */
const RUNS = 3;

/**
 * `db.runTransaction` for every transaction of the functions: more attempts than Firestore's default
 * (several uploads to one listing at once), and the whole transaction run again when the emulator
 * closed it under a read, which the SDK gives up on (docs/facade.md "Legal check"). Seen under load in
 * uploads and in an agent's offer decision; any transaction can meet it, and each is written to be run
 * again (Firestore itself retries a transaction's function on contention).
 */
export async function contendedTransaction<T>(update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await db.runTransaction(update, { maxAttempts: ATTEMPTS });
    } catch (error) {
      if (run >= RUNS || !isClosedTransaction(error)) throw error;
      logs.transactionRunAgain(run + 1);
    }
  }
}
