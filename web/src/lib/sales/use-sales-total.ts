import { useCallback } from 'react';
import { agentSalesAggregateQuery } from '@homehaven/domain/queries/agent';
import { loadSignedInLive } from '../firebase/signed-in-live/load-signed-in-live';
import { useSignedInRead, type ReadState } from '../use-signed-in-read';

/** The sum of every sale's amount and how many sales there are. */
export interface SalesFigures {
  total: number;
  count: number;
}

/** The total, or why it is not there yet. */
export type SalesTotal = ReadState<SalesFigures>;

/** An agent's sales, counted by Firestore (an aggregate query): no sale is downloaded, however many pages there are. */
async function readSalesTotal(agentUid: string): Promise<SalesFigures> {
  const { total, count } = await (await loadSignedInLive()).aggregateSignedIn(agentSalesAggregateQuery(agentUid), { total: { op: 'sum', field: 'offerAmount' }, count: { op: 'count' } });
  return { total: total ?? 0, count: count ?? 0 };
}

/** The signed-in agent's sales total. Aggregates are not live, so it is asked again whenever `version` (the shown page's content) changes. */
export function useSalesTotal(version: string): SalesTotal {
  return useSignedInRead(readSalesTotal, version, 'sales total');
}

/** The sales total of one of the signed-in agency's agents (the rules let an agency read its agents' offers), asked again as `useSalesTotal`. */
export function useAgentSalesTotal(agentUid: string, version: string): SalesTotal {
  const read = useCallback(() => readSalesTotal(agentUid), [agentUid]);
  return useSignedInRead(read, `${agentUid}|${version}`, 'agent sales total');
}
