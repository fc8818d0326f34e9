import { EMULATORS } from './config';

/** Waits until the emulator hub lists every named emulator as running. */
export async function waitForEmulators(names: string[], timeoutMs = 120_000): Promise<void> {
  const hub = `http://${EMULATORS.hub.host}:${EMULATORS.hub.port}/emulators`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const running = (await (await fetch(hub)).json()) as Record<string, unknown>;
      if (names.every((n) => n in running)) return;
    } catch {
      // Hub not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`emulators not ready after ${timeoutMs} ms: ${names.join(', ')}`);
}

/** Waits until an HTTP URL answers at all (any status). */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Waits until the facade itself answers (a JSON body): the Functions emulator accepts requests, and
 * says "function does not exist" in plain text, before it has loaded the functions.
 */
export async function waitForFacade(apiUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${apiUrl}/images/none`).catch(() => undefined);
    if (answer?.headers.get('content-type')?.includes('application/json')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the facade at ${apiUrl} did not answer within ${timeoutMs} ms`);
}
