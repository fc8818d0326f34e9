// The legal check's facade paths as the web app calls them (docs/facade.md "Legal check"); used by the seed and the browser journey.
import { API_URL } from './config';
import { callApi, type ApiAnswer } from './facade-client';

/** `POST /properties/{id}/documents`: attaches a PDF as the listing's agent; answers the new document's id. */
export async function attachPdf(token: string, propertyId: string, bytes: Buffer, name: string): Promise<string> {
  const body = new FormData();
  body.append('document', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const response = await fetch(`${API_URL}/properties/${propertyId}/documents`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as { insertedId?: string; message?: string };
  if (response.status !== 201 || !answer.insertedId) throw new Error(`attaching ${name} to ${propertyId} answered ${response.status}: ${answer.message}`);
  return answer.insertedId;
}

/** `PATCH /properties/{id}/legal-check`: an admin's decision on the documents' `revision`. */
export function decideLegalCheck(token: string, propertyId: string, decision: { status: 'passed' | 'failed'; note: string; revision: number }): Promise<ApiAnswer> {
  return callApi('PATCH', `/properties/${propertyId}/legal-check`, token, decision);
}
