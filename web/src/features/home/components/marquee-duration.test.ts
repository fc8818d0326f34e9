import { describe, expect, it } from 'vitest';
import { BANNER_MARQUEE_SPEED, MARQUEE_SPEED } from '@homehaven/domain/constants';
import { marqueeDurationSeconds } from './marquee-duration';

describe('marqueeDurationSeconds', () => {
  it('moves one copy (half the track) per loop at the given pixels per second', () => {
    expect(marqueeDurationSeconds(2000, MARQUEE_SPEED)).toBe(20);
    expect(marqueeDurationSeconds(2000, BANNER_MARQUEE_SPEED)).toBe(10);
    expect(marqueeDurationSeconds(300, 100)).toBe(1.5);
  });

  it('takes twice as long at half the speed', () => {
    expect(marqueeDurationSeconds(1234, 25)).toBeCloseTo(2 * marqueeDurationSeconds(1234, 50), 2);
  });

  it('rounds to the millisecond', () => {
    expect(marqueeDurationSeconds(1000, 3)).toBe(166.667);
  });

  it('returns 0 (no animation) before the track is measured or without a usable speed', () => {
    expect(marqueeDurationSeconds(0, MARQUEE_SPEED)).toBe(0);
    expect(marqueeDurationSeconds(-10, MARQUEE_SPEED)).toBe(0);
    expect(marqueeDurationSeconds(Number.NaN, MARQUEE_SPEED)).toBe(0);
    expect(marqueeDurationSeconds(2000, 0)).toBe(0);
    expect(marqueeDurationSeconds(2000, -50)).toBe(0);
    expect(marqueeDurationSeconds(2000, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
