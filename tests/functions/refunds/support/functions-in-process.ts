// Import before any functions code: the environment the Functions emulator gives the functions, so
// functions code run in this test process reaches the same Firestore emulator and the same Stripe
// (the stand-in, or real Stripe in test mode when STRIPE_SECRET_KEY is exported, as for the emulator).
import { STRIPE_STAND_IN } from '../../../../functions/src/stripe/stand-in-settings';
import { db } from '../../payments/support/world';

process.env.FUNCTIONS_EMULATOR = 'true';
process.env.STRIPE_SECRET_KEY ??= STRIPE_STAND_IN.secretKey;

/** The Admin SDK's Firestore, pointed at the emulator (functions code imported later shares it). */
export { db };
