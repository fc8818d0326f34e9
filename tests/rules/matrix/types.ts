/**
 * Plain data describing permission cases: who acts, on which document or query, with what payload,
 * and whether the backend must allow it. No Firebase imports: the rules suite and the HTTPS facade's
 * tests both turn these into calls their own way.
 */

/** Stands for "the server's time of this request" (`serverTimestamp()` in a client write). */
export interface RequestTime {
  readonly $requestTime: true;
}
/** A fixed instant, ISO 8601, for seeded documents. */
export interface FixedTime {
  readonly $at: string;
}
/** A value a document field may hold in these cases. */
export type FieldValue = string | number | boolean | null | RequestTime | FixedTime | readonly FieldValue[] | { readonly [field: string]: FieldValue };
/** A document's fields. */
export type DocData = { readonly [field: string]: FieldValue };

/** The collections the app reads (domain/src/queries). */
export type { CollectionName } from '../../../domain/src/queries/query-spec';
import type { CollectionName } from '../../../domain/src/queries/query-spec';
/**
 * Collections only functions read and write: firestore.rules has no match block for them, so the
 * default deny keeps every client out (mail: the Trigger Email extension's queue; listingPublications:
 * when each listing was first public, docs/alerts.md; insightEvents: the marks of counted events,
 * functions/src/insights; documentLinks: the short-lived links opening ownership documents,
 * functions/src/legal-check; stripeEvents: the Stripe events applied, functions/src/subscriptions; payers:
 * the Stripe customer each buyer pays bank transfers through, functions/src/bank-transfers).
 */
export const FUNCTIONS_ONLY_COLLECTIONS = ['mail', 'listingPublications', 'insightEvents', 'documentLinks', 'stripeEvents', 'payers'] as const;
export type FunctionsOnlyCollection = (typeof FUNCTIONS_ONLY_COLLECTIONS)[number];
/** Every collection the matrix covers: the app's and the functions-only ones. */
export type MatrixCollection = CollectionName | FunctionsOnlyCollection;

/**
 * A collection path with its document ids replaced by `{}` (`conversations/{}/messages`): the
 * collection as a match block of firestore.rules names it, whichever document it hangs under.
 */
export function collectionPattern(path: string): string {
  return path
    .split('/')
    .map((segment, index) => (index % 2 === 1 ? '{}' : segment))
    .join('/');
}
/** What a case attempts. */
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
/** The verdict the backend must give. */
export type Expected = 'allow' | 'deny';

/** Queries are the app's own plain-data queries (domain/src/queries). */
export type { QuerySpec } from '../../../domain/src/queries/query-spec';
import type { QuerySpec } from '../../../domain/src/queries/query-spec';

interface CaseBase<Actor extends string> {
  /** The policy this case checks, in words. */
  readonly policy: string;
  readonly actor: Actor;
  readonly collection: MatrixCollection;
  readonly expected: Expected;
}

/** One case of the permission matrix. `docId` names a fixture document (see world.ts). */
export type PermissionCase<Actor extends string = string> =
  | (CaseBase<Actor> & { readonly operation: 'get' | 'delete'; readonly docId: string })
  | (CaseBase<Actor> & { readonly operation: 'update'; readonly docId: string; readonly data: DocData })
  | (CaseBase<Actor> & { readonly operation: 'create'; readonly docId?: string; readonly data: DocData })
  | (CaseBase<Actor> & { readonly operation: 'list'; readonly query: QuerySpec });

/** A case without its verdict and policy: what to attempt. */
export type Attempt<Actor extends string = string> = PermissionCase<Actor> extends infer Case ? (Case extends PermissionCase<Actor> ? Omit<Case, 'expected' | 'policy'> : never) : never;
