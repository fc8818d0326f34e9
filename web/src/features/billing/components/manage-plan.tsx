import { lazy, Suspense, useState } from 'react';
import { FiCreditCard } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { formatDay, formatPrice } from '@homehaven/domain/format';
import { PRICING_MESSAGES, priceAt, yearlyCost, type BillingInterval, type PricedPlan } from '@homehaven/domain/pricing';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/static/skeleton';
import type { BillingAccount } from '../../../lib/billing/use-billing-account';
import { usePlansOnSale } from '../../../lib/billing/use-plans-on-sale';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { cancelPlan, changePlan } from '../api/billing-api';
import { PLAN_OPTION_HEIGHT, PlanPicker } from './plan-picker';

// Stripe.js loads when an upgrade must be paid by card, not with the page.
const UpgradePaymentForm = lazy(async () => ({ default: (await import('./plan-payment-forms')).UpgradePaymentForm }));

/** An upgrade waiting to be paid in the browser: the plan asked for and what the facade answered. */
type UpgradeToPay = { planId: string; planName: string; clientSecret: string; amountCents: number };

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const NOTE = css({ color: 'teal.800', fontWeight: 'medium' });
const ACTIONS = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
const SKELETON = cx(PLAN_OPTION_HEIGHT, css({ rounded: 'xl' }));

/** What a plan costs over a year at an interval: how an upgrade is told from a downgrade. */
const yearly = (plan: PricedPlan, interval: BillingInterval): number => yearlyCost(priceAt(plan, interval), interval);
const priceOf = (plan: PricedPlan, interval: BillingInterval) => formatPrice(priceAt(plan, interval) / 100);
const per = (interval: BillingInterval) => (interval === 'year' ? M.perYear : M.perMonth);

/**
 * A paid plan's changes (docs/plans.md "Changing plan"): another plan (asked first: an upgrade is
 * charged at once, a downgrade waits for the period's end; the server decides which; an upgrade the
 * saved card cannot pay alone is paid here by card), and cancelling at the period's end or keeping
 * the plan after all. The account shows the outcome live.
 */
export function ManagePlan({ account, holder }: { account: BillingAccount; holder: { name: string; email: string } }) {
  const pricing = usePlansOnSale();
  const [toPay, setToPay] = useState<UpgradeToPay | null>(null);
  const [interval, setInterval] = useState<BillingInterval>(account.interval ?? 'month');
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const periodEnd = account.currentPeriodEnd ? formatDay(account.currentPeriodEnd) : '';
  const switching = useConfirmedAction(async ({ plan, chosen }: { plan: PricedPlan; chosen: BillingInterval }) => {
    try {
      const answer = await changePlan({ planId: plan.id, interval: chosen });
      if (answer.takesEffect === 'onPayment') setToPay({ planId: plan.id, planName: answer.planName, clientSecret: answer.clientSecret, amountCents: answer.amountCents });
      else notifySuccess(answer.takesEffect === 'now' ? M.switched(answer.planName) : M.switchScheduled(answer.planName, periodEnd));
    } catch (error) {
      console.error('plan change', error);
      notifyError(messageOf(error, M.changeFailed));
    }
  });
  const setCancel = async (atPeriodEnd: boolean) => {
    setBusy(true);
    try {
      await cancelPlan(atPeriodEnd);
      notifySuccess(atPeriodEnd ? M.cancelled(periodEnd) : M.kept);
    } catch (error) {
      console.error('plan cancellation', error);
      notifyError(messageOf(error, M.cancelFailed));
    } finally {
      setBusy(false);
      setCancelling(false);
    }
  };

  if (pricing.state.status === 'loading') return <Skeleton className={SKELETON} />;
  if (pricing.state.status === 'error') return <LoadError icon={FiCreditCard} title={PRICING_MESSAGES.loadFailed} onRetry={pricing.retry} />;
  // Until the paid upgrade's event makes the account the plan's (live), the card form stays.
  if (toPay && toPay.planId !== account.planId) {
    return (
      <Suspense fallback={<Skeleton className={SKELETON} />}>
        <UpgradePaymentForm planName={toPay.planName} clientSecret={toPay.clientSecret} amountCents={toPay.amountCents} holder={holder} onCancel={() => setToPay(null)} />
      </Suspense>
    );
  }
  const { plans } = pricing.state.pricing;
  const current = plans.find((plan) => plan.id === account.planId) ?? null;
  const others = plans.filter((plan) => plan.id !== account.planId || interval !== account.interval);
  const asked = switching.target;
  const upgrade = asked && current && account.interval ? yearly(asked.plan, asked.chosen) > yearly(current, account.interval) : true;
  return (
    <div className={STACK}>
      {account.pendingChange ? <p className={NOTE}>{M.pendingChange(account.pendingChange.planName, formatDay(account.pendingChange.at))}</p> : null}
      <PlanPicker
        plans={others}
        interval={interval}
        onInterval={setInterval}
        onChoose={(plan) => switching.ask({ plan, chosen: interval })}
        words={{ heading: M.changePlan, text: M.changePlanText, action: M.switchTo }}
      />
      <div className={ACTIONS}>
        {account.cancelAtPeriodEnd ? (
          <Button palette="teal" loading={busy} onClick={() => void setCancel(false)}>
            {M.keepPlan}
          </Button>
        ) : (
          <Button variant="outline" palette="red" onClick={() => setCancelling(true)}>
            {M.cancelPlan}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? M.switchTitle(asked.plan.name) : ''}
        text={asked ? (upgrade ? M.upgradeText(priceOf(asked.plan, asked.chosen), per(asked.chosen)) : M.downgradeText(periodEnd, priceOf(asked.plan, asked.chosen), per(asked.chosen))) : ''}
        confirmLabel={M.switchTo}
        busy={switching.busy}
        onConfirm={switching.confirm}
        onClose={switching.cancel}
      />
      <ConfirmDialog
        open={cancelling}
        title={M.cancelTitle}
        text={M.cancelText(periodEnd)}
        confirmLabel={M.cancelConfirm}
        cancelLabel={M.keepPlan}
        tone="red"
        busy={busy}
        onConfirm={() => void setCancel(true)}
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
