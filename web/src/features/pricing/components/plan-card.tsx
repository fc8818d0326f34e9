import { FiCheck } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { formatPrice } from '@homehaven/domain/format';
import type { PlanAllowances } from '@homehaven/domain/listing-slots';
import { PRICING_MESSAGES as M, priceAt, yearlySavingPercent, type BillingInterval, type PricedPlan } from '@homehaven/domain/pricing';
import { ButtonLink } from '../../../components/static/links';

const CARD = card({ variant: 'outline' });
// Every card the same height as its row (the grid stretches them), the button at the bottom; the
// skeleton takes PLAN_CARD_HEIGHT, the height of a card of three lines of features.
export const PLAN_CARD_HEIGHT = css({ minH: '96' });
const ROOT = cx(CARD.root, PLAN_CARD_HEIGHT, css({ h: 'full', bg: 'white' }));
const BODY = cx(CARD.body, css({ display: 'flex', flexDirection: 'column', gap: '5', p: '6' }));
const HEAD = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', minH: '6' });
const NAME = heading({ size: 'lg' });
const SAVING = cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'green' }));
const PRICE = css({ display: 'flex', alignItems: 'baseline', gap: '1' });
const AMOUNT = css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: '1', fontVariantNumeric: 'tabular-nums' });
const PER = css({ color: 'fg.muted' });
const NOTE = css({ color: 'fg.muted', fontSize: 'sm', minH: '10' });
const FEATURES = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none', p: '0', flex: '1' });
const FEATURE = css({ display: 'flex', alignItems: 'center', gap: '2' });
const CHECK = css({ color: 'teal.600', flexShrink: 0 });
const CTA = css({ w: 'full' });

/** What a plan includes, one line each. */
function Features({ plan }: { plan: PlanAllowances }) {
  return (
    <ul className={FEATURES}>
      {[M.listings(plan.listingsAllowed), M.featured(plan.featuredAllowed), M.photos(plan.photosPerListing)].map((line) => (
        <li key={line} className={FEATURE}>
          <FiCheck aria-hidden className={CHECK} />
          {line}
        </li>
      ))}
    </ul>
  );
}

interface PlanCardProps {
  /** The paid plan, or the free plan (no price). */
  plan: (PlanAllowances & { name: string }) | PricedPlan;
  interval: BillingInterval;
  /** Where its button goes, and what it says. */
  action: { to: string; label: string };
}

/** One plan on the Pricing page: its name, price for the interval chosen (with the yearly saving), what it includes and its button. */
export function PlanCard({ plan, interval, action }: PlanCardProps) {
  const paid = 'monthlyCents' in plan ? plan : null;
  const saving = paid && interval === 'year' ? yearlySavingPercent(paid) : 0;
  const cents = paid ? priceAt(paid, interval) : 0;
  const headingId = `plan-${paid?.id ?? 'free'}`;
  return (
    <li className={ROOT} aria-labelledby={headingId}>
      <div className={BODY}>
        <div className={HEAD}>
          <h2 id={headingId} className={NAME}>
            {plan.name}
          </h2>
          {saving > 0 ? <span className={SAVING}>{M.saving(saving)}</span> : null}
        </div>
        <p className={PRICE}>
          <span className={AMOUNT}>{paid ? formatPrice(cents / 100) : M.freePrice}</span>
          <span className={PER}>{interval === 'year' ? M.perYear : M.perMonth}</span>
        </p>
        <p className={NOTE}>{paid ? (interval === 'year' ? M.billedYearly : M.billedMonthly) : M.freeNote}</p>
        <Features plan={plan} />
        <ButtonLink to={action.to} palette="teal" variant={paid ? 'solid' : 'outline'} className={CTA}>
          {action.label}
        </ButtonLink>
      </div>
    </li>
  );
}
