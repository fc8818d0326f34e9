/**
 * The public agency page (`/agencies/{uid}`, docs/decisions.md "The public agency page"): what the
 * facade's `GET /agencies/{uid}` answers, its page sizes, the page's head and its words. The web page,
 * the `pages` function that renders it per request and the facade all read them here.
 */

/** Most agents the page lists, the latest to join first. */
export const AGENCY_PAGE_AGENTS = 24;

/** Listings per page of an agency's page: "More listings" asks for the next. */
export const AGENCY_LISTINGS_PAGE_SIZE = 12;

/** An agency's public profile as the page shows it (`agencies/{uid}`, docs/accounts.md "Agencies"). */
export interface PublicAgency {
  uid: string;
  name: string;
  /** Its logo (an uploaded picture's address), or blank. */
  logo: string;
  bio: string;
  agentCount: number;
}

/** One of its agents (`agencies/{uid}/agents/{agentUid}`). */
export interface PublicAgencyAgent {
  uid: string;
  name: string;
  image: string;
}

/** A page of an agency's public listings, newest first, and the cursor of the next (null on the last). */
export interface AgencyListingsPage<Listing = unknown> {
  listings: Listing[];
  next: string | null;
}

/** `GET /agencies/{uid}`: the agency, its latest agents and the first page of its public listings. */
export interface AgencyProfileAnswer<Listing = unknown> extends AgencyListingsPage<Listing> {
  agency: PublicAgency;
  agents: PublicAgencyAgent[];
}

/**
 * The facade path of an agency's page: `GET /agencies/{uid}` (the profile and the first listings), or
 * with `after`, the next page of its listings alone.
 */
export function agencyProfilePath(uid: string, after?: string | null): string {
  return `/agencies/${encodeURIComponent(uid)}${after ? `?after=${encodeURIComponent(after)}` : ''}`;
}

/** Where the `pages` function lists the agencies' pages for search engines (robots.txt names it beside sitemap.xml). */
export const AGENCY_SITEMAP_PATH = '/sitemap-agencies.xml';

/** Longest description a page's head gives (what search results show before cutting it themselves). */
export const DESCRIPTION_MAX = 155;

/**
 * The description of an agency's page: its bio on one line, cut at a word to at most
 * {@link DESCRIPTION_MAX} characters (an ellipsis saying so), or a sentence naming it when the bio is blank.
 */
export function agencyDescription({ name, bio }: Pick<PublicAgency, 'name' | 'bio'>): string {
  const text = bio.replace(/\s+/g, ' ').trim();
  if (text === '') return AGENCY_PROFILE_MESSAGES.blankBio(name);
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** An agency's initials, for the mark shown without a logo: the first letters of its first two words (`&` and the like are not words). */
export function agencyInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/** The words of the agency page (our wording: docs/product.md has none). */
export const AGENCY_PROFILE_MESSAGES = {
  notFound: 'Agency not found',
  agents: 'Our agents',
  noAgents: 'No agents have joined yet.',
  agentCount: (count: number) => (count === 1 ? '1 agent' : `${count} agents`),
  listings: 'Listings',
  noListings: 'No listings yet',
  noListingsText: 'Verified homes from this agency’s agents show here.',
  moreListings: 'More listings',
  loadFailed: 'This agency could not be loaded.',
  loadFailedText: 'Check your connection and try again.',
  moreFailed: 'More listings could not be loaded.',
  blankBio: (name: string) => `${name} on HomeHaven: its agents and their verified homes for sale.`,
  /** The head of the page as the build writes it, before a render names the agency. */
  templateTitle: 'Agency',
  templateDescription: 'An agency on HomeHaven: its agents and their verified homes for sale.',
} as const;
