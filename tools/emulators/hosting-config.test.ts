import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './config';
import { emulatorConfig, withLocalOrigins } from './hosting-config';

interface Hosting {
  public: string;
  predeploy?: string[];
  rewrites: unknown[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}
const production = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as { hosting: Hosting } & Record<string, unknown>;
const cspOf = (hosting: Hosting): string => hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

describe('the production Content-Security-Policy', () => {
  it("allows web/index.html's inline script by its hash, and no other inline script", () => {
    const inline = [...readFileSync(`${ROOT}web/index.html`, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0] ?? '').digest('base64');
    const scriptSrc = cspOf(production.hosting).split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(cspOf(production.hosting)).not.toContain('127.0.0.1');
  });
});

describe('the emulator configuration', () => {
  const emulator = emulatorConfig(production) as { hosting: Hosting };

  it('serves the emulator build with production rewrites, and no deploy step', () => {
    expect(emulator.hosting.public).toBe('web/dist-emulator');
    expect(emulator.hosting.rewrites).toEqual(production.hosting.rewrites);
    expect(emulator.hosting.predeploy).toBeUndefined();
  });

  it('widens only connect-src, img-src and frame-src, to local origins; every other header is production’s', () => {
    expect(withLocalOrigins("default-src 'self'; connect-src 'self'; img-src 'self'; frame-src https://x; script-src 'self'")).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:*; img-src 'self' http://127.0.0.1:*; frame-src https://x http://127.0.0.1:*; script-src 'self'",
    );
    const others = (hosting: Hosting) => hosting.headers.map((rule) => rule.headers.filter((header) => header.key !== 'Content-Security-Policy'));
    expect(others(emulator.hosting)).toEqual(others(production.hosting));
  });
});
