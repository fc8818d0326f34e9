import { DocumentReference, GeoPoint, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { RenderedDoc, RenderedRead } from '@homehaven/domain/rendered-page';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { Caller } from '../http/caller';
import { db } from '../firestore/db';
import { buildQuery } from '../firestore/build-query';
import type { Role } from '@homehaven/domain/roles';
import { listingOf, mayReadListing } from '../properties/listing';
import { isAgencyOf } from '../agencies/is-agency-of';
import { BILLING_ACCOUNTS, slotHolderOf } from '@homehaven/domain/listing-slots';

/**
 * What a signed-in page rendered per request may read for its person (docs/decisions.md "Signed-in
 * pages rendered per request"). The render runs with the Admin SDK, which the rules do not bind, so
 * each read its hooks ask for is judged here as firestore.rules judge the same read for that person,
 * and only these kinds are read at all; anything else is left out (the page shows it loading, and the
 * browser reads it under the rules).
 */

/**
 * Collections a person lists their own documents of, by the fields that name them (the rules' owner
 * branches), and the role a branch asks for besides (a listing's agent must be an agent: `isOwnListing`).
 */
const OWN_LISTS: Readonly<Record<string, { fields: readonly string[]; role?: Role }>> = {
  wishlist: { fields: ['userUid'] },
  offers: { fields: ['buyerUid', 'agentUid'] },
  properties: { fields: ['agent.uid'], role: 'agent' },
  agencyInvitations: { fields: ['agencyUid'] },
};

/**
 * Collections an agency lists for one of its agents, by the field naming the agent (the rules'
 * `isAgencyOf` branches: an agency sees its agents' listings and the offers on them).
 */
const AGENCY_LISTS: Readonly<Record<string, string>> = { properties: 'agent.uid', offers: 'agentUid' };

/** Collections everyone lists (the rules' `allow read: if true`): agencies and their agents. */
const PUBLIC_LIST = /^agencies(?:\/[A-Za-z0-9_-]{1,128}\/agents)?$/;

/** Collections an admin lists whole (the rules' `isAdmin()` branches of `list`). */
const ADMIN_LISTS: ReadonlySet<string> = new Set(['properties', 'offers', 'users', 'applications', 'plans']);

/** The most documents one rendered query may read (the app's pages read a page and one more). */
const MAX_RENDERED_DOCS = 50;

/** A stored value as JSON the web app's readers take: timestamps as `{seconds, nanoseconds}`, as the SDK's duck-type. */
function plainValue(value: unknown): unknown {
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(plainValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, plainValue(field)]));
  return value;
}

function renderedDoc(snapshot: DocumentSnapshot): RenderedDoc {
  return { id: snapshot.id, data: plainValue(snapshot.data() ?? {}) as Record<string, unknown> };
}

/** A key's query when it is one, with a limit of at most {@link MAX_RENDERED_DOCS}. */
function boundedQuery(key: string): CollectionQuery | null {
  let query: CollectionQuery;
  try {
    query = JSON.parse(key) as CollectionQuery;
  } catch {
    return null;
  }
  const limit = query?.spec?.limit ?? query?.spec?.limitToLast;
  return typeof query?.collection === 'string' && typeof limit === 'number' && limit <= MAX_RENDERED_DOCS ? query : null;
}

/** The values a query's equality filters give `field` (none for a malformed filter list, which is then left out). */
function equalsOn(query: CollectionQuery, field: string): unknown[] {
  const where: unknown = query.spec.where ?? [];
  if (!Array.isArray(where)) return [];
  return where.filter((clause: unknown): clause is unknown[] => Array.isArray(clause) && clause[0] === field && clause[1] === '==').map((clause) => clause[2]);
}

/**
 * Whether the rules let the person list the query: a collection everyone lists, an admin's list of a
 * collection admins read whole, a person's own list (an equality on one of its owner fields with
 * their uid), or an agency's list of one of its agents' (which costs a read).
 */
