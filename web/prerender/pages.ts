import { AGENCY_TEMPLATE_FILE, PRICING_TEMPLATE_FILE, PROPERTIES_TEMPLATE_FILE } from '@homehaven/domain/rendered-page';
import type { Role } from '@homehaven/domain/roles';
import { AGENCY_TEMPLATE_META, type PageMeta } from '../src/config/page-meta';
import { paths } from '../src/config/paths';
import { ABOUT_PHOTO } from '../src/features/about/components/about-photo';
import { HERO_IMAGE } from '../src/features/home/components/hero-image';

/** A page written as static HTML at build time. */
export interface PrerenderedPage {
  /** The route rendered. */
  path: string;
  /** The file Hosting serves for it (firebase.json `cleanUrls`: /about is about.html). */
  file: string;
  /** The page's module (its route's lazy chunk), which the HTML loads beside the entry. */
  module: string;
  /** Listed in sitemap.xml (the 404 page, login and register are not worth a crawler's visit). */
  inSitemap: boolean;
  /**
   * Pictures the page paints first, fetched before any script runs (the page's largest paint): the
   * same `srcset` and `sizes` as the <img> so the browser picks the same file.
   */
  preloadImages?: readonly { srcSet: string; sizes: string; type: string }[];
  /**
   * Scripts of web/prerender/inline/ written into the page's head, run while the HTML is read (before
   * any module): each allowed by its hash in firebase.json's Content-Security-Policy.
   */
  inlineScripts?: readonly string[];
  /**
   * Rendered per request by the `pages` function (functions/src/pages), for the URL's own view with
   * its data: the build writes this page beside the server render (not into Hosting's files, which
   * would be served before the function), marked where the function puts its render
   * (domain/src/rendered-page.ts). As written, it is what the function answers when a render fails.
   */
  perRequest?: boolean;
  /**
   * For a page rendered per request whose address names what it shows (an agency's page): the head
   * its template carries (no canonical address) until a render writes the page's own in its place.
   */
  templateMeta?: PageMeta;
}

/** A path no route serves: the app's not-found route renders it. */
export const NOT_FOUND_PATH = '/404';

/** A photo's AVIF set as a preload names it. */
const avifPreload = (photo: { avifSrcSet: string; sizes: string }) => ({ srcSet: photo.avifSrcSet, sizes: photo.sizes, type: 'image/avif' });

/**
 * The public pages prerendered by the build (docs/decisions.md, "Public pages"). Everything else is
 * the SPA shell (app.html) rendered in the browser: the dashboard, a listing's details, compare.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.home.path, module: 'src/features/home/home-page.tsx', file: 'index.html', inSitemap: true, preloadImages: [avifPreload(HERO_IMAGE)] },
  { path: paths.properties.path, module: 'src/features/properties/properties-page.tsx', file: PROPERTIES_TEMPLATE_FILE, inSitemap: true, inlineScripts: ['first-listings-page.js'], perRequest: true },
  // The route's pattern itself (`:uid` as the agency): the frame with skeletons, never in sitemap.xml;
  // the `pages` function lists the agencies in sitemap-agencies.xml (docs/decisions.md "The public agency page").
  {
    path: paths.agencyPage.path,
    module: 'src/features/agency-profile/agency-profile-page.tsx',
    file: AGENCY_TEMPLATE_FILE,
    inSitemap: false,
    perRequest: true,
    templateMeta: AGENCY_TEMPLATE_META,
  },
  { path: paths.about.path, module: 'src/features/about/about-page.tsx', file: 'about.html', inSitemap: true, preloadImages: [avifPreload(ABOUT_PHOTO)] },
  // Rendered per request with the plans on sale (docs/plans.md "The Pricing page").
  { path: paths.pricing.path, module: 'src/features/pricing/pricing-page.tsx', file: PRICING_TEMPLATE_FILE, inSitemap: true, perRequest: true },
  { path: paths.contact.path, module: 'src/features/contact/contact-page.tsx', file: 'contact.html', inSitemap: true },
  { path: paths.login.path, module: 'src/features/auth/login-page.tsx', file: 'login.html', inSitemap: false },
  { path: paths.register.path, module: 'src/features/auth/register-page.tsx', file: 'register.html', inSitemap: false },
  { path: paths.forgotPassword.path, module: 'src/features/auth/forgot-password-page.tsx', file: 'forgot-password.html', inSitemap: false },
  { path: NOT_FOUND_PATH, module: 'src/features/not-found/not-found-page.tsx', file: '404.html', inSitemap: false },
];

/**
 * A signed-in page the `pages` function renders per request for the person whose session cookie the
 * request carries (docs/decisions.md "Signed-in pages rendered per request"): the build writes its
 * template (the app's shell, its modules listed on #root, the render markers) beside the server render.
 */
