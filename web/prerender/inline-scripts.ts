import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const INLINE_DIR = new URL('./inline/', import.meta.url);
const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url);

/** An inline script of web/prerender/inline/, byte for byte as the page carries it. */
export function inlineScript(name: string): string {
  return readFileSync(new URL(name, INLINE_DIR), 'utf8');
}

/** The CSP source that allows a script's exact text: 'sha256-<base64>'. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The script-src sources of firebase.json's Content-Security-Policy (production's; the emulator's adds none). */
export function allowedScriptSources(): string[] {
  const hosting = (JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } }).hosting;
  const csp = hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
  const directive =
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find((words) => words[0] === 'script-src') ?? [];
  return directive.slice(1);
}

/**
 * Fails when a script the pages inline is not allowed by its hash in firebase.json's CSP: the
 * browser would refuse it. The message names the source to add (the hash changes with every edit).
 */
export function assertInlineScriptsAllowed(names: readonly string[]): void {
  const allowed = new Set(allowedScriptSources());
  const missing = [...new Set(names)].map((name) => ({ name, source: scriptHashSource(inlineScript(name)) })).filter(({ source }) => !allowed.has(source));
  if (missing.length > 0) {
    throw new Error(
      `prerender: firebase.json's Content-Security-Policy does not allow ${missing.map(({ name, source }) => `${name} (add ${source} to script-src)`).join(', ')}; ` +
        'replace the old hash of an edited script rather than keeping both.',
    );
  }
}
