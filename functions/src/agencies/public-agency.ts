import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { AGENCY_LISTINGS_PAGE_SIZE, AGENCY_PAGE_AGENTS, type AgencyListingsPage, type AgencyProfileAnswer, type PublicAgency, type PublicAgencyAgent } from '@homehaven/domain/agency-profile';
import { agencyListingsQuery } from '@homehaven/domain/queries/public-agency';
import { buildQuery } from '../firestore/build-query';
import { db } from '../firestore/db';
import { storedText } from '../firestore/stored-text';
import { API_MESSAGES } from '../http/api-messages';
import { toApiDoc, type ApiDoc } from '../http/documents';
import { refuse } from '../http/http-error';
import { startAfterDocument } from '../http/pagination';

/**
 * What an agency's public page reads (docs/decisions.md "The public agency page"): the facade's
 * `GET /agencies/{uid}` answers it, and the `pages` function renders the page from the same read.
 */

const agencies = db.collection('agencies');

/**
 * One page of an agency's public listings, after the listing `after` (the last of the page before;
 * the first page without), as GET /properties answers listings, and the cursor of the next page (null
 * on the last: one listing beyond the page is read to know). 400 when `after` names no listing.
 */
export async function readAgencyListings(uid: string, after?: string): Promise<AgencyListingsPage<ApiDoc>> {
  // The public ones (verified, not withdrawn) whose seller is the agency: the listing trigger keeps
  // `seller` (docs/accounts.md "Who sells a listing").
  let query = buildQuery(db, agencyListingsQuery(uid));
  if (after !== undefined) {
    const cursor = await db.collection('properties').doc(after).get();
    if (!cursor.exists) refuse(400, API_MESSAGES.badCursor);
    query = startAfterDocument(query, cursor);
  }
  const docs = (await query.limit(AGENCY_LISTINGS_PAGE_SIZE + 1).get()).docs;
  const listings = docs.slice(0, AGENCY_LISTINGS_PAGE_SIZE).map(toApiDoc);
  return { listings, next: docs.length > AGENCY_LISTINGS_PAGE_SIZE ? (listings.at(-1)?._id ?? null) : null };
}

/** The public profile of an agency's document. */
function publicAgencyOf(snapshot: DocumentSnapshot): PublicAgency {
  const agentCount: unknown = snapshot.get('agentCount');
  return {
    uid: snapshot.id,
    name: storedText(snapshot.get('name')),
    logo: storedText(snapshot.get('logo')),
    bio: storedText(snapshot.get('bio')),
    agentCount: typeof agentCount === 'number' ? agentCount : 0,
  };
}

/** One agent as the page shows them. */
function publicAgentOf(snapshot: DocumentSnapshot): PublicAgencyAgent {
  return { uid: snapshot.id, name: storedText(snapshot.get('name')), image: storedText(snapshot.get('image')) };
}

/**
 * An agency's page: its profile, its latest agents (at most AGENCY_PAGE_AGENTS) and the first page of
 * its public listings, read side by side; null when no agency has that uid.
 */
export async function readAgencyProfile(uid: string): Promise<AgencyProfileAnswer<ApiDoc> | null> {
  const agency = agencies.doc(uid);
  const [profile, agents, listings] = await Promise.all([agency.get(), agency.collection('agents').orderBy('joinedAt', 'desc').limit(AGENCY_PAGE_AGENTS).get(), readAgencyListings(uid)]);
  if (!profile.exists) return null;
  return { agency: publicAgencyOf(profile), agents: agents.docs.map(publicAgentOf), ...listings };
}

/** Whether an agency has that uid. */
export async function agencyExists(uid: string): Promise<boolean> {
  return (await agencies.doc(uid).get()).exists;
}

/** Agencies read per request of sitemap-agencies.xml. */
const SITEMAP_READ = 250;

/**
 * The uids of the first `max` agencies by creation, for sitemap-agencies.xml: read in pages of
 * SITEMAP_READ, ids only (no fields), never the whole collection.
 */
export async function listedAgencyUids(max: number): Promise<string[]> {
  const uids: string[] = [];
  const byCreation = agencies.orderBy('createdAt').select();
  let last: DocumentSnapshot | undefined;
  while (uids.length < max) {
    const limit = Math.min(SITEMAP_READ, max - uids.length);
    const page = await (last ? byCreation.startAfter(last) : byCreation).limit(limit).get();
    uids.push(...page.docs.map((doc) => doc.id));
    last = page.docs.at(-1);
    if (page.size < limit) break;
  }
  return uids;
}
