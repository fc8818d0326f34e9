import { useEffect, useState } from 'react';
import { agentSalesAggregateQuery } from '@homehaven/domain/queries/agent';
import { loadFirestore } from '../../../lib/firebase/load';
import { useAuth } from '../../../lib/auth/use-auth';

/** The total, or why it is not there yet. */
export type SalesTotal = { status: 'loading' } | { status: 'success'; total: number; count: number } | { status: 'error' };

/**
 * The sum of every sale's amount, counted by Firestore (an aggregate query: no sale is downloaded,
 * however many pages there are). Aggregates are not live, so it is asked again whenever `version`
 * (the shown page's content) changes.
 */
export function useSalesTotal(version: string): SalesTotal {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [settled, setSettled] = useState<{ key: string; value: SalesTotal } | null>(null);
  const key = `${uid ?? ''}|${version}`;

  useEffect(() => {
    if (uid === null) return undefined;
    let current = true;
    void (async () => {
      try {
        const { db, buildQuery, getAggregateFromServer, sum, count } = await loadFirestore();
        const sales = buildQuery(db, agentSalesAggregateQuery(uid));
        const snapshot = await getAggregateFromServer(sales, { total: sum('offerAmount'), count: count() });
        if (current) setSettled({ key, value: { status: 'success', total: snapshot.data().total, count: snapshot.data().count } });
      } catch (error) {
        console.error('sales total', error);
        if (current) setSettled({ key, value: { status: 'error' } });
      }
    })();
    return () => {
      current = false;
    };
  }, [uid, key]);

  return settled?.key === key ? settled.value : { status: 'loading' };
}
