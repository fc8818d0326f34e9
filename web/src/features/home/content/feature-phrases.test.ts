import { describe, expect, it } from 'vitest';
import { FEATURE_PHRASES } from './feature-phrases';

describe('the feature-phrases marquee', () => {
  it('shows the twelve required phrases, in order', () => {
    expect(FEATURE_PHRASES.map((phrase) => phrase.toLowerCase())).toEqual([
      'buy and sell',
      'advanced search',
      'location listings',
      'verified listings',
      'agents and buyers',
      'secure transactions',
      'online payment',
      'scheduling visits',
      'multi-region coverage',
      'wishlist',
      'detailed descriptions',
      'fast platform',
    ]);
  });

  it('capitalises each phrase for display, short words aside', () => {
    expect(FEATURE_PHRASES[0]).toBe('Buy and Sell');
    for (const phrase of FEATURE_PHRASES) {
      for (const word of phrase.split(/[\s-]/)) {
        if (word !== 'and') expect(word[0]).toBe(word[0]?.toUpperCase());
      }
    }
  });
});
