import type { ListingCopy } from '@homehaven/domain/documents';

/**
 * Every route path in one place (bulletproof-react `config/paths.ts`). It lives outside `app/` so
 * that features, which may not import the app shell, can still link with `paths.x.href()`.
 */

/** A route: its pattern for the router and a builder for links. */
interface StaticRoute {
  path: string;
  href: () => string;
}

function route(path: string): StaticRoute {
  return { path, href: () => path };
}

/** All routes (docs/product.md §4 Routes and guards). Dashboard child paths are relative to `/dashboard`. */
export const paths = {
  home: route('/'),
  properties: route('/properties'),
  /** Property comparison: the compare tray's listings side by side (public, like the listings). */
  compare: route('/compare'),
  about: route('/about'),
  /** The plans compared (docs/plans.md "The Pricing page"). */
  pricing: route('/pricing'),
  contact: route('/contact'),
  login: route('/login'),
  register: route('/register'),
  /** "Forgot Password?": asks for the e-mail address a reset link goes to. */
  /** An agency's invitation link (`?invitation=&token=`). */
  joinAgency: route('/join-agency'),
  forgotPassword: route('/forgot-password'),
  /** Where the links Firebase Auth e-mails open: a password reset, an address verification (docs/product.md §5.4 Sign-in and registration). */
  authAction: route('/auth/action'),
  details: { path: '/DetailsPage/:id', href: (id: string) => `/DetailsPage/${encodeURIComponent(id)}` },
  /** An agency's public page: its agents and their public listings (docs/decisions.md "The public agency page"). */
  agencyPage: { path: '/agencies/:uid', href: (uid: string) => `/agencies/${encodeURIComponent(uid)}` },
  dashboard: {
    root: route('/dashboard'),
    profile: route('/dashboard/profile'),
    wishlist: route('/dashboard/wishlist'),
    offerPage: {
      path: '/dashboard/offerPage',
      /** With the listing's id, so the offer page still works after a reload or from a pasted link. */
      href: (propertyId?: string) => (propertyId ? `/dashboard/offerPage?propertyId=${encodeURIComponent(propertyId)}` : '/dashboard/offerPage'),
    },
    propertyBought: route('/dashboard/propertyBought'),
    paymentPage: {
      path: '/dashboard/PaymentPage',
      /** With the offer's id, so the payment page still works after a reload or from a pasted link. */
      href: (offerId?: string) => (offerId ? `/dashboard/PaymentPage?offerId=${encodeURIComponent(offerId)}` : '/dashboard/PaymentPage'),
    },
    myReviews: route('/dashboard/myReviews'),
    addProperty: route('/dashboard/addProperty'),
    myAddProperty: route('/dashboard/myAddProperty'),
    updateProperty: {
      path: '/dashboard/updateProperty/:id',
      href: (id: string) => `/dashboard/updateProperty/${encodeURIComponent(id)}`,
    },
    soldProperties: route('/dashboard/soldProperties'),
    requested: route('/dashboard/requested'),
    manageProperties: route('/dashboard/manageProperties'),
    manageUsers: route('/dashboard/manageUsers'),
    manageReviews: route('/dashboard/manageReviews'),
    savedSearches: route('/dashboard/savedSearches'),
    notifications: route('/dashboard/notifications'),
    /** A buyer's professional application (docs/accounts.md); Register adds `?type=` with the type chosen. */
    application: route('/dashboard/application'),
    /** A professional's plan, usage and invoices, and paying for a plan (docs/plans.md "The Billing page"); `?plan=&interval=` from Pricing. */
    billing: {
      path: '/dashboard/billing',
      href: (plan?: { planId: string; interval: 'month' | 'year' }) => (plan ? `/dashboard/billing?plan=${encodeURIComponent(plan.planId)}&interval=${plan.interval}` : '/dashboard/billing'),
    },
    /** The admins' plans: the free plan's allowances, paid plans added and changed (docs/plans.md "The admins' Plans screen"). */
    plans: route('/dashboard/plans'),
    /** The admins' queue of professional applications. */
    approvals: route('/dashboard/approvals'),
    /** An agency's team: invitations and agents (docs/accounts.md "Agencies"). */
    agency: route('/dashboard/agency'),
    /** One of the agency's agents: their listings, the offers on them and their sales (`?show=offers`). */
    agencyAgent: {
      path: '/dashboard/agency/agents/:uid',
      href: (uid: string, show?: 'offers') => `/dashboard/agency/agents/${encodeURIComponent(uid)}${show ? `?show=${show}` : ''}`,
    },
    /** Viewings: a buyer's visits and an agent's visits of their listings, upcoming and past. */
    viewings: route('/dashboard/viewings'),
    /** Messages with agents: the inbox, and one conversation (`{propertyId}_{buyerUid}`, started from a details page). */
    messages: route('/dashboard/messages'),
    conversation: {
      path: '/dashboard/messages/:conversationId',
      href: (conversationId: string) => `/dashboard/messages/${encodeURIComponent(conversationId)}`,
    },
  },
} as const;

/** Location state carried to /login so it can send the user back (the login guard remembers the path). */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Location state a property card hands to the details page (docs/product.md §6.2 Property card: it passes the listing's status). */
export interface DetailsLinkState {
  status?: string;
}

/** Location state of the offer page: the listing as a wishlist entry carries it. */
export type OfferPageState = ListingCopy;

/** Location state of the payment page: the offer as Property Bought showed it. */
export interface PaymentPageState {
  offerId: string;
  propertyTitle: string;
  offerAmount: number;
}
