import { agentSalesAggregateQuery } from '@homehaven/domain/queries/agent';
import { loadFirestore } from '../../../lib/firebase/load';
import { useSignedInRead, type ReadState } from '../../../lib/use-signed-in-read';

/** The sum of every sale's amount and how many sales there are. */
export interface SalesFigures {
  total: number;
  count: number;
}

/** The total, or why it is not there yet. */
export type SalesTotal = ReadState<SalesFigures>;

/** Counted by Firestore (an aggregate query): no sale is downloaded, however many pages there are. */
async function readSalesTotal(uid: string): Promise<SalesFigures> {
  const { db, buildQuery, getAggregateFromServer, sum, count } = await loadFirestore();
  const snapshot = await getAggregateFromServer(buildQuery(db, agentSalesAggregateQuery(uid)), { total: sum('offerAmount'), count: count() });
  return snapshot.data();
}

/** The agent's sales total. Aggregates are not live, so it is asked again whenever `version` (the shown page's content) changes. */
export function useSalesTotal(version: string): SalesTotal {
  return useSignedInRead(readSalesTotal, version, 'sales total');
}
