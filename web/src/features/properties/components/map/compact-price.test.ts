import { describe, expect, it } from 'vitest';
import { compactPrice } from './compact-price';

describe('compactPrice', () => {
  it('writes thousands, millions and billions in three significant figures at most', () => {
    expect(compactPrice(420_000)).toBe('$420K');
    expect(compactPrice(425_600)).toBe('$426K');
    expect(compactPrice(85_000)).toBe('$85K');
    expect(compactPrice(1_250_000)).toBe('$1.25M');
    expect(compactPrice(1_200_000)).toBe('$1.2M');
    expect(compactPrice(2_000_000)).toBe('$2M');
    expect(compactPrice(12_540_000)).toBe('$12.5M');
    expect(compactPrice(1_500_000_000)).toBe('$1.5B');
  });

  it('takes the next unit when rounding reaches it, and writes small amounts whole', () => {
    expect(compactPrice(999_600)).toBe('$1M');
    expect(compactPrice(999_400)).toBe('$999K');
    expect(compactPrice(950)).toBe('$950');
    expect(compactPrice(0)).toBe('$0');
  });
});
