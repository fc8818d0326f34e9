import { ReviewCardSkeleton } from './review-card-skeleton';
import { ReviewGrid } from './review-grid';

/** Placeholders while the first reviews load: two rows on a wide screen. */
const SKELETONS = 4;

/** A review list's loading state, card-sized, so nothing shifts when the reviews arrive. */
export function ReviewListSkeleton({ label }: { label: string }) {
  return (
    <ReviewGrid aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETONS }, (_, i) => (
        <li key={i}>
          <ReviewCardSkeleton />
        </li>
      ))}
    </ReviewGrid>
  );
}
