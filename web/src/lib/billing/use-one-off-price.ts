import { ONE_OFF_PRICES, oneOffCentsOf, type OneOffKind } from '@homehaven/domain/one-off-prices';
import { useLiveDocument } from '../firebase/use-live-document';

/**
 * What a one-off payment costs now (`oneOffPrices/{kind}`, docs/plans.md "Paid submissions"), live, in
 * cents: the default until an admin sets one; null while it loads or when it cannot be read. The
 * server charges its own reading of it, never this one.
 */
export function useOneOffPrice(kind: OneOffKind): number | null {
  const live = useLiveDocument(ONE_OFF_PRICES, kind, (snapshot) => oneOffCentsOf(kind, snapshot.data()));
  if (live.status !== 'success') return null;
  return live.data ?? oneOffCentsOf(kind, undefined);
}
