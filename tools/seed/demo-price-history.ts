// Demo price history for `npm start`: a few public listings whose prices changed since they were
// listed, so the details page's Price history shows a chart and a list. Written as the trigger writes
// it (functions/src/price-history), with past dates; each listing's stored prices are the last entry's.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { priceHistoryEntry, type ListingPrices } from '@homehaven/domain/price-history';
import { priceHistoryPath } from '@homehaven/domain/queries/price-history';
import type { SeededProperty } from './demo-documents';

/** One step of a listing's story: when (as a fraction of its age: 0 listed, 1 now) and its prices then, as multiples of today's. */
interface Step {
  readonly at: number;
  readonly min: number;
  readonly max: number;
}

/** The listings with a story, by title, and their prices from listing day (first) to today (last, 1 and 1). */
const STORIES: Readonly<Record<string, readonly Step[]>> = {
  // Reduced twice, then the top of the range too.
  'Ranch House with Pool': [
    { at: 0, min: 1.07, max: 1.06 },
    { at: 0.25, min: 1.04, max: 1.04 },
    { at: 0.6, min: 1.04, max: 1.02 },
    { at: 0.9, min: 1, max: 1 },
  ],
  // Raised after strong interest, then brought back a little.
  'Colonial on a Quiet Street': [
    { at: 0, min: 0.97, max: 0.97 },
    { at: 0.35, min: 1.02, max: 1.02 },
    { at: 0.75, min: 1, max: 1 },
  ],
  // One cut.
  'Skyline Penthouse': [
    { at: 0, min: 1.05, max: 1.05 },
    { at: 0.5, min: 1, max: 1 },
  ],
};

const roundTo5k = (value: number): number => Math.round(value / 5_000) * 5_000;

/** A step's prices for a listing that costs `now` today (the last step is exactly today's). */
function pricesAt(step: Step, now: ListingPrices): ListingPrices {
  return { MinimumPrice: roundTo5k(now.MinimumPrice * step.min), MaximumPrice: roundTo5k(now.MaximumPrice * step.max) };
}

/**
 * Writes the price history of the listings in {@link STORIES} (ids `demo-1`, `demo-2`, ..., so running
 * the seed again rewrites the same entries). Answers how many entries it wrote.
 */
export async function seedPriceHistory(db: Firestore, properties: readonly SeededProperty[]): Promise<number> {
  const batch = db.batch();
  let written = 0;
  for (const property of properties) {
    const story = STORIES[property.data.title];
    if (!story || property.data.status !== 'verified' || property.data.withdrawn) continue;
    const now: ListingPrices = { MinimumPrice: property.data.MinimumPrice, MaximumPrice: property.data.MaximumPrice };
    const listedAt = property.data.createdAt.toMillis();
    const age = Date.now() - listedAt;
    story.slice(1).forEach((step, i) => {
      const before = pricesAt(story[i] as Step, now);
      const after = i === story.length - 2 ? now : pricesAt(step, now);
      const changedAt = Timestamp.fromMillis(Math.round(listedAt + age * step.at));
      batch.set(db.collection(priceHistoryPath(property.id)).doc(`demo-${i + 1}`), priceHistoryEntry(before, after, changedAt));
      written += 1;
    });
  }
  await batch.commit();
  return written;
}
