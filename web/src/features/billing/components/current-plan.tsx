import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { formatDay } from '@homehaven/domain/format';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { GRACE_DAYS } from '@homehaven/domain/subscriptions';
import type { BillingAccount } from '../../../lib/billing/use-billing-account';
import { Skeleton } from '../../../components/static/skeleton';
import { TextLink } from '../../../components/static/links';
import { paths } from '../../../config/paths';

const CARD = card({ variant: 'outline' });
export const CURRENT_PLAN_HEIGHT = css({ minH: '44' });
const ROOT = cx(CARD.root, CURRENT_PLAN_HEIGHT, css({ bg: 'white' }));
const BODY = cx(CARD.body, css({ display: 'flex', flexDirection: 'column', gap: '3', p: '6' }));
const HEAD = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const NAME = css({ fontSize: '2xl', fontWeight: 'bold' });
const STATUS = {
  free: cx(badge({ variant: 'subtle', size: 'md' }), css({ colorPalette: 'teal' })),
  active: cx(badge({ variant: 'subtle', size: 'md' }), css({ colorPalette: 'green' })),
  past_due: cx(badge({ variant: 'solid', size: 'md' }), css({ colorPalette: 'red' })),
  lapsed: cx(badge({ variant: 'subtle', size: 'md' }), css({ colorPalette: 'gray' })),
} as const;
const FACTS = css({ display: 'flex', flexWrap: 'wrap', gap: { base: '2', md: '6' }, flexDirection: { base: 'column', md: 'row' } });
const WARNING = css({ color: 'red.700', fontWeight: 'medium' });
const MUTED = css({ color: 'fg.muted' });
const SKELETON = cx(CURRENT_PLAN_HEIGHT, css({ rounded: 'xl' }));

/** The plan card while the account loads: its final height. */
export function CurrentPlanSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your plan">
      <Skeleton className={SKELETON} />
    </div>
  );
}

/** When the grace of a failed renewal ends: as stored, else GRACE_DAYS after it began. */
const graceEnd = (account: BillingAccount, since: Date): Date => account.graceEndsAt ?? new Date(since.getTime() + GRACE_DAYS * 24 * 60 * 60 * 1000);

/** The account's plan: its name and status, what it allows and uses, and when it renews or ends. */
export function CurrentPlan({ account }: { account: BillingAccount }) {
  const { status, currentPeriodEnd, pastDueSince } = account;
  return (
    <section className={ROOT} aria-labelledby="current-plan">
      <div className={BODY}>
        <div className={HEAD}>
          <h2 id="current-plan" className={NAME}>
            {account.planName}
          </h2>
          <span className={STATUS[status]}>{M.statuses[status]}</span>
        </div>
        <div className={FACTS}>
          <span>{PLAN_MESSAGES.usage(account.listingsUsed, account.listingsAllowed)}</span>
          <span>{M.featuredUsage(account.featuredUsed, account.featuredAllowed)}</span>
          <span>{M.photos(account.photosPerListing)}</span>
        </div>
        {status === 'active' && currentPeriodEnd ? <p className={MUTED}>{account.cancelAtPeriodEnd ? M.ends(formatDay(currentPeriodEnd)) : M.renews(formatDay(currentPeriodEnd))}</p> : null}
        {status === 'past_due' && pastDueSince ? <p className={WARNING}>{M.pastDue(formatDay(graceEnd(account, pastDueSince)))}</p> : null}
        {status === 'lapsed' ? <p className={MUTED}>{M.lapsed}</p> : null}
        {/* Lapsed only: a listing its owner paused on a paid plan is no plan's matter (docs/plans.md "Lapse"). */}
        {status === 'lapsed' && account.listingsPaused > 0 ? (
          <p className={MUTED}>
            <span>{M.paused(account.listingsPaused)}</span> <TextLink to={paths.dashboard.myAddProperty.href()}>{M.choosePaused}</TextLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
