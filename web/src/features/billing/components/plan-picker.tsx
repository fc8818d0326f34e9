import { css, cx } from 'styled-system/css';
import { formatPrice } from '@homehaven/domain/format';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { PRICING_MESSAGES, priceAt, yearlySavingPercent, type BillingInterval, type PricedPlan } from '@homehaven/domain/pricing';
import { Button } from '../../../components/ui/button';
import { IntervalSwitch } from '../../../components/billing/interval-switch';

const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const HEAD = css({ display: 'flex', alignItems: { base: 'flex-start', md: 'center' }, justifyContent: 'space-between', gap: '3', flexDirection: { base: 'column', md: 'row' } });
const HEADING = css({ fontSize: 'lg', fontWeight: 'semibold' });
const MUTED = css({ color: 'fg.muted' });
const GRID = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, gap: '4', listStyleType: 'none', p: '0' });
export const PLAN_OPTION_HEIGHT = css({ minH: '40' });
const OPTION = cx(PLAN_OPTION_HEIGHT, css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', bg: 'white', rounded: 'xl', borderWidth: '1px' }));
const NAME = css({ fontWeight: 'semibold', fontSize: 'lg' });
const PRICE = css({ fontSize: '2xl', fontWeight: 'bold' });
const CTA = css({ mt: 'auto' });

interface PlanPickerProps {
  plans: readonly PricedPlan[];
  interval: BillingInterval;
  onInterval: (interval: BillingInterval) => void;
  onChoose: (plan: PricedPlan) => void;
  /** The heading, the line under it and each plan's button: subscribing (the default) or changing plan. */
  words?: { heading: string; text: string; action: string };
}

const SUBSCRIBING = { heading: M.choosePlan, text: M.choosePlanText, action: M.subscribe };

/** The paid plans on sale, monthly or yearly, each with its button (Subscribe, or Switch for a change of plan). */
export function PlanPicker({ plans, interval, onInterval, onChoose, words = SUBSCRIBING }: PlanPickerProps) {
  return (
    <section className={SECTION} aria-labelledby="choose-plan">
      <div className={HEAD}>
        <div>
          <h2 id="choose-plan" className={HEADING}>
            {words.heading}
          </h2>
          <p className={MUTED}>{words.text}</p>
        </div>
        <IntervalSwitch value={interval} onChange={onInterval} />
      </div>
      <ul className={GRID} aria-label="Plans on sale">
        {plans.map((plan) => {
          const saving = interval === 'year' ? yearlySavingPercent(plan) : 0;
          return (
            <li key={plan.id} className={OPTION} aria-label={plan.name}>
              <span className={NAME}>{plan.name}</span>
              <span className={PRICE}>
                {formatPrice(priceAt(plan, interval) / 100)}
                <span className={MUTED}>{interval === 'year' ? PRICING_MESSAGES.perYear : PRICING_MESSAGES.perMonth}</span>
              </span>
              <span className={MUTED}>
                {PRICING_MESSAGES.listings(plan.listingsAllowed)} · {PRICING_MESSAGES.featured(plan.featuredAllowed)}
                {saving > 0 ? ` · ${PRICING_MESSAGES.saving(saving)}` : ''}
              </span>
              <Button palette="teal" className={CTA} onClick={() => onChoose(plan)} aria-label={`${words.action} to ${plan.name}`}>
                {words.action}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
