import { API_URL } from '../../../../tools/emulators/config';

/** A facade request: method, path (with query), and optionally a token, a JSON body or raw text, headers. */
export interface FacadeCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  /** Sent as-is instead of JSON.stringify(body) (malformed JSON, huge bodies). */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A facade answer: status, parsed JSON (or `{text}` for non-JSON answers) and headers. */
export interface FacadeAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** Calls the facade, as `token`'s owner when given. */
export async function call(request: FacadeCall, token?: string): Promise<FacadeAnswer> {
  const hasBody = request.raw !== undefined || request.body !== undefined;
  const response = await fetch(`${API_URL}${request.path}`, {
    method: request.method,
    headers: {
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...request.headers,
    },
    ...(hasBody ? { body: request.raw ?? JSON.stringify(request.body) } : {}),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: isJson ? (JSON.parse(text) as unknown) : { text }, headers: response.headers };
}

/** The `_id`s of an answer holding an array of documents, or one document. */
export function idsOf(answer: FacadeAnswer): string[] {
  const docs: unknown[] = Array.isArray(answer.body) ? answer.body : [answer.body];
  return docs.flatMap((doc) => (typeof doc === 'object' && doc !== null && '_id' in doc ? [String(doc._id)] : []));
}

/** A field of an answer's JSON object body. */
export function field(answer: FacadeAnswer, name: string): unknown {
  const body = answer.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}
