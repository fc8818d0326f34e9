import { useId } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import { LoadErrorAlert } from '../../../../components/ui/load-error-alert';
import { OWED_REFUNDS_SHOWN } from '@homehaven/domain/queries/refunds';
import { useOwedRefunds } from '../api/use-owed-refunds';
import { OwedRefundRow } from './owed-refund-row';
import { OwedRefundsSkeleton } from './owed-refund-row-skeleton';

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
    <Stack as="section" gap="4" aria-labelledby={headingId} data-testid="owed-refunds">
      <Heading as="h2" size="lg" id={headingId}>
        {MESSAGES.refunds.heading}
      </Heading>
      {owed.status === 'error' ? (
        <LoadErrorAlert title={MESSAGES.refunds.loadFailed} onRetry={owed.retry} testId="owed-refunds-error" />
      ) : (
        <>
          <Text color="fg.muted">Each is retried automatically, waiting longer after every failure (up to six hours), until Stripe confirms it.</Text>
          <Stack as="ul" listStyleType="none" gap="3">
            {owed.data.refunds.map((refund) => (
              <OwedRefundRow key={refund.id} refund={refund} />
            ))}
          </Stack>
          {owed.data.more ? (
            <Text fontSize="sm" color="fg.muted">
              More refunds are owed: the {OWED_REFUNDS_SHOWN} due soonest are shown.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
