// Runs the local Stripe stand-in on its own: `npx tsx tools/stripe-stand-in/main.ts`.
// (`npm start` and the emulator test run start it themselves when no STRIPE_SECRET_KEY is set.)
import { startStripeStandIn } from './server';

const standIn = await startStripeStandIn({ log: true });
console.log(
  `[stripe stand-in] listening on ${standIn.url}; test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure every time, 4000 0025 0000 3155 once.`,
);
const stop = (): void => void standIn.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
