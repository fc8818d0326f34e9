import { AGENCY_PROFILE_MESSAGES, agencyDescription, type PublicAgency } from '@homehaven/domain/agency-profile';
import { paths } from './paths';

/** What a page says of itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The document's title (the tab, search results, a shared link's headline). */
  title: string;
  /** The meta description (search results, a shared link's text). */
  description: string;
  /** The picture a shared link shows (a path on the site). */
  image: string;
}

const SITE = 'HomeHaven';
/** The home page's hero photo: the picture of every shared page unless it has its own. */
const SHARE_IMAGE = '/hero-1024.webp';

/** Titles and descriptions of the public pages (the prerendered ones and those that may be shared). */
export const PAGE_META = {
  [paths.home.path]: {
    title: `${SITE}: homes from trusted agents`,
    description: 'Browse verified homes from trusted agents, save your favourites, make an offer and pay securely, all in one place.',
    image: SHARE_IMAGE,
  },
  [paths.properties.path]: {
    title: `All properties · ${SITE}`,
    description: 'Every verified listing on HomeHaven: search by city or neighbourhood and order by price.',
    image: SHARE_IMAGE,
  },
  [paths.about.path]: {
    title: `About us · ${SITE}`,
    description: 'HomeHaven has helped families, first-time buyers and investors find the right home for over three decades.',
    image: SHARE_IMAGE,
  },
  [paths.pricing.path]: {
    title: `Pricing · ${SITE}`,
    description: 'Plans for agents and agencies: list for free, or pick a monthly or yearly plan for more listings and featured homes.',
    image: SHARE_IMAGE,
  },
  [paths.contact.path]: {
    title: `Contact us · ${SITE}`,
    description: 'A question about buying, selling or renting? Send HomeHaven a message and we will get back to you.',
    image: SHARE_IMAGE,
  },
  [paths.login.path]: {
    title: `Login · ${SITE}`,
    description: 'Sign in to HomeHaven to keep your wishlist, make offers and follow your purchases.',
    image: SHARE_IMAGE,
  },
  [paths.register.path]: {
    title: `Register · ${SITE}`,
    description: 'Create a HomeHaven account to save homes, make offers and pay securely.',
    image: SHARE_IMAGE,
  },
  [paths.forgotPassword.path]: {
    title: `Reset your password · ${SITE}`,
    description: 'Forgot your HomeHaven password? Ask for a link to choose a new one.',
    image: SHARE_IMAGE,
  },
} satisfies Record<string, PageMeta>;

/** Any other page (the dashboard, a listing, a page that does not exist). */
export const DEFAULT_META: PageMeta = { title: SITE, description: 'HomeHaven: browse, buy and sell homes with trusted agents.', image: SHARE_IMAGE };

/** The not-found page's title. */
export const NOT_FOUND_TITLE = `Page not found · ${SITE}`;

/** An agency's page (docs/decisions.md "The public agency page"): its name and bio. */
export function agencyPageMeta(agency: Pick<PublicAgency, 'name' | 'bio'>): PageMeta {
  return { title: `${agency.name} · ${SITE}`, description: agencyDescription(agency), image: SHARE_IMAGE };
}

/** An agency's page as the build writes its template, before a render names the agency. */
export const AGENCY_TEMPLATE_META: PageMeta = {
  title: `${AGENCY_PROFILE_MESSAGES.templateTitle} · ${SITE}`,
  description: AGENCY_PROFILE_MESSAGES.templateDescription,
  image: SHARE_IMAGE,
};

/** The meta of the page at `pathname`. */
export function pageMetaOf(pathname: string): PageMeta {
  return (PAGE_META as Record<string, PageMeta>)[pathname] ?? DEFAULT_META;
}