async function mayList(query: CollectionQuery, caller: Caller): Promise<boolean> {
  if (PUBLIC_LIST.test(query.collection) || (caller.role === 'admin' && ADMIN_LISTS.has(query.collection))) return true;
  // The plans on sale: everyone lists the visible ones (the rules' `visible == true`), as Billing does.
  if (query.collection === 'plans' && equalsOn(query, 'visible').includes(true)) return true;
  // An application's decisions: its applicant's and an admin's.
  const decisionsOf = /^applications\/([A-Za-z0-9_-]{1,128})\/decisions$/.exec(query.collection)?.[1];
  if (decisionsOf !== undefined) return decisionsOf === caller.uid || caller.role === 'admin';
  const owners = OWN_LISTS[query.collection];
  const ownsIt = owners !== undefined && (owners.role === undefined || caller.role === owners.role) && owners.fields.some((field) => equalsOn(query, field).includes(caller.uid));
  if (ownsIt) return true;
  const agentField = AGENCY_LISTS[query.collection];
  const agentUid = agentField === undefined ? undefined : equalsOn(query, agentField)[0];
  return agentUid !== undefined && isAgencyOf(caller, agentUid);
}

/** A document path's collection and id, when it names one document of a collection rendered. */
function documentOf(key: string): { collection: string; id: string } | null {
  const match = /^(users|properties|applications|billingAccounts|plans|oneOffPrices|agencies|agencies\/[A-Za-z0-9_-]{1,128}\/agents)\/([A-Za-z0-9_-]{1,128})$/.exec(key);
  return match ? { collection: match[1] as string, id: match[2] as string } : null;
}

/** One read for `caller`, or undefined when it is not theirs to read or not a kind rendered. */
async function readFor(key: string, caller: Caller): Promise<RenderedRead | undefined> {
  const query = boundedQuery(key);
  if (query) return (await mayList(query, caller)) ? { docs: (await buildQuery(db, query).get()).docs.map(renderedDoc) } : undefined;
  const document = documentOf(key);
  if (!document) return undefined;
  // A person's own profile and application, anyone's for an admin; agencies and their agents are public.
  const own = document.id === caller.uid || caller.role === 'admin';
  // One plan by id, hidden ones too, is an admin's to read (the plans on sale are listed: mayList).
  if (document.collection === 'plans') return caller.role === 'admin' ? { doc: renderedOrNull(await db.doc(key).get()) } : undefined;
  // What a one-off payment costs is public, as the rules let anyone read it.
  if (((document.collection === 'users' || document.collection === 'applications') && own) || document.collection.startsWith('agencies') || document.collection === 'oneOffPrices')
    return { doc: renderedOrNull(await db.doc(key).get()) };
  // A billing account: its holder's, an admin's, and an agent's whose listings it covers (their agency's).
  if (document.collection === BILLING_ACCOUNTS && (own || (caller.role === 'agent' && slotHolderOf(caller) === document.id))) return { doc: renderedOrNull(await db.doc(key).get()) };
  if (document.collection === 'properties') {
    const snapshot = await db.doc(key).get();
    // A listing the person may not read reads as none, as the SDK's permission-denied does for them.
    return { doc: snapshot.exists && (await mayReadListing(caller, listingOf(snapshot))) ? renderedDoc(snapshot) : null };
  }
  return undefined;
}

/** A document as a render reads it, or null when it does not exist. */
export function renderedOrNull(snapshot: DocumentSnapshot): RenderedDoc | null {
  return snapshot.exists ? renderedDoc(snapshot) : null;
}

/**
 * The reads of `keys` that `caller` may make, read at once; the others are left out. A fraud account
 * reads nothing: the rules refuse it even its own invitations and listings (and the `pages` function
 * answers it the shell before reading).
 */
export async function signedInReads(keys: readonly string[], caller: Caller): Promise<Record<string, RenderedRead>> {
  if (caller.role === 'fraud') return {};
  const reads = await Promise.all(keys.map(async (key) => [key, await readFor(key, caller)] as const));
  return Object.fromEntries(reads.filter((entry): entry is readonly [string, RenderedRead] => entry[1] !== undefined));
}
