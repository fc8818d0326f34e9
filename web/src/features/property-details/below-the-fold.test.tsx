import type { ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { PRICE_HISTORY_MESSAGES } from '@homehaven/domain/price-history-messages';
import { SCHOOLS_MESSAGES } from '@homehaven/domain/neighbourhood';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import type { Listing } from '../../lib/firebase/documents';
import { MortgageCalculator } from './components/mortgage-calculator';
import { NeighbourhoodSection } from './components/neighbourhood/neighbourhood-section';
import { PriceHistorySection } from './components/price-history-section';
import { ReviewsSection } from './components/reviews-section';
import { ScheduleVisitSection } from './components/visit/schedule-visit-section';

const at = { $seconds: 1_700_000_000, $nanos: 0 };
const LISTING: Listing = {
  id: 'listing-1',
  title: 'Lake House',
  location: 'Lakeview, Ohio',
  image: '',
  Details: 'Five bedrooms on a quiet lake.',
  MinimumPrice: 1_250_000,
  MaximumPrice: 1_400_000,
  status: 'verified',
  isVerified: true,
  withdrawn: false,
  locationKeys: [],
  position: { lat: 41.1, lng: -81.5 },
  agent: { uid: 'agent-1', name: 'Agent', email: 'agent@example.com', image: '' },
  createdAt: at,
  updatedAt: at,
};

const refuse = () => Promise.reject(new Error('not in this test'));
/** A signed-in buyer; nothing here signs in or out. */
const AUTH: AuthContextValue = {
  user: { uid: 'buyer-1' } as User,
  loading: false,
  setLoading: () => undefined,
  setUser: () => undefined,
  updateUserProfile: refuse,
  signInHandle: refuse,
  loginHandle: refuse,
  logOutHandle: refuse,
  githubLogin: refuse,
  googleHandle: refuse,
};

/** A section as first rendered, before any effect: the page has not yet seen where it is. */
function firstRender(section: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AuthContext.Provider value={AUTH}>{section}</AuthContext.Provider>
    </MemoryRouter>,
  );
}

describe("the details page's sections below the fold, before they near the viewport", () => {
  it('show their heading over a placeholder of their loading size, not their content', () => {
    const visit = firstRender(<ScheduleVisitSection listing={LISTING} role="user" />);
    expect(visit).toContain('Schedule a visit');
    expect(visit).toContain('aria-label="Loading viewing times"');

    const neighbourhood = firstRender(<NeighbourhoodSection listing={LISTING} />);
    expect(neighbourhood).toContain(SCHOOLS_MESSAGES.heading);
    expect(neighbourhood).toContain('aria-label="Loading the map"');
    expect(neighbourhood).toContain('aria-label="Loading nearby schools"');

    const history = firstRender(<PriceHistorySection listing={LISTING} />);
    expect(history).toContain(PRICE_HISTORY_MESSAGES.heading);
    expect(history).toContain('aria-label="Loading the price history"');

    const reviews = firstRender(<ReviewsSection listing={LISTING} isBuyer />);
    expect(reviews).toContain('Write a review');
    expect(reviews).toContain(REVIEW_MESSAGES.loading);
  });

  it('leave the mortgage calculator unmounted: its box, no fields yet', () => {
    const calculator = firstRender(<MortgageCalculator listing={LISTING} />);
    expect(calculator).toContain('Mortgage calculator');
    expect(calculator).toContain('aria-label="Loading the mortgage calculator"');
    expect(calculator).not.toContain('<input');
  });

  it('carry their styles in build-time classes, not <style> elements', () => {
    expect(firstRender(<MortgageCalculator listing={LISTING} />) + firstRender(<PriceHistorySection listing={LISTING} />)).not.toContain('<style');
  });
});
