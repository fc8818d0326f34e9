import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { formatPrice } from '@homehaven/domain/format';
import { PLAN_MESSAGES, quotaFullMessage } from '@homehaven/domain/plan-messages';
import { creditsLeft, slotForNewListing } from '@homehaven/domain/listing-slots';
import { SUBMISSION_MESSAGES } from '@homehaven/domain/one-off-prices';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { Skeleton } from '../../../components/static/skeleton';
import { TextLink } from '../../../components/static/links';
import type { BillingAccount, BillingAccountState } from '../../../lib/billing/use-billing-account';
import { useOneOffPrice } from '../../../lib/billing/use-one-off-price';
import { buySubmission } from '../api/submission-api';

// Stripe.js and the card field load when the agent chooses to pay, not with the page.
const OneOffPayment = lazy(async () => ({ default: (await import('../../../components/payment/one-off-payment')).OneOffPayment }));

const PAY_WORDS = { payingFor: SUBMISSION_MESSAGES.payingFor, pay: SUBMISSION_MESSAGES.pay, label: PLAN_MESSAGES.payOnce, cancel: SUBMISSION_MESSAGES.cancel, paid: SUBMISSION_MESSAGES.paid };

const FRAME = css({ mb: '6' });
// The height of the one-line usage alert, so nothing moves when it arrives.
const LOADING = css({ h: '12', rounded: 'l2' });
// The card form's height, while its chunk loads.
const FORM_LOADING = css({ h: '64', rounded: 'xl', mb: '6' });
const WAYS_OUT = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4', mt: '2' });

interface ListingSlotsNoticeProps {
  slots: BillingAccountState;
  /** Who pays, for the card's billing details. */
  payer: { name: string; email: string };
}

/** A full plan: the quota message and the ways out (upgrade, pay for this one, withdraw another); the first two are the holder's to take. */
function PlanFull({ plan, slots, payer }: { plan: BillingAccount } & ListingSlotsNoticeProps) {
  const price = useOneOffPrice('submission');
  const [paying, setPaying] = useState(false);
  const own = !slots.agencyPlan;
  return (
    <>
      <Alert status="warning" className={FRAME} data-testid="listing-slots" title={PLAN_MESSAGES.usage(plan.listingsUsed, plan.listingsAllowed)}>
        {quotaFullMessage(plan.listingsAllowed, slots.agencyPlan)}
        <span className={WAYS_OUT}>
          {own ? <TextLink to={paths.dashboard.billing.href()}>{PLAN_MESSAGES.upgrade}</TextLink> : null}
          {own && price !== null && !paying ? (
            <Button size="sm" palette="teal" onClick={() => setPaying(true)}>
              {`${PLAN_MESSAGES.payOnce} (${formatPrice(price / 100)})`}
            </Button>
          ) : null}
          <TextLink to={paths.dashboard.myAddProperty.href()}>{PLAN_MESSAGES.withdraw}</TextLink>
        </span>
      </Alert>
      {paying && price !== null ? (
        <div className={FRAME}>
          <Suspense fallback={<Skeleton className={FORM_LOADING} />}>
            <OneOffPayment amountCents={price} words={PAY_WORDS} start={buySubmission} holder={payer} onCancel={() => setPaying(false)} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}

/**
 * Above Add Property: how many of the plan's listings are in use; once none is left, a paid
 * submission ready to use, or the quota message and the ways out (docs/plans.md "Quotas", "Paid
 * submissions"). The rules refuse the listing anyway; this says so before the agent fills the form in.
 */
export function ListingSlotsNotice({ slots, payer }: ListingSlotsNoticeProps) {
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
  const slot = slotForNewListing(plan);
  if (slot === null) return <PlanFull plan={plan} slots={slots} payer={payer} />;
  if (slot === 'paid')
    return (
      <Alert status="success" className={FRAME} data-testid="listing-slots" title={PLAN_MESSAGES.usage(plan.listingsUsed, plan.listingsAllowed)}>
        {SUBMISSION_MESSAGES.credits(creditsLeft(plan))}
      </Alert>
    );
  return (
    <Alert status="info" className={FRAME} data-testid="listing-slots">
      {`${plan.planName} plan: ${PLAN_MESSAGES.usage(plan.listingsUsed, plan.listingsAllowed)}`}
    </Alert>
  );
}
