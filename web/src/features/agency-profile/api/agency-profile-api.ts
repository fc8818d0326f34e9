import { agencyProfilePath, type AgencyListingsPage, type AgencyProfileAnswer } from '@homehaven/domain/agency-profile';
import { getPublic } from '../../../lib/public-api';
import type { Listing } from '../../../lib/firebase/documents';
import { listingsFromApi } from '../../../lib/listings/public-listings-api';

/**
 * The facade's public answer of an agency's page (`GET /agencies/{uid}`, docs/facade.md "Agencies"):
 * read without the Firestore SDK and without credentials (the same for everyone, cacheable).
 */

/** An agency's page as the screen uses it: its listings as the cards take them. */
export type AgencyProfile = AgencyProfileAnswer<Listing>;

/** The facade's answer as the screen uses it (its listings read as the live listener reads them). */
export function profileFromApi(answer: unknown): AgencyProfile {
  const profile = answer as AgencyProfileAnswer;
  return { ...profile, listings: listingsFromApi(profile.listings) };
}

/** An agency's page: its profile, agents and first listings; null when no agency has that uid. */
export async function fetchAgencyProfile(uid: string, signal?: AbortSignal): Promise<AgencyProfile | null> {
  const answer = await getPublic(agencyProfilePath(uid), signal);
  return answer === null ? null : profileFromApi(answer);
}

/** The page of an agency's listings after the listing `after`. */
export async function fetchAgencyListings(uid: string, after: string): Promise<AgencyListingsPage<Listing>> {
  const answer = (await getPublic(agencyProfilePath(uid, after))) as AgencyListingsPage | null;
  if (answer === null) throw new Error(`GET ${agencyProfilePath(uid, after)} answered 404`);
  return { listings: listingsFromApi(answer.listings), next: answer.next };
}
