import { css } from 'styled-system/css';
import { PLAN_MESSAGES, quotaFullMessage } from '@homehaven/domain/plan-messages';
import { slotsLeft } from '@homehaven/domain/listing-slots';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { Skeleton } from '../../../components/static/skeleton';
import { TextLink } from '../../../components/static/links';
import type { BillingAccountState } from '../../../lib/billing/use-billing-account';

const FRAME = css({ mb: '6' });
// The height of the one-line usage alert, so nothing moves when it arrives.
const LOADING = css({ h: '12', rounded: 'l2' });
const WAYS_OUT = css({ display: 'flex', flexWrap: 'wrap', gap: '4', mt: '2' });

/**
 * Above Add Property: how many of the plan's listings are in use, or, when none is left, the quota
 * message and the ways out (docs/plans.md "Quotas"). The rules refuse the listing anyway; this says
 * so before the agent fills the form in.
 */
export function ListingSlotsNotice({ slots }: { slots: BillingAccountState }) {
  const { account } = slots;
  if (account.status === 'loading') return <Skeleton className={`${FRAME} ${LOADING}`} />;
  if (account.status === 'error')
    return (
      <div className={FRAME}>
        <LoadErrorAlert title="Your plan could not be loaded." onRetry={account.retry} />
      </div>
    );
  const plan = account.account;
  if (plan === null)
    return (
      <Alert status="warning" className={FRAME} data-testid="listing-slots">
        {PLAN_MESSAGES.noAccount}
      </Alert>
    );
  if (slotsLeft(plan) < 1)
    return (
      <Alert status="warning" className={FRAME} data-testid="listing-slots" title={PLAN_MESSAGES.usage(plan.listingsUsed, plan.listingsAllowed)}>
        {quotaFullMessage(plan.listingsAllowed, slots.agencyPlan)}
        <span className={WAYS_OUT}>
          <TextLink to={paths.dashboard.myAddProperty.href()}>{PLAN_MESSAGES.withdraw}</TextLink>
        </span>
      </Alert>
    );
  return (
    <Alert status="info" className={FRAME} data-testid="listing-slots">
      {`${plan.planName} plan: ${PLAN_MESSAGES.usage(plan.listingsUsed, plan.listingsAllowed)}`}
    </Alert>
  );
}
