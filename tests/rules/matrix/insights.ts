import { agentScope, buyerScope, INSIGHTS, PLATFORM_SCOPE } from '../../../domain/src/insights';
import { insightMonthsPath, insightWeeksPath } from '../../../domain/src/queries/insights';
import type { InsightsPath } from '../../../domain/src/queries/query-spec';
import { IDENTITIES } from './actors';
import { LATER } from './listings';
import type { DocData, FunctionsOnlyCollection } from './types';

/**
 * Insight aggregates in the rules' world, as the functions write them (functions/src/insights): the
 * platform's, the agent's and the user's (as a buyer) scopes, a few weeks and a month, and one
 * counted event's mark. No client writes any of them.
 */

/** The scopes of the world's people. */
export const SCOPE = { platform: PLATFORM_SCOPE, agent: agentScope(IDENTITIES.agent.uid), buyer: buyerScope(IDENTITIES.user.uid) } as const;
/** Week and month ids in the world (the newest week first in each list). */
export const INSIGHT_WEEK = { latest: '2025-W05', earlier: '2025-W03', lastYear: '2024-W50' } as const;
export const INSIGHT_MONTH = { latest: '2025-01' } as const;
/** A counted event's mark. */
export const INSIGHT_EVENT = { offer: 'offer_event-1' } as const;

const counts = (period: string, fields: Record<string, number>): DocData => ({ ...fields, period, updatedAt: LATER });

export const INSIGHT_WORLD: Readonly<Record<InsightsPath | Extract<FunctionsOnlyCollection, 'insightEvents'>, Readonly<Record<string, DocData>>>> = {
  [INSIGHTS]: {
    // With the recurring revenue now (docs/plans.md "Revenue").
    [SCOPE.platform]: { listings: { pending: 1, verified: 4, rejected: 1, withdrawn: 1, sold: 1 }, offers: { pending: 2, bought: 1 }, mrrCents: 4_900, updatedAt: LATER },
    [SCOPE.agent]: { updatedAt: LATER },
    [SCOPE.buyer]: { offers: { pending: 1, bought: 1 }, updatedAt: LATER },
  },
  [insightWeeksPath(SCOPE.platform)]: {
    [INSIGHT_WEEK.latest]: counts(INSIGHT_WEEK.latest, { offers: 2, sales: 1, salesCents: 18_000_000, users: 1 }),
    [INSIGHT_WEEK.earlier]: counts(INSIGHT_WEEK.earlier, { offers: 1, refunds: 1, refundsCents: 15_000_000 }),
    [INSIGHT_WEEK.lastYear]: counts(INSIGHT_WEEK.lastYear, { users: 8 }),
  },
  [insightWeeksPath(SCOPE.agent)]: {
    [INSIGHT_WEEK.latest]: counts(INSIGHT_WEEK.latest, { offers: 2 }),
  },
  // The revenue's months (the admin's revenue charts).
  [insightMonthsPath(SCOPE.platform)]: {
    [INSIGHT_MONTH.latest]: counts(INSIGHT_MONTH.latest, { mrrChangeCents: 4_900, subscriptionsStarted: 1, invoicedCents: 4_900, paidFeatures: 1, paidFeatureCents: 2_900 }),
  },
  [insightMonthsPath(SCOPE.agent)]: {
    [INSIGHT_MONTH.latest]: counts(INSIGHT_MONTH.latest, { offers: 3, offersSold: 1, sales: 1, salesCents: 18_000_000 }),
  },
  insightEvents: {
    [INSIGHT_EVENT.offer]: { kind: 'offer', subject: 'offer-user', countedAt: LATER, expireAt: LATER },
  },
};
