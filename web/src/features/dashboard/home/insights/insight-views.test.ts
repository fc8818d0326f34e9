import { describe, expect, it } from 'vitest';
import { agentOffersView, agentSalesView, listingsByStatusView, newUsersView, offersByStatusView, salesAndRefundsView, conversionSentence } from './insight-views';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('the insight charts as shown', () => {
  it('lists every status, a missing one as zero, and says how many in one sentence', () => {
    const view = listingsByStatusView({ listings: { pending: 2, verified: 5, sold: 1 } });
    expect(view.rows.map((row) => [row.label, row.values.count])).toEqual([
      ['Pending', 2],
      ['Verified', 5],
      ['Rejected', 0],
      ['Withdrawn', 0],
      ['Sold', 1],
    ]);
    expect(view.summary).toBe('8 listings now: 2 pending, 5 verified, 0 rejected, 0 withdrawn, 1 sold.');
    expect(view.empty).toBe(false);
    expect(offersByStatusView(null, 'own')).toMatchObject({ title: 'Your offers by status', empty: true, summary: 'No offers yet.' });
  });

  it('zero-fills twelve weeks, draws counts and tables amounts in dollars', () => {
    const view = salesAndRefundsView([{ id: '2026-W48', counts: { sales: 2, salesCents: 84_000_050, refunds: 1, refundsCents: 41_000_000 } }], NOW);
    expect(view.rows).toHaveLength(12);
    expect(view.rows.slice(0, 11).every((row) => row.values.sales === 0)).toBe(true);
    expect(view.summary).toBe('In the last 12 weeks: 2 sales worth $840,000.50 and 1 refund worth $410,000; most sales in the week of Nov 23.');
    const total = view.columns.find((column) => column.key === 'salesCents');
    expect(total?.format(84_000_050)).toBe('$840,000.50');
    expect(view.bars.map((bar) => bar.key)).toEqual(['sales', 'refunds']);
  });

  it('says when a weekly chart has nothing yet', () => {
    expect(newUsersView([], NOW)).toMatchObject({ empty: true, summary: '0 new users in the last 12 weeks.' });
    expect(agentOffersView([{ id: '2026-W47', counts: { offers: 1 } }], NOW).summary).toBe('1 offer in the last 12 weeks, the most in the week of Nov 16.');
  });

  it("draws an agent's sales total per month and names the best month", () => {
    const view = agentSalesView(
      [
        { id: '2026-09', counts: { sales: 1, salesCents: 30_000_000 } },
        { id: '2026-11', counts: { sales: 2, salesCents: 90_000_000 } },
      ],
      NOW,
    );
    expect(view.rows.map((row) => row.label)).toEqual(['Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026']);
    expect(view.rows.map((row) => row.tick)).toEqual(['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(view.summary).toBe('In the last 6 months: 3 accepted sales worth $1,200,000; the best month was Nov 2026.');
    expect(view.axis).toBe('money');
  });

  it('puts the conversion in words: the offers made in the months shown, and those sold', () => {
    expect(
      conversionSentence(
        [
          { id: '2026-10', counts: { offers: 3, offersSold: 1 } },
          { id: '2026-11', counts: { offers: 1 } },
        ],
        NOW,
      ),
    ).toEqual({
      share: '25%',
      sentence: '1 of the 4 offers made on your listings since Jun 2026 became a sale (last 6 months).',
    });
    expect(conversionSentence([], NOW)).toEqual({ share: '—', sentence: 'No offers on your listings since Jun 2026: nothing to convert yet.' });
  });
});
