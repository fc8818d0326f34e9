import { freshToken } from './auth/session-token';

/** An HTTP failure from the facade, carrying its status and the server's `{message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let unauthorizedHandler: (() => void) | null = null;

/**
 * Registers what a 401/403 does (log out, go to /login). The app shell registers it, so this shared
 * layer never imports the app. Returns an unregister function.
 */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Calls the registered handler when a status means the session is no longer accepted. */
export function reportStatus(status: number): void {
  if (status === 401 || status === 403) unauthorizedHandler?.();
}

/** Absolute URL of a facade path. */
export function apiUrl(path: string): string {
  return `${import.meta.env.VITE_API_URL}${path}`;
}

/** The bearer header from the stored token, fresh (docs/product.md §11.4 Session: every authorised call sends it). */
export async function authHeaders(): Promise<Record<string, string>> {
  const token = await freshToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The `{message}` of an error body, or the fallback when the body is not that shape. */
export function errorMessageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** Authorised JSON call to the facade; throws ApiError on a non-OK answer. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(apiUrl(path), {
    ...init,
    // Auth is the bearer header, not cookies: cross-origin credentials would only add a CORS
    // requirement (the Functions emulator's preflight does not allow them). docs/decisions.md.
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(await authHeaders()), ...init.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    reportStatus(response.status);
    throw new ApiError(response.status, errorMessageOf(body, response.statusText));
  }
  return body as T;
}
