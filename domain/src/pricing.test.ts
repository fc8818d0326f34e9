import { describe, expect, it } from 'vitest';
import { yearlySavingPercent } from './pricing';

describe('yearlySavingPercent', () => {
  it('is what a year on the yearly price saves against twelve months, rounded down', () => {
    expect(yearlySavingPercent({ monthlyCents: 3_900, yearlyCents: 39_000 })).toBe(16);
    expect(yearlySavingPercent({ monthlyCents: 1_000, yearlyCents: 6_000 })).toBe(50);
  });
  it('is 0 when the yearly price saves nothing or costs more', () => {
    expect(yearlySavingPercent({ monthlyCents: 1_000, yearlyCents: 12_000 })).toBe(0);
    expect(yearlySavingPercent({ monthlyCents: 1_000, yearlyCents: 15_000 })).toBe(0);
  });
});
