import { FiEdit2 } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { formatPrice } from '@homehaven/domain/format';
import { FREE_PLAN_ID } from '@homehaven/domain/listing-slots';
import { PLAN_ADMIN_MESSAGES as M } from '@homehaven/domain/plan-messages';
import { PRICING_MESSAGES } from '@homehaven/domain/pricing';
import { ONE_OFF_PRICE_TEXTS, type OneOffKind } from '@homehaven/domain/one-off-prices';
import { Button } from '../../../components/ui/button';
import type { AdminPlan } from '../api/admin-plan';

const ROW = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { base: 'stretch', md: 'center' }, gap: '4', p: '5', bg: 'white', rounded: 'xl', borderWidth: '1px' });
const TEXT = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' });
const HEAD = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const NAME = css({ fontWeight: 'semibold', fontSize: 'lg' });
const BADGES = {
  free: cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'teal' })),
  onSale: cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'green' })),
  hidden: cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'gray' })),
};
const MUTED = css({ color: 'fg.muted', fontSize: 'sm' });
// The row's height, its skeleton's: two lines under the name.
export const PLAN_ROW_HEIGHT = css({ minH: { base: '44', md: '28' } });

/** One plan in the admins' list: its name, whether it is on sale, prices, allowances and version, and Edit. */
export function PlanRow({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  const free = plan.id === FREE_PLAN_ID;
  const state = free ? 'free' : plan.visible ? 'onSale' : 'hidden';
  const allowances = [PRICING_MESSAGES.listings(plan.listingsAllowed), PRICING_MESSAGES.featured(plan.featuredAllowed), PRICING_MESSAGES.photos(plan.photosPerListing)].join(' · ');
  return (
    <li className={cx(ROW, PLAN_ROW_HEIGHT)} aria-label={plan.name}>
      <div className={TEXT}>
        <div className={HEAD}>
          <span className={NAME}>{plan.name}</span>
          <span className={BADGES[state]}>{M[state]}</span>
          <span className={MUTED}>{M.version(plan.version)}</span>
        </div>
        <p>{free ? PRICING_MESSAGES.freePrice : M.price(formatPrice(plan.monthlyCents / 100), formatPrice(plan.yearlyCents / 100))}</p>
        <p className={MUTED}>{allowances}</p>
      </div>
      <Button variant="outline" palette="teal" onClick={onEdit} aria-label={`${M.edit} ${plan.name}`}>
        <FiEdit2 aria-hidden /> {M.edit}
      </Button>
    </li>
  );
}

/** A one-off price (docs/plans.md "Paid submissions", "Featured listings"), and Edit; `amountCents` null while it loads. */
export function OneOffPriceRow({ kind, amountCents, onEdit }: { kind: OneOffKind; amountCents: number | null; onEdit: () => void }) {
  const texts = ONE_OFF_PRICE_TEXTS[kind];
  return (
    <li className={cx(ROW, PLAN_ROW_HEIGHT)} aria-label={texts.title}>
      <div className={TEXT}>
        <span className={NAME}>{texts.title}</span>
        <p>{amountCents === null ? '\u00a0' : texts.once(formatPrice(amountCents / 100))}</p>
        <p className={MUTED}>{texts.text}</p>
      </div>
      <Button variant="outline" palette="teal" onClick={onEdit} disabled={amountCents === null} aria-label={`${M.edit} ${texts.title}`}>
        <FiEdit2 aria-hidden /> {M.edit}
      </Button>
    </li>
  );
}
