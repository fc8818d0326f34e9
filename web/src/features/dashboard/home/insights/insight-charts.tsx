import { useMemo, type ReactNode } from 'react';
import type { PeriodCounters } from '@homehaven/domain/insight-charts';
import { agentScope, buyerScope, PLATFORM_SCOPE } from '@homehaven/domain/insights';
import { insightMonthsQuery, insightWeeksQuery } from '@homehaven/domain/queries/insights';
import type { LiveState } from '../../../../lib/firebase/use-live-subscription';
import { useInsightPeriods } from './api/use-insight-periods';
import { useInsightScope, type InsightScopeCounts } from './api/use-insight-scope';
import { ConversionCard } from './conversion-card';
import { oneOffPaymentsView, recurringRevenueView, subscriptionsView } from './revenue-views';
import { REVENUE_FIELDS, REVENUE_MONTHS_SHOWN, revenueMonths, type RevenueMonth } from '@homehaven/domain/revenue';
import { InsightChartCard, type ChartCardState } from './insight-chart-card';
import { INSIGHTS_GRID } from './insights-grid';
import { agentOffersView, agentSalesView, listingsByStatusView, newUsersView, offersByStatusView, salesAndRefundsView, type ChartView } from './insight-views';

/** Which charts a viewer gets (docs/product.md §10.1 Dashboard home). */
export type InsightAudience = 'admin' | 'agent' | 'buyer';

type Live<T> = LiveState<T> & { retry: () => void };

/** A card's state from a live read and how its view is made. */
function cardState<T>(live: Live<T>, toView: (data: T) => ChartView): ChartCardState {
  if (live.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') return { status: 'error', retry: live.retry };
  return { status: 'ready', view: toView(live.data) };
}

function Grid({ children }: { children: ReactNode }) {
  return <div className={INSIGHTS_GRID}>{children}</div>;
}

function AdminInsights({ now }: { now: Date }) {
  const scope = useInsightScope(PLATFORM_SCOPE);
  const weeks = useInsightPeriods(useMemo(() => insightWeeksQuery(PLATFORM_SCOPE), []));
  const months = useInsightPeriods(useMemo(() => insightMonthsQuery(PLATFORM_SCOPE, REVENUE_MONTHS_SHOWN), []));
  // The revenue: the months' counters, and the recurring revenue now (the scope's), both read.
  const revenue: Live<RevenueMonth[]> =
    months.status === 'success' && scope.status === 'success'
      ? { status: 'success', data: revenueMonths(months.data, scope.data?.[REVENUE_FIELDS.mrr], now), error: null, retry: months.retry }
      : months.status === 'error'
        ? months
        : scope.status === 'error'
          ? scope
          : { status: 'loading', data: undefined, error: null, retry: months.retry };
  return (
    <Grid>
      <InsightChartCard title="Listings by status" testId="insight-listings-by-status" state={cardState<InsightScopeCounts | null>(scope, listingsByStatusView)} />
      <InsightChartCard title="Offers by status" testId="insight-offers-by-status" state={cardState<InsightScopeCounts | null>(scope, (data) => offersByStatusView(data, 'all'))} />
      <InsightChartCard title="Sales and refunds per week" testId="insight-sales-refunds" state={cardState<PeriodCounters[]>(weeks, (data) => salesAndRefundsView(data, now))} />
      <InsightChartCard title="New users per week" testId="insight-new-users" state={cardState<PeriodCounters[]>(weeks, (data) => newUsersView(data, now))} />
      <InsightChartCard title="Recurring revenue per month" testId="insight-revenue-recurring" state={cardState(revenue, recurringRevenueView)} />
      <InsightChartCard title="New and cancelled subscriptions" testId="insight-revenue-subscriptions" state={cardState(revenue, subscriptionsView)} />
      <InsightChartCard title="Paid submissions and featured upgrades" testId="insight-revenue-one-off" state={cardState(revenue, oneOffPaymentsView)} />
    </Grid>
  );
}

function AgentInsights({ uid, now }: { uid: string; now: Date }) {
  const weeks = useInsightPeriods(useMemo(() => insightWeeksQuery(agentScope(uid)), [uid]));
  const months = useInsightPeriods(useMemo(() => insightMonthsQuery(agentScope(uid)), [uid]));
  const monthsState =
    months.status === 'success' ? { status: 'ready' as const, months: months.data } : months.status === 'error' ? { status: 'error' as const, retry: months.retry } : { status: 'loading' as const };
  return (
    <Grid>
      <InsightChartCard title="Offers on your listings per week" testId="insight-agent-offers" state={cardState<PeriodCounters[]>(weeks, (data) => agentOffersView(data, now))} />
      <InsightChartCard title="Your sales per month" testId="insight-agent-sales" state={cardState<PeriodCounters[]>(months, (data) => agentSalesView(data, now))} />
      <ConversionCard state={monthsState} now={now} />
    </Grid>
  );
}

function BuyerInsights({ uid }: { uid: string }) {
  const scope = useInsightScope(buyerScope(uid));
  return (
    <Grid>
      <InsightChartCard title="Your offers by status" testId="insight-offers-by-status" state={cardState<InsightScopeCounts | null>(scope, (data) => offersByStatusView(data, 'own'))} />
    </Grid>
  );
}

/**
 * The dashboard home's insight charts for one viewer, live, read from the aggregates the functions keep
 * (a bounded number of documents: docs/performance.md "Insight charts"). The default export, loaded
 * lazily with recharts after the stat cards (insights-section.tsx).
 */
export default function InsightCharts({ audience, uid }: { audience: InsightAudience; uid: string }) {
  // The window's end, fixed while the page is open: the charts do not shift under the reader.
  const now = useMemo(() => new Date(), []);
  if (audience === 'admin') return <AdminInsights now={now} />;
  if (audience === 'agent') return <AgentInsights uid={uid} now={now} />;
  return <BuyerInsights uid={uid} />;
}
