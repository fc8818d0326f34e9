import { randomUUID } from 'node:crypto';
import { hostOf } from './config';

const IDENTITY = `http://${hostOf('auth')}/identitytoolkit.googleapis.com/v1`;

/** An e-mail/password account in the Auth emulator with a fresh ID token. */
export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function identityCall(action: 'signUp' | 'signInWithPassword', email: string, password: string): Promise<EmulatorAccount> {
  const response = await fetch(`${IDENTITY}/accounts:${action}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`${action} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, password, idToken: body.idToken };
}

/** Creates an account in the Auth emulator (a unique e-mail unless one is given). */
export function signUpWithPassword(email = `test-${randomUUID()}@example.com`, password = 'Secret12'): Promise<EmulatorAccount> {
  return identityCall('signUp', email, password);
}

/** Signs an existing account in, for its ID token. */
export function signInWithPassword(email: string, password: string): Promise<EmulatorAccount> {
  return identityCall('signInWithPassword', email, password);
}
