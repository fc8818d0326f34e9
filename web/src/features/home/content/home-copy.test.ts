import { describe, expect, it } from 'vitest';
import { HEADLINE_FIGURE, PROMO_DISCOUNT_PERCENT } from '@homehaven/domain/constants';
import { HEADLINE } from './headline';
import { PROMO } from './promo';
import { WHY_HOMEHAVEN } from './why-homehaven';

describe("the home page's static copy", () => {
  it('shows the one headline figure, "150+"', () => {
    expect(HEADLINE_FIGURE).toBe('150+');
    expect(HEADLINE.figure).toBe(HEADLINE_FIGURE);
  });

  it('offers up to 30% off service fees on a purchase, for a limited time', () => {
    expect(PROMO_DISCOUNT_PERCENT).toBe(30);
    expect(PROMO.offer).toBe('Up to 30% off');
    expect(PROMO.detail).toMatch(/service fees/);
    expect(PROMO.detail).toMatch(/buy a property/);
    expect(PROMO.note).toMatch(/limited time/i);
    expect(PROMO.strip[0]).toBe('Up to 30% off service fees');
  });

  it('covers the required marketing points in 4 to 6 cards', () => {
    expect(WHY_HOMEHAVEN.length).toBeGreaterThanOrEqual(4);
    expect(WHY_HOMEHAVEN.length).toBeLessThanOrEqual(6);
    const text = WHY_HOMEHAVEN.map((item) => `${item.title} ${item.description}`)
      .join(' ')
      .toLowerCase();
    for (const point of [
      'favourites',
      'saved search',
      'e-mail alert',
      'inbox',
      'user, agent, developer or agency',
      'approved by hand',
      'membership plan',
      'paid submission',
      'card',
      'wire transfer',
    ]) {
      expect(text).toContain(point);
    }
  });
});
