import { onSchedule } from 'firebase-functions/v2/scheduler';
import { stripeSecretKey } from '../config';
import { logs } from '../logs';
import { sweepOverdueTransfers } from './expire-transfers';

/** Every hour, cancels the bank transfers whose money did not arrive by their day (expire-transfers.ts). One instance at a time; the next run picks up what failed. */
export const cancelOverdueTransfers = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300, maxInstances: 1, retryCount: 0, secrets: [stripeSecretKey] }, async () => {
  logs.transferSweep(await sweepOverdueTransfers());
});
