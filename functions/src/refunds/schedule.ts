import { onSchedule } from 'firebase-functions/v2/scheduler';
import { stripeSecretKey } from '../config';
import { logs } from '../logs';
import { sweepOwedRefunds } from './sweep';

/**
 * Every 5 minutes, retries the owed refunds that are due (sweep.ts). One instance at a time; a run
 * that fails is not retried by the scheduler, the next run picks the same refunds up.
 */
export const retryOwedRefunds = onSchedule({ schedule: 'every 5 minutes', timeoutSeconds: 300, maxInstances: 1, retryCount: 0, secrets: [stripeSecretKey] }, async () => {
  logs.refundSweep(await sweepOwedRefunds());
});
