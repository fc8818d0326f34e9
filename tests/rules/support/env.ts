import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { EMULATORS, ROOT } from '../../../tools/emulators/config';
import { IDENTITIES, type Actor, type SignedInActor } from '../matrix/actors';

/** This suite's own project id: isolates its data and its coverage report on the shared emulator. */
export const RULES_PROJECT_ID = 'demo-rules-homehaven';

/** The rules under test, read from the repository. */
export const FIRESTORE_RULES = readFileSync(`${ROOT}firestore.rules`, 'utf8');

/** Loads firestore.rules into the running Firestore emulator under {@link RULES_PROJECT_ID}. */
export function startRulesEnv(): Promise<RulesTestEnvironment> {
  // Denials are the point of most tests; the SDK would log each one as a stream error.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: FIRESTORE_RULES, host: EMULATORS.firestore.host, port: EMULATORS.firestore.port },
  });
}

/** The context an actor calls from: signed out, or signed in with their uid and e-mail claim. */
export function contextOf(env: RulesTestEnvironment, actor: Actor): RulesTestContext {
  if (actor === 'signedOut') return env.unauthenticatedContext();
  const who = IDENTITIES[actor];
  return env.authenticatedContext(who.uid, { email: who.email, email_verified: true });
}

/** The modular Firestore handle of a context (the compat instance is accepted by the modular API). */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * One Firestore client per actor, for the environment's life. A context per request started a client
 * per request, each keeping its streams open: thousands by the end of the suite, which slowed every
 * request to the emulator (the suite took three times as long).
 */
const clients = new WeakMap<RulesTestEnvironment, Map<Actor, Firestore>>();

/** Firestore as a given actor. */
export function dbAs(env: RulesTestEnvironment, actor: Actor): Firestore {
  const byActor = clients.get(env) ?? new Map<Actor, Firestore>();
  clients.set(env, byActor);
  const client = byActor.get(actor) ?? firestoreOf(contextOf(env, actor));
  byActor.set(actor, client);
  return client;
}

/** Clients of actors whose token carries other claims than {@link contextOf}'s, one per actor and claims. */
const claimClients = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();

/**
 * Firestore as a signed-in actor whose token carries `claims` beside their e-mail instead of a verified
 * address: `{ email_verified: false }`, or `{}` for a token without the claim (docs/accounts.md).
 */
export function dbWithClaims(env: RulesTestEnvironment, actor: SignedInActor, claims: Readonly<Record<string, unknown>>): Firestore {
  const byKey = claimClients.get(env) ?? new Map<string, Firestore>();
  claimClients.set(env, byKey);
  const key = `${actor} ${JSON.stringify(claims)}`;
  const who = IDENTITIES[actor];
  const client = byKey.get(key) ?? firestoreOf(env.authenticatedContext(who.uid, { email: who.email, ...claims }));
  byKey.set(key, client);
  return client;
}
