import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatPrice } from '@homehaven/domain/format';
import { formatCompactPrice } from '@homehaven/domain/format-compact';
import { formatMonthDay, formatMonthYear } from '@homehaven/domain/format-time';
import type { PricePoint } from '@homehaven/domain/price-history';
import { css } from 'styled-system/css';

/** The chart's height; the section's skeleton takes the same (no shift when it loads). */
const FRAME = css({ h: '240px' });

/** Under about a year, ticks name the day ("Nov 2"); over it, the month and year ("Nov 2026"). */
const DAY_TICKS_UP_TO_MS = 300 * 86_400_000;

/** What the chart shows, in words: its text alternative (the table below lists every change). */
function summary(points: readonly PricePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'Price history chart: no changes.';
  return (
    `Price history chart from ${formatDay(first.at)} to ${formatDay(last.at)}: ` +
    `minimum price from ${formatPrice(first.low)} to ${formatPrice(last.low)}, ` +
    `maximum price from ${formatPrice(first.high)} to ${formatPrice(last.high)}. Every change is listed in the table below.`
  );
}

/**
 * A small step chart of the minimum and maximum price over time (loaded lazily: recharts stays out of
 * the details page's first paint). A price holds until the next change, hence steps, not slopes. The
 * chart is one image to assistive technology, named by its summary; the table is its text alternative.
 */
export default function PriceHistoryChart({ points }: { points: readonly PricePoint[] }) {
  const data = points.map((point) => ({ time: point.at.getTime(), low: point.low, high: point.high }));
  const span = (data[data.length - 1]?.time ?? 0) - (data[0]?.time ?? 0);
  const tickFormat = span <= DAY_TICKS_UP_TO_MS ? formatMonthDay : formatMonthYear;
  return (
    <div role="img" aria-label={summary(points)} className={FRAME} data-testid="price-history-chart" data-points={points.length}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#E4E4E7" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(time: number) => tickFormat(new Date(time))}
            tick={{ fontSize: 12, fill: '#52525B' }}
            minTickGap={24}
          />
          <YAxis width={64} tickFormatter={(value: number) => formatCompactPrice(value, 2)} tick={{ fontSize: 12, fill: '#52525B' }} domain={['auto', 'auto']} />
          <Tooltip labelFormatter={(time) => formatDay(new Date(Number(time)))} formatter={(value) => formatPrice(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line type="stepAfter" dataKey="high" name="Maximum price" stroke="#0F766E" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          <Line type="stepAfter" dataKey="low" name="Minimum price" stroke="#B45309" strokeWidth={2} strokeDasharray="6 3" dot={{ r: 3, strokeDasharray: '0' }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
