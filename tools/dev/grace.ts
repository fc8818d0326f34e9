// Lets a failed renewal's grace pass by hand (docs/plans.md "Lapse"): runs the hourly grace sweep
// against the running emulators as if `days` had gone by: `npm run grace -- 4` sends the "ends in 3
// days" e-mails, `npm run grace -- 7` ends the plans (the free plan, listings above it paused). The
// schedule never fires under the emulator. Needs `npm start` running; touches the emulators only.
import { Timestamp } from 'firebase-admin/firestore';
import { daysArgument } from './functions-env';

const days = daysArgument('usage: npm run grace -- <days>   (how many days of grace to let pass, 7 by default)');
const { sweepGrace } = await import('../../functions/src/subscriptions/grace-sweep');

const outcome = await sweepGrace(Timestamp.fromMillis(Date.now() + days * 24 * 60 * 60 * 1000));
console.log(`grace sweep, ${days} days on: ${outcome.reminded} reminded, ${outcome.lapsed} ended, ${outcome.failed} failed`);
process.exit(outcome.failed > 0 ? 1 : 0);
