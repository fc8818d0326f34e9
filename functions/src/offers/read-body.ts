import type { Request } from 'express';

/**
 * One field of a JSON request body, unknown until checked. The Functions runtime has already parsed
 * JSON bodies; any other body (text, form, none) has no fields.
 */
export function bodyField(req: Request, name: string): unknown {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  return Object.prototype.hasOwnProperty.call(body, name) ? (body as Record<string, unknown>)[name] : undefined;
}
