import { onSchedule } from 'firebase-functions/v2/scheduler';
import { stripeSecretKey } from '../config';
import { logs } from '../logs';
import { sweepGrace } from './grace-sweep';

/**
 * Every hour, e-mails the plans whose grace ends in 3 days and ends those whose grace is over
 * (grace-sweep.ts). One instance at a time; a run that fails is not retried, the next picks the same accounts up.
 */
export const endUnpaidPlans = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300, maxInstances: 1, retryCount: 0, secrets: [stripeSecretKey] }, async () => {
  logs.graceSweep(await sweepGrace());
});
