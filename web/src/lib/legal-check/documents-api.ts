import { DOCUMENT_MAX_BYTES } from '@homehaven/domain/constants';
import { DOCUMENT_TYPES, LEGAL_CHECK_MESSAGES, type LegalCheckDecision } from '@homehaven/domain/legal-check';
import { ApiError, apiFetch, apiUrl, authHeaders, errorMessageOf, reportStatus } from '../api-client';
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

/** How long an opened document's object URL lives: long enough for the new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a document in a new tab: it is fetched with the bearer token (a plain link could not carry
 * it: the facade serves documents to the listing's agent and admins only), then shown from an
 * object URL of its bytes, with the type the facade sent.
 */
export async function openDocument(propertyId: string, documentId: string): Promise<void> {
  // Opened before the fetch, while the click still counts as the user's: a tab opened after it is a blocked pop-up.
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(apiUrl(documentPath(propertyId, documentId)), {
      headers: authHeaders(),
      cache: 'no-store',
    });
    if (!response.ok) {
      reportStatus(response.status);
      throw new ApiError(response.status, errorMessageOf(await response.json().catch(() => null), LEGAL_CHECK_MESSAGES.openFailed));
    }
    const url = URL.createObjectURL(await response.blob());
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
