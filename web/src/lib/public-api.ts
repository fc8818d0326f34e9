import { apiUrl } from './api-client';

/**
 * A public GET of the facade (an agency's page, Pricing): its JSON, or null for a 404. Without the
 * Firestore SDK and without credentials, so the answer is the same for everyone and cacheable.
 */
export async function getPublic(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(apiUrl(path), { credentials: 'omit', ...(signal ? { signal } : {}) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}
