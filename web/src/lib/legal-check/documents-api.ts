import { DOCUMENT_MAX_BYTES } from '@homehaven/domain/constants';
import { DOCUMENT_TYPES, LEGAL_CHECK_MESSAGES, type LegalCheckDecision } from '@homehaven/domain/legal-check';
import { ApiError, apiFetch } from '../api-client';
import { postForm } from '../upload-image';

/** The legal check's facade paths (docs/facade.md "Legal check"), as the agent's and the admin's screens call them. */

const base = (propertyId: string) => `/properties/${encodeURIComponent(propertyId)}`;
const documentPath = (propertyId: string, documentId: string) => `${base(propertyId)}/documents/${encodeURIComponent(documentId)}`;

/** Why a picked file cannot be sent, or null: checked before any network call (the server judges the content again). */
export function documentFileProblem(file: File): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return LEGAL_CHECK_MESSAGES.notADocument;
  if (file.size > DOCUMENT_MAX_BYTES) return LEGAL_CHECK_MESSAGES.tooLarge;
  return null;
}

/** Attaches an ownership document to the caller's listing, reporting upload progress; rejects with the server's message. */
export async function attachDocument(propertyId: string, file: File, onProgress?: (percent: number) => void): Promise<void> {
  const problem = documentFileProblem(file);
  if (problem) throw new ApiError(400, problem);
  const form = new FormData();
  form.append('document', file);
  await postForm(`${base(propertyId)}/documents`, form, LEGAL_CHECK_MESSAGES.uploadFailed, onProgress);
}

/** Removes one of the caller's listing's documents. */
export async function removeDocument(propertyId: string, documentId: string): Promise<void> {
  await apiFetch(documentPath(propertyId, documentId), { method: 'DELETE' });
}

/** An admin's decision on a listing's documents, naming the revision they looked at. */
export async function decideLegalCheck(propertyId: string, decision: { status: LegalCheckDecision; note: string; revision: number }): Promise<void> {
  await apiFetch(`${base(propertyId)}/legal-check`, {
    method: 'PATCH',
    body: JSON.stringify(decision),
  });
}

/**
 * Opens a document in a new tab where nothing it holds can run against the app: the facade hands out
 * a short-lived address on the functions' own origin (`POST .../link`, docs/facade.md "Legal check"),
 * which serves it sandboxed; a plain link could not carry the bearer token, and an object URL of its
 * bytes would show it on the app's origin, without the facade's headers.
 */
export async function openDocument(propertyId: string, documentId: string): Promise<void> {
  // Opened at the click, while it still counts as the user's: a tab opened after the request is a blocked pop-up.
  const tab = window.open('', '_blank');
  try {
    const { url } = await apiFetch<{ url: string }>(`${documentPath(propertyId, documentId)}/link`, { method: 'POST' });
    // Never the app's own origin, whatever the facade answered.
    if (new URL(url, window.location.href).origin === window.location.origin) throw new ApiError(502, LEGAL_CHECK_MESSAGES.openFailed);
    if (!tab) {
      window.location.assign(url);
      return;
    }
    // What `noopener` does for a tab opened at once: the document cannot reach back to the app.
    tab.opener = null;
    tab.location.replace(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
