import { lazy, Suspense, useRef } from 'react';
import { FiEdit3 } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import type { Listing } from '../../../lib/firebase/documents';
import { Button } from '../../../components/ui/button';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePropertyReviews } from '../api/use-property-reviews';
import { useSubmitReview } from '../api/use-submit-review';
import { ReviewList } from './review-list';
import { useLazyOpen } from '../../../lib/use-lazy-open';

// Its form (react-hook-form, the review's zod schema, the dialog) loads when it is first opened.
const ReviewModal = lazy(async () => ({ default: (await import('./review-modal')).ReviewModal }));

const SECTION = css({ mt: '12' });
const HEAD = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: '4', gap: '3' });
const HEADING = heading({ size: 'xl' });

/** The reviews themselves, live (mounted once the section is near the viewport). */
function LiveReviews({ listingId }: { listingId: string }) {
  const reviews = usePropertyReviews(listingId);
  return reviews.status === 'success' ? <ReviewList status="success" reviews={reviews.data} canShowMore={reviews.canShowMore} onShowMore={reviews.showMore} /> : <ReviewList status={reviews.status} />;
}

/**
 * The listing's reviews, and the buyer's way to write one. The reviews are read once the section
 * nears the viewport (docs/performance.md "Details page"); until then it shows their loading state.
 */
export function ReviewsSection({ listing, isBuyer }: { listing: Listing; isBuyer: boolean }) {
  const submit = useSubmitReview(listing);
  const writing = useLazyOpen();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  return (
    <section ref={sectionRef} aria-labelledby="reviews-heading" className={SECTION}>
      <div className={HEAD}>
        <h2 className={HEADING} id="reviews-heading">
          Reviews
        </h2>
        <Button palette="teal" onClick={writing.show} disabled={!isBuyer}>
          <FiEdit3 aria-hidden /> Write a review
        </Button>
      </div>
      {near ? <LiveReviews listingId={listing.id} /> : <ReviewList status="loading" />}
      {isBuyer && writing.mounted ? (
        <Suspense fallback={null}>
          <ReviewModal open={writing.open} onClose={() => writing.setOpen(false)} propertyTitle={listing.title} submit={submit} />
        </Suspense>
      ) : null}
    </section>
  );
}
