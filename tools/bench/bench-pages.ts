// The pages `npm run bench:web` measures: the public ones, and the signed-in ones with who is signed in
// for each; and which of them `--page` chooses. Pure data and functions (docs/performance.md
// "`npm run bench:web`").
import { paths } from '../../web/src/config/paths';
import { AGENCY_MESSAGES } from '../../domain/src/agencies';
import { APPLICATION_MESSAGES } from '../../domain/src/application-messages';
import { BILLING_MESSAGES } from '../../domain/src/billing-messages';
import { PLAN_ADMIN_MESSAGES } from '../../domain/src/plan-messages';
import { DEMO_ACCOUNTS, type DemoAccount } from '../seed/demo-accounts';
import { DEMO_APPLICANTS } from '../seed/demo-applications';
import { DEMO_PROPERTIES } from '../seed/demo-properties';

/** The public pages with performance targets (docs/performance.md "Targets"), in the order the bench measures them. */
export const PUBLIC_PAGES = [paths.home.path, paths.properties.path, paths.about.path, paths.pricing.path, paths.contact.path] as const;

/**
 * Who the signed-in pages are measured as: one demo account per role (tools/seed/demo-accounts.ts),
 * a buyer whose professional application waits, and an approved agency with a team
 * (tools/seed/demo-applications.ts).
 */
export const BENCH_ACCOUNTS = {
  buyer: DEMO_ACCOUNTS.sophia,
  applicant: DEMO_APPLICANTS.nora,
  agent: DEMO_ACCOUNTS.olivia,
  agency: DEMO_APPLICANTS.harbor,
  admin: DEMO_ACCOUNTS.admin,
} as const satisfies Record<string, DemoAccount>;

export type BenchRole = keyof typeof BENCH_ACCOUNTS;

/**
 * The listing whose details page is measured: the first hand-written one, public, with the most a
 * signed-in buyer sees there: a gallery, floor plans and a panorama, a review (Sophia's), and Sophia's
 * wishlist entry, offer and conversation with its agent (tools/seed/seed.ts picks them by the
 * listing's place among the public ones). No listing has both reviews and a price history; this one
 * has none, so the details page does not load the chart's library. Its id is the seed's, known once
 * the seed has run.
 */
export const DETAILS_LISTING_TITLE = 'Sunny Family Home with Garden';

const detailsListing = DEMO_PROPERTIES.find((listing) => listing.title === DETAILS_LISTING_TITLE);
if (detailsListing?.status !== 'verified' || DEMO_ACCOUNTS[detailsListing.agent].roll === 'fraud')
  throw new Error(`the bench's listing "${DETAILS_LISTING_TITLE}" is no longer a public demo listing (tools/seed/demo-properties.ts)`);

/** The agency's agent whose page (My agency, then the agent) is measured: one with listings in the demo data (tools/seed/demo-agencies.ts). */
export const BENCH_AGENCY_AGENT = DEMO_APPLICANTS.ella;

/** A page measured signed in. */
export interface SignedInPage {
  /** Its short name, for `--page` and the tables. */
  name: string;
  role: BenchRole;
  /** The route's path (web/src/config/paths.ts); the details page's holds `:id`, the listing's id once seeded; the agency's agent page `:uid`. */
  route: string;
  /** The page's h1 when it rendered for this person: the first visit checks it. */
  heading: string;
}

const welcome = (account: DemoAccount): string => `Welcome, ${account.name}!`;

/** The signed-in pages, grouped by role (one sign-in each), in the order the bench measures them. */
export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  { name: 'buyer-details', role: 'buyer', route: paths.details.path, heading: DETAILS_LISTING_TITLE },
  { name: 'buyer-home', role: 'buyer', route: paths.dashboard.root.path, heading: welcome(BENCH_ACCOUNTS.buyer) },
  { name: 'buyer-wishlist', role: 'buyer', route: paths.dashboard.wishlist.path, heading: 'My wishlist' },
  { name: 'buyer-bought', role: 'buyer', route: paths.dashboard.propertyBought.path, heading: 'Property bought' },
  { name: 'applicant-application', role: 'applicant', route: paths.dashboard.application.path, heading: APPLICATION_MESSAGES.title },
  { name: 'agent-requested', role: 'agent', route: paths.dashboard.requested.path, heading: 'Requested properties' },
  { name: 'agent-billing', role: 'agent', route: paths.dashboard.billing.path, heading: BILLING_MESSAGES.title },
  { name: 'agency-team', role: 'agency', route: paths.dashboard.agency.path, heading: AGENCY_MESSAGES.title },
  { name: 'agency-agent', role: 'agency', route: paths.dashboard.agencyAgent.path, heading: AGENCY_MESSAGES.activityOf(BENCH_AGENCY_AGENT.name) },
  { name: 'admin-home', role: 'admin', route: paths.dashboard.root.path, heading: welcome(BENCH_ACCOUNTS.admin) },
  { name: 'admin-properties', role: 'admin', route: paths.dashboard.manageProperties.path, heading: 'Manage properties' },
  { name: 'admin-approvals', role: 'admin', route: paths.dashboard.approvals.path, heading: APPLICATION_MESSAGES.approvals },
  { name: 'admin-plans', role: 'admin', route: paths.dashboard.plans.path, heading: PLAN_ADMIN_MESSAGES.title },
];

/** The path a signed-in page is measured at: its route with the details listing's id, or the agency's agent's uid. */
export function pathOf(page: SignedInPage, detailsListingId: string): string {
  return page.route.replace(':id', encodeURIComponent(detailsListingId)).replace(':uid', encodeURIComponent(BENCH_AGENCY_AGENT.uid));
}

/** Who is signed in, as the tables say it: "Sophia (buyer)". */
export function signedInAs(role: BenchRole): string {
  return `${BENCH_ACCOUNTS[role].name.split(' ')[0] ?? ''} (${role})`;
}

/** The pages `--page` chose (each a public page's path, or a signed-in page's name or route), and what it named that is neither. */
export interface PageChoice {
  publicPages: string[];
  signedInPages: SignedInPage[];
  unknown: string[];
}

/** Every page when none is chosen; else those chosen, in the bench's order. A route several signed-in pages share (`/dashboard`) chooses them all. */
export function choosePages(chosen: readonly string[]): PageChoice {
  if (chosen.length === 0) return { publicPages: [...PUBLIC_PAGES], signedInPages: [...SIGNED_IN_PAGES], unknown: [] };
  const isPublic = (name: string): boolean => (PUBLIC_PAGES as readonly string[]).includes(name);
  const names = (page: SignedInPage): boolean => chosen.includes(page.name) || chosen.includes(page.route);
  return {
    publicPages: PUBLIC_PAGES.filter((page) => chosen.includes(page)),
    signedInPages: SIGNED_IN_PAGES.filter(names),
    unknown: chosen.filter((name) => !isPublic(name) && !SIGNED_IN_PAGES.some((page) => page.name === name || page.route === name)),
  };
}

/** What `--page` takes, for the usage line. */
export const PAGE_CHOICES = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES.map((page) => page.name), ...new Set(SIGNED_IN_PAGES.map((page) => page.route))].join('|');
