// The emulators run from firebase.emulator.json, written here from firebase.json at each start (and
// git-ignored): the same file with two local differences. Hosting serves the emulator build
// (web/dist-emulator, whose web config points at the emulators), and its Content-Security-Policy also
// lets the page reach the emulators and the Stripe stand-in on 127.0.0.1, which production's must not.
// Everything else (rewrites, every other header, rules, functions) is production's, unchanged.
import { readFileSync, writeFileSync } from 'node:fs';
import { ROOT } from './config';

/** Where the emulator configuration is written (next to firebase.json, so its relative paths hold). */
export const EMULATOR_CONFIG = `${ROOT}firebase.emulator.json`;

/** Local origins the emulator build talks to: Auth, Firestore, the facade's own URL, the Stripe stand-in, images. */
const LOCAL_ORIGINS = 'http://127.0.0.1:*';
/** CSP directives that gain the local origins (frame-src: the Auth emulator's own iframe). */
const WIDENED = ['connect-src', 'img-src', 'frame-src'];

interface HeaderRule {
  /** A glob, or a regex (firebase.json allows either). */
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface HostingConfig {
  public: string;
  predeploy?: string[];
  headers?: HeaderRule[];
}

/** A CSP with the local origins added to the directives the emulator build needs them in. */
export function withLocalOrigins(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) => (WIDENED.includes(directive.split(' ')[0] ?? '') ? `${directive} ${LOCAL_ORIGINS}` : directive))
    .join('; ');
}

/** firebase.json as the emulators should run it. */
export function emulatorConfig(production: { hosting: HostingConfig } & Record<string, unknown>): Record<string, unknown> {
  const { predeploy: _predeploy, ...hosting } = production.hosting;
  const headers = hosting.headers?.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => (header.key === 'Content-Security-Policy' ? { ...header, value: withLocalOrigins(header.value) } : header)),
  }));
  return { ...production, hosting: { ...hosting, public: 'web/dist-emulator', ...(headers ? { headers } : {}) } };
}

/** Writes firebase.emulator.json from firebase.json; answers its path. */
export function writeEmulatorConfig(): string {
  const production = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as { hosting: HostingConfig } & Record<string, unknown>;
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorConfig(production), null, 2)}\n`);
  return EMULATOR_CONFIG;
}
