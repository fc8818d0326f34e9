import { useState } from 'react';
import { FiTag } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { PRICING_MESSAGES as M, type BillingInterval, type PricingAnswer } from '@homehaven/domain/pricing';
import { paths } from '../../config/paths';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { Skeleton } from '../../components/static/skeleton';
import { LoadError } from '../../components/ui/load-error';
import { usePricing } from '../../lib/billing/use-pricing';
import { IntervalSwitch } from '../../components/billing/interval-switch';
import { PLAN_CARD_HEIGHT, PlanCard } from './components/plan-card';

const PAGE = cx(PAGE_CONTAINER['7xl'], css({ py: { base: '10', md: '16' }, display: 'flex', flexDirection: 'column', gap: '8' }));
const INTRO = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center', maxW: '2xl', mx: 'auto' });
const EYEBROW = css({ textTransform: 'uppercase', letterSpacing: 'widest', fontSize: 'sm', fontWeight: 'semibold', color: 'teal.700' });
const TITLE = heading({ size: { base: '3xl', md: '4xl' } });
const LEAD = css({ color: 'fg.muted', fontSize: 'lg' });
const GRID = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  gap: '6',
  listStyleType: 'none',
  p: '0',
});
const CARD_SKELETON = cx(PLAN_CARD_HEIGHT, css({ rounded: 'xl' }));
const NOTES = css({ display: 'flex', flexDirection: 'column', gap: '1', color: 'fg.muted', fontSize: 'sm', textAlign: 'center' });

/**
 * Where the plans' buttons go (docs/plans.md "The Pricing page"): the free plan to Register; a paid plan
 * to the Billing page with the plan and interval chosen (signing in first, when needed).
 */
const START = { to: paths.register.href(), label: M.startFree };
const choose = (planId: string, interval: BillingInterval) => ({ to: paths.dashboard.billing.href({ planId, interval }), label: M.choose });

/** The plans compared: the free plan first, then the paid plans on sale, cheapest first. */
function PlanGrid({ pricing, interval }: { pricing: PricingAnswer; interval: BillingInterval }) {
  return (
    <>
      <ul className={GRID} aria-label="Plans">
        <PlanCard plan={pricing.free} interval={interval} action={START} />
        {pricing.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={interval} action={choose(plan.id, interval)} />
        ))}
      </ul>
      <div className={NOTES}>
        {pricing.plans.length === 0 ? <p>{M.noPlans}</p> : null}
        <p>{M.agencyNote}</p>
        <p>{M.applyFirst}</p>
      </div>
    </>
  );
}

/** The plans while they load: cards of the final height. */
function PlanGridSkeleton() {
  return (
    <div className={GRID} role="status" aria-busy="true" aria-label="Loading plans">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className={CARD_SKELETON} />
      ))}
    </div>
  );
}

/**
 * Pricing (`/pricing`, docs/plans.md "The Pricing page"): the free plan and the paid plans on sale
 * side by side, monthly or yearly. Rendered per request with the plans in the HTML
 * (functions/src/pages); the template a failed render answers shows skeletons and reads them itself.
 */
export function PricingPage() {
  const { state, retry } = usePricing();
  const [interval, setInterval] = useState<BillingInterval>('month');
  return (
    <div className={PAGE}>
      <div className={INTRO}>
        <p className={EYEBROW}>Pricing</p>
        <h1 className={TITLE}>{M.title}</h1>
        <p className={LEAD}>{M.lead}</p>
        <IntervalSwitch value={interval} onChange={setInterval} />
      </div>
      {state.status === 'success' ? <PlanGrid pricing={state.pricing} interval={interval} /> : null}
      {state.status === 'loading' ? <PlanGridSkeleton /> : null}
      {state.status === 'error' ? <LoadError icon={FiTag} title={M.loadFailed} text={M.loadFailedText} onRetry={retry} /> : null}
    </div>
  );
}
