// The environment the Functions emulator gives the functions, for a dev script that runs functions
// code against the running emulators (`npm run grace`, `npm run transfers:expire`). Import it before
// any functions code: that code reads the environment as it loads.
import { STRIPE_STAND_IN } from '../../functions/src/stripe/stand-in-settings';
import { PROJECT_ID, hostOf } from '../emulators/config';

process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
process.env.FUNCTIONS_EMULATOR = 'true';
process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.STRIPE_SECRET_KEY ??= STRIPE_STAND_IN.secretKey;

/** The days a dev script lets pass (its first argument, `fallback` when none); exits with `usage` when it is not a number of days. */
export function daysArgument(usage: string, fallback = 7): number {
  const days = Number(process.argv[2] ?? String(fallback));
  if (!Number.isFinite(days) || days < 0) {
    console.error(usage);
    process.exit(2);
  }
  return days;
}
