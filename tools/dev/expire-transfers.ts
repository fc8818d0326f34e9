// Lets bank transfers' week pass by hand (docs/payments.md "Bank transfers"): `npm run
// transfers:expire -- 7` runs the hourly sweep against the running emulators as if 7 days had gone
// by, cancelling the transfers whose money has not arrived (their offers are pending again; money
// that arrived in part goes back). The schedule never fires under the emulator. Needs `npm start`.
import { Timestamp } from 'firebase-admin/firestore';
import { daysArgument } from './functions-env';

const days = daysArgument('usage: npm run transfers:expire -- <days>   (how many days to let pass, 7 by default)');
const { sweepOverdueTransfers } = await import('../../functions/src/bank-transfers/expire-transfers');

const outcome = await sweepOverdueTransfers(Timestamp.fromMillis(Date.now() + days * 24 * 60 * 60 * 1000));
console.log(`transfer sweep, ${days} days on: ${outcome.canceled} cancelled, ${outcome.failed} failed`);
process.exit(outcome.failed > 0 ? 1 : 0);
