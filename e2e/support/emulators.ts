// Test fixtures through the emulators' REST APIs, so tests never depend on demo data.
import { randomUUID } from 'node:crypto';
import { userSearchKeys } from '@homehaven/domain/search';
import { API_KEY, AUTH_URL, PASSWORD, PROJECT_ID } from './config';
import { readFixture, setFixture } from './firestore-rest';
import { ROOMY_ACCOUNT } from '../../tests/support/billing-fixture';

/** A test account. */
export interface TestUser {
  uid: string;
  email: string;
  password: string;
  name: string;
}

/** A unique e-mail per call so tests never collide on the shared emulator. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;
}

/** Creates an Auth emulator account (with a display name). */
export async function createAuthUser(prefix: string, name = `E2E ${prefix}`): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: name, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { uid: localId, email, password: PASSWORD, name };
}

/** Writes `users/{uid}` with the given role, bypassing rules, and the search keys the system derives (Manage users' search). */
export async function setUserDoc(user: TestUser, roll: string): Promise<void> {
  await setFixture(`users/${user.uid}`, { name: user.name, email: user.email, image: '', roll, createdAt: new Date(), searchKeys: userSearchKeys(user.name, user.email) });
  // An agent's plan with room, so a journey about something else is never refused a listing (tests/support/billing-fixture.ts).
  if (roll === 'agent') await setFixture(`billingAccounts/${user.uid}`, { ...ROOMY_ACCOUNT, updatedAt: new Date() });
}

/** An account with its users doc and role, ready to sign in. */
export async function createUserWithRole(roll: string): Promise<TestUser> {
  const user = await createAuthUser(roll);
  await setUserDoc(user, roll);
  return user;
}

/** Reads `users/{uid}` as plain strings, or null when it does not exist. */
export async function readUserDoc(uid: string): Promise<Record<string, string> | null> {
  const body = await readFixture(`users/${uid}`);
  if (!body) return null;
  return Object.fromEntries(Object.entries(body.fields).map(([key, value]) => [key, String(Object.values(value)[0] ?? '')]));
}

/** Finds an Auth emulator account's uid by e-mail (for accounts made through the UI). */
export async function uidOfEmail(email: string): Promise<string | null> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    // The Auth emulator, like Firestore's, accepts the bearer "owner" as an admin.
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  const body = (await response.json()) as { users?: { localId: string }[] };
  return body.users?.[0]?.localId ?? null;
}

/** Marks an account's e-mail address verified, as opening its verification link elsewhere would. */
export async function markEmailVerified(uid: string): Promise<void> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`accounts:update failed: ${response.status} ${await response.text()}`);
}
