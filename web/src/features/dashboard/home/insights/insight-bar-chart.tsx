import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatPrice } from '@homehaven/domain/format';
import { formatCompactPrice } from '@homehaven/domain/format-compact';
import type { ChartView } from './insight-views';
import { INSIGHT_CHART_HEIGHT } from './insight-chart-skeleton';

// Axis text at recharts' own 12 px: under Chakra's runtime its reset (`font: inherit` on every element)
// made it the card's 16 px, and the listings chart cut "Withdrawn" short.
const DRAWING = INSIGHT_CHART_HEIGHT;

/** Axis text: zinc.600, 7.7:1 on white. */
const TICK = { fontSize: 12, fill: '#52525B' };
const GRID = '#E4E4E7';
const CURSOR = { fill: '#F4F4F5' };

/**
 * One insight chart drawn as bars (recharts, in the lazily loaded chunk): columns over weeks or months,
 * rows across for statuses (every name fits on a phone). To assistive technology it is one image named
 * by the chart's summary (`labelledBy`); "Show as table" gives every value as text.
 */
export function InsightBarChart({ view, labelledBy }: { view: ChartView; labelledBy: string }) {
  const money = view.axis === 'money';
  const format = (value: number) => (money ? formatPrice(value / 100) : formatNumber(value));
  const axisFormat = (value: number) => (money ? formatCompactPrice(value / 100, 1) : formatNumber(value));
  const data = view.rows.map((row) => ({ tick: row.tick, ...row.values }));
  const rows = view.orientation === 'rows';
  const bars = view.bars.map((bar) => (
    <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.color} radius={rows ? [0, 3, 3, 0] : [3, 3, 0, 0]} maxBarSize={rows ? 28 : 36} isAnimationActive={false} />
  ));
  const valueAxis = { allowDecimals: false, tickFormatter: axisFormat, tick: TICK };
  return (
    <div role="img" aria-labelledby={labelledBy} className={DRAWING} data-testid={`insight-chart-${view.id}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout={rows ? 'vertical' : 'horizontal'} margin={{ top: 8, right: rows ? 16 : 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={rows} horizontal={!rows} />
          {rows ? <XAxis type="number" {...valueAxis} /> : <XAxis dataKey="tick" tick={TICK} interval="preserveStartEnd" minTickGap={12} tickLine={false} />}
          {rows ? <YAxis type="category" dataKey="tick" width={92} interval={0} tick={TICK} tickLine={false} /> : <YAxis width={money ? 64 : 40} {...valueAxis} />}
          <Tooltip formatter={(value) => format(Number(value))} cursor={CURSOR} />
          {view.bars.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} /> : null}
          {bars}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
