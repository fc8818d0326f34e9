// Import before any functions code: the environment the Functions emulator gives the functions, so
// functions code run in this test process reaches the same Firestore emulator and the same Stripe
// (the stand-in, or real Stripe in test mode when STRIPE_SECRET_KEY is exported, as for the emulator).
// FUNCTIONS_EMULATOR is set for the whole suite by vitest.config.ts (functions code reads it on import).
import { STRIPE_STAND_IN } from '../../../../functions/src/stripe/stand-in-settings';
import { db } from '../../payments/support/world';

process.env.STRIPE_SECRET_KEY ??= STRIPE_STAND_IN.secretKey;

/** The Admin SDK's Firestore, pointed at the emulator (functions code imported later shares it). */
export { db };
