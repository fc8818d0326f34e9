import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { formatPrice } from '@homehaven/domain/format';
import { FEATURE_MESSAGES as M } from '@homehaven/domain/featured-listings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/static/skeleton';
import { useAuth } from '../../../lib/auth/use-auth';
import { useBillingAccount } from '../../../lib/billing/use-billing-account';
import { useOneOffPrice } from '../../../lib/billing/use-one-off-price';
import { buyFeature } from '../api/feature-api';
import { useFeatureFromPlan } from '../api/use-feature-from-plan';

// Stripe.js and the card field load when the agent chooses to pay, not with the page.
const OneOffPayment = lazy(async () => ({ default: (await import('../../../components/payment/one-off-payment')).OneOffPayment }));

const PAY_WORDS = { payingFor: M.payingFor, pay: M.pay, label: M.payLabel, cancel: M.cancel, paid: M.paid };

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const WAY = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' });
const TEXT = css({ fontSize: 'sm', color: 'fg.muted' });
// The line and button of a way, while the plan or the price loads.
const WAY_LOADING = css({ h: '16', w: 'full', rounded: 'md' });
const FORM_LOADING = css({ h: '64', w: 'full', rounded: 'xl' });

/** From the plan: its allowance in use, and the button while one is left (docs/plans.md "Featured listings"). */
function FromPlan({ listingId }: { listingId: string }) {
  const { account } = useBillingAccount();
  const feature = useFeatureFromPlan(listingId);
  if (account.status === 'loading') return <Skeleton className={WAY_LOADING} />;
  if (account.status === 'error' || account.account === null) return <p className={TEXT}>{M.planUnreadable}</p>;
  const { featuredUsed: used, featuredAllowed: allowed } = account.account;
  return (
    <div className={WAY}>
      <p className={TEXT}>{used < allowed ? M.fromPlan(used, allowed) : M.noAllowance(allowed)}</p>
      {used < allowed ? (
        <Button palette="purple" loading={feature.busy} onClick={feature.run}>
          {M.fromPlanButton}
        </Button>
      ) : null}
      {feature.problem ? (
        <Alert status="error" role="alert">
          {feature.problem}
        </Alert>
      ) : null}
    </div>
  );
}

/** Paid once: the admins' price, then the card form (a chunk of its own). */
function PaidOnce({ listingId }: { listingId: string }) {
  const { user } = useAuth();
  const price = useOneOffPrice('feature');
  const [paying, setPaying] = useState(false);
  if (price === null) return <Skeleton className={WAY_LOADING} />;
  const amount = formatPrice(price / 100);
  if (!paying) {
    return (
      <div className={WAY}>
        <p className={TEXT}>{M.payingFor(amount)}</p>
        <Button palette="teal" variant="outline" onClick={() => setPaying(true)}>
          {M.payOnce(amount)}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<Skeleton className={FORM_LOADING} />}>
      <OneOffPayment amountCents={price} words={PAY_WORDS} start={() => buyFeature(listingId)} holder={{ name: user?.displayName ?? '', email: user?.email ?? '' }} onCancel={() => setPaying(false)} />
    </Suspense>
  );
}

interface FeatureDialogProps {
  /** The listing to feature, or null (closed). */
  listing: { id: string; title: string } | null;
  onClose: () => void;
}

/**
 * Feature this listing: from the plan's allowance while one is left, or paid once by card (docs/plans.md
 * "Featured listings"). The server decides both; the card on the list shows the outcome live.
 */
export function FeatureDialog({ listing, onClose }: FeatureDialogProps) {
  return (
    <Dialog open={listing !== null} onClose={onClose} title={M.dialogTitle} subtitle={listing?.title} look="sheet" closeButton testId="feature-dialog">
      {listing ? (
        <div className={STACK}>
          <p>{M.about}</p>
          <FromPlan listingId={listing.id} />
          <PaidOnce listingId={listing.id} />
        </div>
      ) : null}
    </Dialog>
  );
}
