import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

const MINUTE = 60_000;

describe('the retry schedule of owed refunds', () => {
  it('waits a minute after the first attempt, then doubles: 1, 2, 4, 8 ... minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256].map((m) => m * MINUTE));
  });

  it('never waits more than six hours, however many attempts failed', () => {
    expect(MAX_RETRY_DELAY_MS).toBe(360 * MINUTE);
    expect(retryDelayMs(10)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(50)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(Number.MAX_SAFE_INTEGER)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('gives a record no attempt has been made for yet the first wait (its owner attempts at once)', () => {
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_DELAY_MS);
    expect(FIRST_RETRY_DELAY_MS).toBe(MINUTE);
  });

  it('grows with every attempt until the cap', () => {
    const delays = Array.from({ length: 12 }, (_, i) => retryDelayMs(i + 1));
    delays.slice(1).forEach((delay, i) => expect(delay).toBeGreaterThanOrEqual(delays[i] as number));
    expect(delays.filter((delay) => delay === MAX_RETRY_DELAY_MS)).toHaveLength(3);
  });
});
