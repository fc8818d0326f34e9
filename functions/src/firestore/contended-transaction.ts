import type { Transaction } from 'firebase-admin/firestore';
import { db } from './db';
import { isClosedTransaction } from './errors';
import { logs } from '../logs';

/** Attempts Firestore makes of a contended transaction (its default, 5, let one of 7 simultaneous uploads fail). */
const ATTEMPTS = 10;
/** Fresh runs after Firestore closed the transaction under it (`isClosedTransaction`). */
const RUNS = 3;

/**
 * `db.runTransaction` for writes that many requests make at once to one document (several uploads to
 * one listing): more attempts than Firestore's default, and the whole transaction run again when the
 * emulator closed it under a read, which the SDK gives up on (docs/facade.md "Legal check").
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
