// Lets a failed renewal's grace pass by hand (docs/plans.md "Lapse"): runs the hourly grace sweep
// against the running emulators as if `days` had gone by: `npm run grace -- 4` sends the "ends in 3
// days" e-mails, `npm run grace -- 7` ends the plans (the free plan, listings above it paused). The
// schedule never fires under the emulator. Needs `npm start` running; touches the emulators only.
import { Timestamp } from 'firebase-admin/firestore';
import { STRIPE_STAND_IN } from '../../functions/src/stripe/stand-in-settings';
import { PROJECT_ID, hostOf } from '../emulators/config';

const days = Number(process.argv[2] ?? '7');
if (!Number.isFinite(days) || days < 0) {
  console.error('usage: npm run grace -- <days>   (how many days of grace to let pass, 7 by default)');
  process.exit(2);
}

// The environment the Functions emulator gives the functions, set before their code loads.
process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
process.env.FUNCTIONS_EMULATOR = 'true';
process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.STRIPE_SECRET_KEY ??= STRIPE_STAND_IN.secretKey;
const { sweepGrace } = await import('../../functions/src/subscriptions/grace-sweep');

const outcome = await sweepGrace(Timestamp.fromMillis(Date.now() + days * 24 * 60 * 60 * 1000));
console.log(`grace sweep, ${days} days on: ${outcome.reminded} reminded, ${outcome.lapsed} ended, ${outcome.failed} failed`);
process.exit(outcome.failed > 0 ? 1 : 0);
