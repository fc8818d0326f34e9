import { randomBytes } from 'node:crypto';
import { signInWithPassword } from '../../../../tools/emulators/auth-rest';
import { IDENTITIES, type Actor, type SignedInActor } from '../../../rules/matrix/actors';
import { auth, db } from './admin';

/** A signed-in test account: uid, e-mail and a fresh ID token. */
export interface Account {
  readonly uid: string;
  readonly email: string;
  readonly token: string;
}

/** One test run's accounts: the matrix identities under uids and e-mails unique to this run. */
export interface Run {
  /** Prefixes every uid, e-mail and document id of the run (lower case: e-mails are stored so). */
  readonly prefix: string;
  readonly accounts: Readonly<Record<SignedInActor, Account>>;
}

const PASSWORD = 'Secret12';

/** A fresh run prefix: never the demo data's ids, never another run's. */
export function newPrefix(): string {
  return `fx${randomBytes(4).toString('hex')}`;
}

/** Creates an Auth account with a chosen uid and e-mail and signs it in for an ID token. */
export async function createAccount(uid: string, email: string, name = uid): Promise<Account> {
  await auth.createUser({ uid, email, password: PASSWORD, displayName: name });
  const { idToken } = await signInWithPassword(email, PASSWORD);
  return { uid, email, token: idToken };
}

/** Creates every matrix identity's Auth account for this run (their users documents come with the world). */
export async function startRun(): Promise<Run> {
  const prefix = newPrefix();
  const entries = await Promise.all(
    (Object.keys(IDENTITIES) as SignedInActor[]).map(async (actor) => {
      const uid = `${prefix}-${IDENTITIES[actor].uid}`;
      return [actor, await createAccount(uid, `${uid}@example.com`)] as const;
    }),
  );
  return { prefix, accounts: Object.fromEntries(entries) as Record<SignedInActor, Account> };
}

/** Deletes the run's Auth accounts and users documents. */
export async function endRun(run: Run): Promise<void> {
  const uids = Object.values(run.accounts).map((account) => account.uid);
  await auth.deleteUsers(uids);
  const batch = db.batch();
  uids.forEach((uid) => batch.delete(db.collection('users').doc(uid)));
  await batch.commit();
}

/** The actor's ID token, or undefined when signed out. */
export function tokenOf(run: Run, actor: Actor): string | undefined {
  return actor === 'signedOut' ? undefined : run.accounts[actor].token;
}
