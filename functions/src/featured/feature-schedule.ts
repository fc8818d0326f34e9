import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logs } from '../logs';
import { sweepFeatures } from './end-features';

/**
 * Every hour, ends the features that are over (end-features.ts). Readers compare `featuredUntil` with
 * now too, so a listing is never shown featured past its end while it waits for the sweep. One
 * instance at a time; a run that fails is not retried, the next picks the same listings up.
 */
export const endFeaturedListings = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300, maxInstances: 1, retryCount: 0 }, async () => {
  logs.featuresEnded(await sweepFeatures());
});
