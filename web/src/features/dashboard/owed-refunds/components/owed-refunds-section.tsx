import { useId } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { REFUND_MESSAGES } from '@homehaven/domain/offer-messages';
import { LoadErrorAlert } from '../../../../components/ui/load-error-alert';
import { OWED_REFUNDS_SHOWN } from '@homehaven/domain/queries/refunds';
import { useOwedRefunds } from '../api/use-owed-refunds';
import { OwedRefundRow } from './owed-refund-row';
import { OwedRefundsSkeleton } from './owed-refund-row-skeleton';

const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const HEADING = heading({ size: 'lg' });
const NOTE = css({ color: 'fg.muted' });
const LIST = css({ display: 'flex', flexDirection: 'column', listStyleType: 'none', gap: '3' });
const MORE = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * "Refunds still owed" on an admin's dashboard home: payments owed back to buyers that Stripe has not
 * confirmed yet, live, each with Retry now. Nothing at all when none is owed; placeholders while the
 * list loads (the section comes last on the page, so its arrival or absence moves nothing above it).
 */
export function OwedRefundsSection() {
  const owed = useOwedRefunds();
  const headingId = useId();
  if (owed.status === 'loading') return <OwedRefundsSkeleton />;
  if (owed.status === 'success' && owed.data.refunds.length === 0) return null;
  return (
    <section className={SECTION} aria-labelledby={headingId} data-testid="owed-refunds">
      <h2 className={HEADING} id={headingId}>
        {REFUND_MESSAGES.heading}
      </h2>
      {owed.status === 'error' ? (
        <LoadErrorAlert title={REFUND_MESSAGES.loadFailed} onRetry={owed.retry} testId="owed-refunds-error" />
      ) : (
        <>
          <p className={NOTE}>Each is retried automatically, waiting longer after every failure (up to six hours), until Stripe confirms it.</p>
          <ul className={LIST}>
            {owed.data.refunds.map((refund) => (
              <OwedRefundRow key={refund.id} refund={refund} />
            ))}
          </ul>
          {owed.data.more ? <p className={MORE}>More refunds are owed: the {OWED_REFUNDS_SHOWN} due soonest are shown.</p> : null}
        </>
      )}
    </section>
  );
}
