/** Billing periods as Stripe counts them: calendar months and years from the subscription's anchor, never "30 days". */

/** The end of the `n`th period after `anchor` (Unix seconds): the anchor's day of the month, or the month's last day when it has none (31 January, then 28 or 29 February, then 31 March). */
export function periodEnd(anchor: number, interval: 'month' | 'year', n: number): number {
  const start = new Date(anchor * 1000);
  const months = start.getUTCMonth() + n * (interval === 'year' ? 12 : 1);
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return Math.floor(end / 1000);
}

/** The end of the period that starts at `start`: the first period end of the anchor after it. */
export function nextPeriodEnd(anchor: number, interval: 'month' | 'year', start: number): number {
  for (let n = 1; ; n += 1) {
    const end = periodEnd(anchor, interval, n);
    if (end > start) return end;
  }
}

/** What `amount` is worth for the part of the period [start, end) left at `now`, in whole cents (Stripe prorates by the second). */
export function prorated(amount: number, start: number, end: number, now: number): number {
  const left = Math.max(0, end - Math.max(now, start));
  return Math.round((amount * left) / (end - start));
}
