// Calls to the HTTPS facade as the web app and other clients make them; shared by the seed and the tests.
import { API_URL } from './config';

/** A facade answer: status and parsed JSON body. */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the facade with a JSON body and, when given, `Authorization: Bearer <token>`. */
export async function callApi(method: string, path: string, token?: string, body?: unknown): Promise<ApiAnswer> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  // The Functions runtime itself answers unparseable JSON with an HTML 400, before the facade runs.
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: isJson ? (JSON.parse(text) as Record<string, unknown>) : { text } };
}

/** `POST /create-paymentSecret` for an offer, as the payment page sends it. */
export function requestSecret(token: string, offerId: string, price = 1): Promise<ApiAnswer> {
  return callApi('POST', '/create-paymentSecret', token, { price, orderPropertyId: offerId, agentEmail: 'agent@example.com' });
}

/** `PATCH /makeOffer/payment-success/{id}`. */
export function reportSuccess(token: string, offerId: string, transactionId: string): Promise<ApiAnswer> {
  return callApi('PATCH', `/makeOffer/payment-success/${offerId}`, token, { transactionId });
}

/** `PATCH /offers/{id}`: an agent's decision. */
export function decide(token: string, offerId: string, status: 'accepted' | 'rejected', propertyId?: string): Promise<ApiAnswer> {
  return callApi('PATCH', `/offers/${offerId}`, token, { status, ...(propertyId ? { propertyId } : {}) });
}

/** `POST /offers/{id}/bank-transfer`: the buyer chooses to pay by bank transfer (docs/payments.md "Bank transfers"). */
export function startBankTransfer(token: string, offerId: string): Promise<ApiAnswer> {
  return callApi('POST', `/offers/${offerId}/bank-transfer`, token);
}

/** `POST /offers/{id}/bank-transfer/cancel`: the buyer gives the awaited transfer up. */
export function cancelBankTransfer(token: string, offerId: string): Promise<ApiAnswer> {
  return callApi('POST', `/offers/${offerId}/bank-transfer/cancel`, token);
}
