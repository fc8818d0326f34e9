/** The wait before the first automatic retry, and the most any later wait grows to. */
export const FIRST_RETRY_DELAY_MS = 60_000;
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;

/**
 * How long an owed refund waits after its `attempts`-th attempt before the sweep tries again: 1 minute,
 * then doubling (2, 4, 8 ...) up to 6 hours. A record with no attempt yet also waits a minute: the
 * code that owes it attempts at once, and the sweep only steps in when that attempt never happened.
 */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.floor(attempts) - 1);
  // Past 2^9 minutes the cap applies anyway; stopping the exponent keeps the arithmetic finite for any count.
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.min(doublings, 16), MAX_RETRY_DELAY_MS);
}
