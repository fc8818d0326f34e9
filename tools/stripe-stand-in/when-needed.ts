import { STRIPE_STAND_IN_URL } from '../../functions/src/stripe/stand-in-settings';
import { startStripeStandIn, type RunningStandIn, type StandInOptions } from './server';

/** True when a stand-in already answers on its port (another `npm start`, the test run). */
export function isStripeStandInRunning(): Promise<boolean> {
  return fetch(`${STRIPE_STAND_IN_URL}/_stand-in/health`).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * Starts the Stripe stand-in for a local run unless STRIPE_SECRET_KEY is set (then the functions use
 * real Stripe in test mode) or one already runs. Answers the stand-in it started, to stop at the end.
 */
export async function startStripeStandInUnlessKeyed(options: StandInOptions = {}): Promise<RunningStandIn | undefined> {
  if (process.env.STRIPE_SECRET_KEY) {
    console.log('[stripe] STRIPE_SECRET_KEY is set: the functions use Stripe itself (test mode keys only, please).');
    return undefined;
  }
  if (await isStripeStandInRunning()) {
    console.log(`[stripe] a Stripe stand-in already runs at ${STRIPE_STAND_IN_URL}: using it.`);
    return undefined;
  }
  const standIn = await startStripeStandIn(options);
  console.log(`[stripe] no STRIPE_SECRET_KEY: Stripe stand-in at ${standIn.url} (card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined).`);
  return standIn;
}
