import type { QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { OWED_REFUNDS_QUERY, OWED_REFUNDS_SHOWN } from '@homehaven/domain/queries/refunds';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import type { RefundDoc } from '@homehaven/domain/refunds';
import { toInstant } from '../../../../lib/firebase/documents';
import { useLiveQuery } from '../../../../lib/firebase/use-live-query';

/** A refund still owed as the dashboard shows it. */
export type OwedRefund = Omit<RefundDoc<InstantValue>, 'nextAttemptAt'> & { id: string; nextAttemptAt: InstantValue | null };

/** The refunds shown, and whether more are owed than shown. */
export interface OwedRefunds {
  refunds: OwedRefund[];
  more: boolean;
}

/** A refund record from its document (written by functions only, so its fields are trusted; times converted). */
function toOwedRefund(snapshot: QueryDocumentSnapshot): OwedRefund {
  const { createdAt, updatedAt, nextAttemptAt, refundedAt: _refundedAt, ...fields } = snapshot.data({ serverTimestamps: 'estimate' }) as RefundDoc;
  return {
    ...fields,
    id: snapshot.id,
    createdAt: toInstant(createdAt),
    updatedAt: toInstant(updatedAt),
    nextAttemptAt: nextAttemptAt === undefined ? null : toInstant(nextAttemptAt),
  };
}

function read(snapshot: QuerySnapshot): OwedRefunds {
  const all = snapshot.docs.map(toOwedRefund);
  return { refunds: all.slice(0, OWED_REFUNDS_SHOWN), more: all.length > OWED_REFUNDS_SHOWN };
}

/**
 * Refunds still owed, the next attempt due first, live (admins: the rules refuse anyone else): a Retry
 * now, the sweep or a new failure shows at once, and a refunded one leaves the list.
 */
export function useOwedRefunds() {
  return useLiveQuery(OWED_REFUNDS_QUERY, read);
}
