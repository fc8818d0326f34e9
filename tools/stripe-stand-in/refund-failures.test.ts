import { describe, expect, it } from 'vitest';
import { StandInError } from './errors';
import { armRefundFailures, failIfArmed, type RefundFailures } from './refund-failures';

/** Whether a refund call for the intent fails now, and with which Stripe error. */
function attempt(failures: RefundFailures, intent: string): string {
  try {
    failIfArmed(failures, intent);
    return 'ok';
  } catch (error) {
    if (!(error instanceof StandInError)) throw error;
    return `${error.status} ${error.error.type}`;
  }
}

describe('refund failure injection', () => {
  it('fails the next N refund calls of one PaymentIntent with api_error, then lets them through', () => {
    const failures: RefundFailures = new Map();
    expect(armRefundFailures(failures, { payment_intent: 'pi_a', times: '2' })).toEqual({ payment_intent: 'pi_a', times: 2 });
    expect([1, 2, 3].map(() => attempt(failures, 'pi_a'))).toEqual(['500 api_error', '500 api_error', 'ok']);
  });

  it('touches no other PaymentIntent', () => {
    const failures: RefundFailures = new Map();
    armRefundFailures(failures, { payment_intent: 'pi_a', times: '1' });
    expect(attempt(failures, 'pi_b')).toBe('ok');
    expect(attempt(failures, 'pi_a')).toBe('500 api_error');
  });

  it('clears with times=0 and refuses a missing intent or a bad count', () => {
    const failures: RefundFailures = new Map();
    armRefundFailures(failures, { payment_intent: 'pi_a', times: '3' });
    armRefundFailures(failures, { payment_intent: 'pi_a', times: '0' });
    expect(attempt(failures, 'pi_a')).toBe('ok');
    expect(() => armRefundFailures(failures, { times: '1' })).toThrow(/payment_intent/);
    for (const times of ['-1', '1.5', 'many', '101']) expect(() => armRefundFailures(failures, { payment_intent: 'pi_a', times })).toThrow(/times/);
  });
});
