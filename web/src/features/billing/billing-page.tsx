import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FiCreditCard, FiUsers } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { PRICING_MESSAGES, type BillingInterval, type PricedPlan } from '@homehaven/domain/pricing';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/static/skeleton';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/use-auth';
import { useBillingAccount } from '../../lib/billing/use-billing-account';
import { useHydrated } from '../../lib/use-hydrated';
import { usePlansOnSale } from '../../lib/billing/use-plans-on-sale';
import { CurrentPlan, CurrentPlanSkeleton } from './components/current-plan';
import { InvoiceList } from './components/invoice-list';
import { ManagePlan } from './components/manage-plan';
import { PLAN_OPTION_HEIGHT, PlanPicker } from './components/plan-picker';

// Stripe.js and the card field load when a plan is chosen, not with the page.
const SubscribeForm = lazy(async () => ({ default: (await import('./components/plan-payment-forms')).SubscribeForm }));
const PayInvoiceForm = lazy(async () => ({ default: (await import('./components/plan-payment-forms')).PayInvoiceForm }));

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '8' });
const OPTIONS_SKELETON = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });
const OPTION_SKELETON = cx(PLAN_OPTION_HEIGHT, css({ rounded: 'xl' }));

/** The plan asked for by the Pricing page's link (`?plan=&interval=`), once the plans are known. */
function askedFor(params: URLSearchParams, plans: readonly PricedPlan[]): PricedPlan | null {
  return plans.find((plan) => plan.id === params.get('plan')) ?? null;
}

/** Choosing a paid plan and paying for it: the plans on sale, then the card for the one chosen. */
function Subscribe({ holder }: { holder: { name: string; email: string } }) {
  const [params] = useSearchParams();
  const pricing = usePlansOnSale();
  const [interval, setInterval] = useState<BillingInterval>(params.get('interval') === 'year' ? 'year' : 'month');
  const [chosen, setChosen] = useState<PricedPlan | null | undefined>(undefined);
  // The card form is a chunk of its own: the page rendered per request shows its skeleton, and the
  // browser loads it once hydrated (a lazy chunk cannot render on the server).
  const hydrated = useHydrated();
  if (pricing.state.status === 'loading') {
    return (
      <div className={OPTIONS_SKELETON} role="status" aria-busy="true" aria-label="Loading plans">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={OPTION_SKELETON} />
        ))}
      </div>
    );
  }
  if (pricing.state.status === 'error') return <LoadError icon={FiCreditCard} title={PRICING_MESSAGES.loadFailed} onRetry={pricing.retry} />;
  const { plans } = pricing.state.pricing;
  const plan = chosen === undefined ? askedFor(params, plans) : chosen;
  if (plan) {
    const skeleton = <Skeleton className={OPTION_SKELETON} />;
    if (!hydrated) return skeleton;
    return (
      <Suspense fallback={skeleton}>
        <SubscribeForm plan={plan} interval={interval} holder={holder} onCancel={() => setChosen(null)} />
      </Suspense>
    );
  }
  return <PlanPicker plans={plans} interval={interval} onInterval={setInterval} onChoose={setChosen} />;
}

/** Past due: Pay now opens the card form for the unpaid renewal (docs/plans.md "Lapse"). */
function PayInvoice({ planName, holder }: { planName: string; holder: { name: string; email: string } }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button palette="red" size="lg" onClick={() => setOpen(true)}>
          <FiCreditCard aria-hidden /> {M.payNow}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<Skeleton className={OPTION_SKELETON} />}>
      <PayInvoiceForm planName={planName} holder={holder} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}

/**
 * Billing (/dashboard/billing, professionals; docs/plans.md "The Billing page"): the plan, what it
 * allows and uses and when it renews, live; a paid plan chosen and paid for by card, or changed and
 * cancelled, or its failed renewal paid; the invoices. An
 * agency's agent sees that their agency's plan covers them.
 */
export function BillingPage() {
  const { user } = useAuth();
  const { holder, agencyPlan, account } = useBillingAccount();
  const holderName = { name: user?.displayName ?? '', email: user?.email ?? '' };
  let content;
  if (account.status === 'loading') content = <CurrentPlanSkeleton />;
  else if (account.status === 'error') content = <LoadError icon={FiCreditCard} title={M.loadFailed} onRetry={account.retry} />;
  else if (account.account === null) content = <EmptyState icon={FiCreditCard} title={M.noAccount} />;
  else if (agencyPlan) {
    content = (
      <div className={STACK}>
        <CurrentPlan account={account.account} />
        <EmptyState icon={FiUsers} title={M.agencyPlan} />
      </div>
    );
  } else {
    const { subscriptionId, status } = account.account;
    content = (
      <div className={STACK}>
        <CurrentPlan account={account.account} />
        {/* Past due, the plan cannot change until its invoice is paid (the facade refuses: docs/plans.md "Changing plan"). */}
        {subscriptionId === null ? (
          <Subscribe holder={holderName} />
        ) : status === 'past_due' ? (
          <PayInvoice planName={account.account.planName} holder={holderName} />
        ) : (
          <ManagePlan account={account.account} holder={holderName} />
        )}
        {holder ? <InvoiceList holder={holder} /> : null}
      </div>
    );
  }
  return (
    <DashboardPage title={M.title} description={M.description}>
      {content}
    </DashboardPage>
  );
}
