import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INSIGHT_MESSAGES } from '@homehaven/domain/insight-charts';
import { InsightChartCard, type ChartCardState } from './insight-chart-card';
import { offersByStatusView } from './insight-views';

function render(state: ChartCardState): string {
  return renderToStaticMarkup(<InsightChartCard title="Your offers by status" testId="insight-offers-by-status" state={state} />);
}

// The browser journeys see the charts' loaded states (e2e/dashboard-home.test.ts); a listener that
// fails cannot be provoked there without faking Firestore's channel, so the card's states are rendered here.
describe('InsightChartCard', () => {
  it('says the charts could not be loaded, with Try again, and no summary or toggle', () => {
    const html = render({ status: 'error', retry: () => undefined });
    expect(html).toContain(INSIGHT_MESSAGES.loadFailed);
    expect(html).toContain('data-testid="insight-offers-by-status-error"');
    expect(html).toContain('Try again');
    expect(html).not.toContain('insight-summary');
    expect(html).not.toContain(INSIGHT_MESSAGES.showTable);
  });

  it('is busy with placeholders while loading, and names no data', () => {
    const html = render({ status: 'loading' });
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('insight-summary');
    expect(html).not.toContain(INSIGHT_MESSAGES.loadFailed);
  });

  it('says there is no activity yet when every value is zero, without a table toggle', () => {
    const html = render({ status: 'ready', view: offersByStatusView(null, 'own') });
    expect(html).toContain('No offers yet.');
    expect(html).toContain(INSIGHT_MESSAGES.empty);
    expect(html).not.toContain(INSIGHT_MESSAGES.showTable);
    expect(html).not.toContain('aria-busy');
  });

  it('gives a chart with data its summary and the table toggle', () => {
    const html = render({ status: 'ready', view: offersByStatusView({ offers: { pending: 2, bought: 0, accepted: 1, rejected: 0 } }, 'own') });
    expect(html).toContain('3 offers now: 2 pending, 0 bought, 1 accepted, 0 rejected.');
    expect(html).toContain(INSIGHT_MESSAGES.showTable);
    expect(html).toContain('aria-pressed="false"');
  });
});