export interface SignedInPage {
  /** The route rendered. */
  path: string;
  /** Its template's file in the server render's folder. */
  file: string;
  /** The lazy modules its route loads (the dashboard's layout, the page), fetched beside the app's start. */
  modules: readonly string[];
  /** The roles its route's guards let in: anyone else gets the shell, and the app's guard sends them on. */
  roles: readonly Exclude<Role, 'fraud'>[];
}

/** The dashboard's layout, every signed-in page's frame. */
const DASHBOARD_LAYOUT = 'src/features/dashboard/dashboard-layout.tsx';

/** The signed-in pages rendered per request; every other page of the app renders in the browser from app.html. */
export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  // A listing's details: the site's frame, not the dashboard's; its loader answers the listing as read for the person.
  {
    path: paths.details.path,
    file: 'signed-in-details.html',
    modules: ['src/features/property-details/details-page.tsx', 'src/features/property-details/api/load-listing.ts', 'src/features/property-details/details-error.tsx'],
    roles: ['user', 'agent', 'admin'],
  },
  { path: paths.dashboard.root.path, file: 'signed-in-home.html', modules: [DASHBOARD_LAYOUT, 'src/features/dashboard/dashboard-home.tsx'], roles: ['user', 'agent', 'admin'] },
  { path: paths.dashboard.wishlist.path, file: 'signed-in-wishlist.html', modules: [DASHBOARD_LAYOUT, 'src/features/wishlist/wishlist-page.tsx'], roles: ['user'] },
  { path: paths.dashboard.propertyBought.path, file: 'signed-in-property-bought.html', modules: [DASHBOARD_LAYOUT, 'src/features/property-bought/property-bought-page.tsx'], roles: ['user'] },
  { path: paths.dashboard.requested.path, file: 'signed-in-requested.html', modules: [DASHBOARD_LAYOUT, 'src/features/requested/requested-page.tsx'], roles: ['agent'] },
  { path: paths.dashboard.application.path, file: 'signed-in-application.html', modules: [DASHBOARD_LAYOUT, 'src/features/application/application-page.tsx'], roles: ['user', 'agent'] },
  { path: paths.dashboard.agency.path, file: 'signed-in-agency.html', modules: [DASHBOARD_LAYOUT, 'src/features/agency/agency-page.tsx'], roles: ['agent'] },
  { path: paths.dashboard.agencyAgent.path, file: 'signed-in-agency-agent.html', modules: [DASHBOARD_LAYOUT, 'src/features/agency/agency-agent-page.tsx'], roles: ['agent'] },
  { path: paths.dashboard.approvals.path, file: 'signed-in-approvals.html', modules: [DASHBOARD_LAYOUT, 'src/features/approvals/approvals-page.tsx'], roles: ['admin'] },
  { path: paths.dashboard.manageProperties.path, file: 'signed-in-manage-properties.html', modules: [DASHBOARD_LAYOUT, 'src/features/manage-properties/manage-properties-page.tsx'], roles: ['admin'] },
  { path: paths.dashboard.plans.path, file: 'signed-in-plans.html', modules: [DASHBOARD_LAYOUT, 'src/features/plans/plans-page.tsx'], roles: ['admin'] },
  { path: paths.dashboard.billing.path, file: 'signed-in-billing.html', modules: [DASHBOARD_LAYOUT, 'src/features/billing/billing-page.tsx'], roles: ['agent'] },
];
