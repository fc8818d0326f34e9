// Sends money by bank transfer by hand (docs/payments.md "Bank transfers"): `npm run transfer --
// <reference> <dollars>` has the Stripe stand-in's bank receive that much quoting the reference the
// offer's page shows, as the buyer's bank would; half the amount shows as arrived in part, all of it
// pays the offer. Needs `npm start` running (the stand-in at 127.0.0.1:12111).
import { sendBankTransfer } from '../stripe-stand-in/client';

const [reference, dollars] = process.argv.slice(2);
const cents = Math.round(Number(dollars) * 100);
if (!reference || !Number.isInteger(cents) || cents <= 0) {
  console.error('usage: npm run transfer -- <reference> <dollars>   (the reference the offer shows; an amount such as 125000.25)');
  process.exit(2);
}

const answer = await sendBankTransfer(reference, cents);
if (answer.status !== 200) {
  console.error(`the stand-in's bank refused it (${answer.status}): ${JSON.stringify(answer.body)}`);
  process.exit(1);
}
console.log(`$${(cents / 100).toFixed(2)} sent quoting ${reference}: the offer's page shows it in a few seconds`);
