import type { Request, Response } from 'express';
import type { CollectionReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { z } from 'zod';
import { API_MESSAGES } from './api-messages';
import { toApiDoc, type ApiDoc } from './documents';
import { refuse } from './http-error';
import { docIdSchema, parseQuery } from './parse';

/** Most documents one list answer holds. */
export const PAGE_MAX = 100;

/** The paging parameters every list path accepts: `limit` (1 to 100, default 100) and `after` (the last id of the previous page). */
export const pageParams = {
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_MAX),
  after: docIdSchema.optional(),
};

/** Paging parameters after parsing. */
export interface Page {
  limit: number;
  after?: string | undefined;
}

/**
 * The query continued after a document. The SDK refuses (throws) a document lacking a field the query
 * orders by, such as a listing without `searchFacts` named as the cursor of a filtered list: it could
 * not be on that list, so it is a bad cursor (400), not a failure.
 */
export function startAfterDocument(query: Query, cursor: DocumentSnapshot): Query {
  try {
    return query.startAfter(cursor);
  } catch {
    refuse(400, API_MESSAGES.badCursor);
  }
}

/**
 * Runs one page of an ordered query and answers the documents as an array (the REST contract's shape). When the
 * page is full, the `X-Next-Page` header names the `after` value for the next one.
 */
export async function answerPage(res: Response, collection: CollectionReference, query: Query, page: Page): Promise<void> {
  let paged = query.limit(page.limit);
  if (page.after) {
    const cursor = await collection.doc(page.after).get();
    if (!cursor.exists) refuse(400, API_MESSAGES.badCursor);
    paged = startAfterDocument(paged, cursor);
  }
  const docs: ApiDoc[] = (await paged.get()).docs.map(toApiDoc);
  const last = docs.at(-1);
  if (last && docs.length === page.limit) res.setHeader('X-Next-Page', last._id);
  res.json(docs);
}

/** The query string of a list path that takes nothing but paging. */
export const pageOnlySchema = z.strictObject(pageParams);

/** Reads the paging parameters of a list path that takes nothing else (400 on anything else). */
export function pageOf(req: Request): Page {
  return parseQuery(pageOnlySchema, req);
}
