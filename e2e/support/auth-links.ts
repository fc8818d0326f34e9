import { AUTH_URL, PROJECT_ID } from './config';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/**
 * The one-time codes of the links Auth would have e-mailed an address, oldest first: the Auth emulator
 * sends no e-mail and lists them instead (docs/local-emulators.md "E-mailed links").
 */
export async function authLinkCodes(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string[]> {
  const answer = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await answer.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).map((code) => code.oobCode);
}
