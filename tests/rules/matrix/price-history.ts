import { priceHistoryPath } from '../../../domain/src/queries/price-history';
import type { PriceHistoryPath } from '../../../domain/src/queries/query-spec';
import { PROPERTY, day } from './listings';
import type { DocData } from './types';

/** Price history in the rules' world: entries the trigger would have recorded (functions write it, never clients). */

/** Entry ids (the trigger names them after its event id). */
export const PRICE_CHANGE = { first: 'event-1', second: 'event-2', ofPending: 'event-3' } as const;

/** An entry as the trigger writes it: the prices after, the prices before, when. */
export function priceChange(min: number, max: number, previousMin: number, previousMax: number, dayOfMonth: number): DocData {
  return { MinimumPrice: min, MaximumPrice: max, previousMinimumPrice: previousMin, previousMaximumPrice: previousMax, changedAt: day(dayOfMonth) };
}

/** Two changes of the verified New York listing (ending at its stored 100,000-200,000), one of the pending Boston one. */
export const PRICE_HISTORY_WORLD: Readonly<Record<PriceHistoryPath, Readonly<Record<string, DocData>>>> = {
  [priceHistoryPath(PROPERTY.verified)]: {
    [PRICE_CHANGE.first]: priceChange(110_000, 210_000, 120_000, 220_000, 3),
    [PRICE_CHANGE.second]: priceChange(100_000, 200_000, 110_000, 210_000, 4),
  },
  [priceHistoryPath(PROPERTY.pending)]: {
    [PRICE_CHANGE.ofPending]: priceChange(50_000, 60_000, 55_000, 60_000, 6),
  },
};
