import { lazy, Suspense, useState } from 'react';
import { FiPlus, FiTag } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import type { PlanAllowances } from '@homehaven/domain/listing-slots';
import { PLAN_ADMIN_MESSAGES as M } from '@homehaven/domain/plan-messages';
import type { PlanTerms } from '@homehaven/domain/plans';
import { messageOf } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { Button } from '../../components/ui/button';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedList } from '../../components/ui/paged-list';
import { Skeleton } from '../../components/static/skeleton';
import { defaultAdminFreePlan, type AdminPlan } from './api/admin-plan';
import { addPlan, changeFreePlan, changeOneOffPrice, changePlan } from './api/save-plan';
import { useFreePlan, usePlans } from './api/use-plans';
import { OneOffPriceRow, PLAN_ROW_HEIGHT, PlanRow } from './components/plan-row';
import { useOneOffPrice } from '../../lib/billing/use-one-off-price';
import { ONE_OFF_KINDS, SUBMISSION_MESSAGES, type OneOffKind } from '@homehaven/domain/one-off-prices';

// The forms (their checks and zod) load when an admin first opens one, not with the list.
const FreePlanDialog = lazy(async () => ({ default: (await import('./components/plan-dialog')).FreePlanDialog }));
const PaidPlanDialog = lazy(async () => ({ default: (await import('./components/plan-dialog')).PaidPlanDialog }));
const OneOffPriceDialog = lazy(async () => ({ default: (await import('./components/plan-dialog')).OneOffPriceDialog }));

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none', p: '0' });
const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const ROW_SKELETON = cx(PLAN_ROW_HEIGHT, css({ rounded: 'xl' }));

/** Rows of the final size while the plans load. */
function RowsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className={LIST} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={ROW_SKELETON} />
      ))}
    </div>
  );
}

/** Which form is open: the free plan's, a paid plan's (null: a new one), a one-off price, or none. */
type Editing = { kind: 'free'; plan: AdminPlan } | { kind: 'paid'; plan: AdminPlan | null } | { kind: 'oneOff'; price: OneOffKind; amountCents: number } | null;

/** Saves through the facade and says how it went; rethrows so the dialog stays open on failure. */
async function saved(save: () => Promise<void>, success: string): Promise<void> {
  try {
    await save();
    notifySuccess(success);
  } catch (error) {
    console.error('plan save', error);
    notifyError(messageOf(error, M.saveFailed));
    throw error;
  }
}

/**
 * Plans (/dashboard/plans, admin; docs/plans.md "The admins' Plans screen"): the free plan, then every
 * paid plan, cheapest first, hidden ones too, live. Add a plan, or edit one: the facade makes the
 * Stripe product and prices, a new price or allowance being the plan's next version.
 */
export function PlansPage() {
  const view = useNewestPageView();
  const plans = usePlans(view);
  const free = useFreePlan();
  const oneOffPrices = { submission: useOneOffPrice('submission'), feature: useOneOffPrice('feature') };
  const [editing, setEditing] = useState<Editing>(null);
  const freePlan = free.status === 'success' ? (free.data ?? defaultAdminFreePlan()) : null;
  const close = () => setEditing(null);

  return (
    <DashboardPage
      title={M.title}
      description={M.description}
      actions={
        <Button palette="teal" onClick={() => setEditing({ kind: 'paid', plan: null })}>
          <FiPlus aria-hidden /> {M.addPlan}
        </Button>
      }
    >
      <div className={SECTION}>
        {freePlan ? (
          <ul className={LIST} aria-label={M.free}>
            <PlanRow plan={freePlan} onEdit={() => setEditing({ kind: 'free', plan: freePlan })} />
          </ul>
        ) : free.status === 'error' ? null : (
          <RowsSkeleton count={1} label="Loading the free plan" />
        )}
        <PagedList
          result={plans}
          view={view}
          loading={<RowsSkeleton count={3} label="Loading plans" />}
          error={{ icon: FiTag, title: M.listFailed }}
          empty={<EmptyState icon={FiTag} title={M.empty} text={M.emptyText} />}
        >
          {(items) => {
            const paid = items.filter((plan) => plan.id !== freePlan?.id);
            return paid.length === 0 ? (
              <EmptyState icon={FiTag} title={M.empty} text={M.emptyText} />
            ) : (
              <ul className={LIST} aria-label="Paid plans">
                {paid.map((plan) => (
                  <PlanRow key={plan.id} plan={plan} onEdit={() => setEditing({ kind: 'paid', plan })} />
                ))}
              </ul>
            );
          }}
        </PagedList>
        <ul className={LIST} aria-label={SUBMISSION_MESSAGES.oneOff}>
          {ONE_OFF_KINDS.map((price) => {
            const amountCents = oneOffPrices[price];
            return <OneOffPriceRow key={price} kind={price} amountCents={amountCents} onEdit={() => amountCents !== null && setEditing({ kind: 'oneOff', price, amountCents })} />;
          })}
        </ul>
      </div>
      <Suspense fallback={null}>
        {editing?.kind === 'free' ? <FreePlanDialog plan={editing.plan} onSave={(allowances: PlanAllowances) => saved(() => changeFreePlan(allowances), M.saved)} onClose={close} /> : null}
        {editing?.kind === 'paid' ? (
          <PaidPlanDialog
            plan={editing.plan}
            onSave={(terms: PlanTerms) => {
              const { plan } = editing;
              return plan ? saved(() => changePlan(plan.id, terms), M.saved) : saved(() => addPlan(terms), M.added);
            }}
            onClose={close}
          />
        ) : null}
        {editing?.kind === 'oneOff' ? (
          <OneOffPriceDialog
            kind={editing.price}
            amountCents={editing.amountCents}
            onSave={(amountCents: number) => saved(() => changeOneOffPrice(editing.price, amountCents), SUBMISSION_MESSAGES.priceSaved)}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </DashboardPage>
  );
}
