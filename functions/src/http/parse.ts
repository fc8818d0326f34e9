import type { Request } from 'express';
import { z } from 'zod';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { API_MESSAGES } from './api-messages';
import { refuse } from './http-error';
import { requiredText } from '@homehaven/domain/text-fields';
import { priceProblem } from '@homehaven/domain/listing-form';
import { MESSAGES } from '@homehaven/domain/messages';
import { parsePrice } from '@homehaven/domain/price-text';

/** Largest JSON body the facade's own paths read; every payload of docs/facade.md "Paths" fits well inside. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/**
 * Firestore auto ids and the app's own ids (`{uid}_{propertyId}`): letters, digits, `_` and `-`, at
 * most 128. Anything else can never name a document, and some of it (`__name__`, reserved by
 * Firestore) would make a lookup fail rather than find nothing: every path and body id is checked
 * here first, so a bad id answers like an unknown one (docs/facade.md, "Validation").
 */
const DOC_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** One zod issue in words that name the field: `title: Too big: expected string to have <=140 characters`. */
function describe(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.join('.') : 'body';
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.join(', ')}${issue.path.length ? ` in ${where}` : ''}`;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return `${where} is required`;
  return `${where}: ${issue.message}`;
}

/**
 * Parses `value` with `schema`; 400 naming the first bad fields, or with `message` when the path has
 * its own words for a bad body (the payment and decision paths tell the client what to send).
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown, message?: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) refuse(400, message ?? API_MESSAGES.badBody(result.error.issues.map(describe).slice(0, 3).join('; ')));
  return result.data;
}

/** The JSON body parsed with `schema`: 413 above {@link JSON_BODY_MAX_BYTES}, 400 (with `message`, if given) when it does not fit. */
export function parseBody<T extends z.ZodType>(schema: T, req: Request, message?: string): z.output<T> {
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  const size = rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
  if (size > JSON_BODY_MAX_BYTES) refuse(413, API_MESSAGES.bodyTooLarge);
  // The runtime parses JSON bodies; any other content type arrives as a string, Buffer or {} and fails the schema.
  return parse(schema, req.body, message);
}

/** The query string parsed with `schema` (400 when it does not fit: arrays, objects, unknown names). */
export function parseQuery<T extends z.ZodType>(schema: T, req: Request): z.output<T> {
  return parse(schema, req.query);
}

/** A path parameter naming a document; 404 when it could not name one (so it is never looked up). */
export function docIdParam(req: Request, name: string, notFound: string): string {
  const value = req.params[name];
  if (!isDocId(value)) refuse(404, notFound);
  return value;
}

/** A path parameter holding an e-mail: 400 when it is longer than any e-mail. */
export function emailParam(req: Request, name = 'email'): string {
  const value = req.params[name] ?? '';
  if (value.length === 0 || value.length > TEXT_LIMITS.email) refuse(400, API_MESSAGES.emailTooLong);
  return value;
}

/** True when `value` could be a document id. */
export function isDocId(value: unknown): value is string {
  return typeof value === 'string' && DOC_ID.test(value);
}

/** A document id field in a body: the same shape the path parameters accept. */
export const docIdSchema = z.string().regex(DOC_ID, 'not a document id');

/** Free text: at most `max` characters, at least one unless `optional`. */
export function textSchema(max: number, { optional = false } = {}): z.ZodString {
  // Required text: blank of any kind (U+00A0, zero-width spaces, ...) is missing, as in the forms and the rules.
  return optional ? z.string().max(max) : requiredText(max);
}

/**
 * A price or amount: a number, or text as a person types it in the app's forms (`"120000"`,
 * `" $120,000.50 "`), read by the forms' own reader (domain `readAmount`, price-text.ts) with the
 * listing form's messages: not negative, at most two decimals, at most `LISTING_PRICE_MAX`. A number
 * is read as the text it prints as, so `1.005` and `0.1 + 0.2` are refused as the typed text would be
 * (docs/facade.md "Validation").
 */
export const moneySchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  const amount = parsePrice(text);
  if (amount === null) {
    ctx.addIssue({ code: 'custom', message: priceProblem(text, MESSAGES.property.priceNotANumber) ?? MESSAGES.property.priceNotANumber });
    return z.NEVER;
  }
  return amount;
});
