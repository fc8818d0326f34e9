/** Business constants and limits (docs/product.md §14 Constants). */

/** Shortest accepted password. */
export const PASSWORD_MIN_LENGTH = 6;
/** Latest reviews shown on home. */
export const HOME_LATEST_REVIEWS = 3;
/** Verified properties shown under New Properties on home (docs/product.md §5.1 Home). */
export const HOME_NEW_PROPERTIES = 8;
/** Featured listings that may lead New Properties, of its 8 (docs/plans.md "Featured listings"): the rest stay the newest. */
export const HOME_FEATURED_LEAD = 4;
/** Rating scale. */
export const RATING = { min: 1, max: 5, default: 5 } as const;
/** Blog articles on home, one of them featured. */
export const BLOG_ARTICLE_COUNT = 3;
/** Promotional banner: up to this percent off service fees. */
export const PROMO_DISCOUNT_PERCENT = 30;
/** Headline figure on home. */
export const HEADLINE_FIGURE = '150+';
/** About-page counters and their animation length. */
export const ABOUT_COUNTERS = { properties: 820, agents: 145, clients: 535, years: 35 } as const;
export const COUNTER_ANIMATION_MS = 2000;
/** Marquee speeds (pixels per second). */
export const MARQUEE_SPEED = 50;
export const BANNER_MARQUEE_SPEED = 100;
/** Property grid columns by screen width. */
export const PROPERTY_GRID_COLUMNS = { base: 1, md: 3, lg: 4 } as const;
/** Toast placement, durations and limit. */
export const TOAST = {
  position: 'top-right',
  successMs: 2000,
  errorMs: 4000,
  authMs: 5000,
  propertyUpdateMs: 1500,
  limit: 20,
} as const;
/** Local storage key holding the current ID token. */
export const ACCESS_TOKEN_KEY = 'access-token';
/**
 * Local storage key of the session cookie's marker `{uid, at}`: whose `__session` cookie this browser was
 * last given and when (docs/facade.md "Session cookie").
 */
export const SESSION_COOKIE_MARKER_KEY = 'session-cookie';
/** How long a session cookie lasts, in days (docs/facade.md "Session cookie"). */
export const SESSION_COOKIE_DAYS = 5;
/** The web app asks for a new session cookie once the one it holds is this many days old, a day before it lapses. */
export const SESSION_COOKIE_RENEW_DAYS = 4;
/** Largest image the intake accepts (docs/architecture.md §5 Functions: a size limit of 5 MiB). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the intake accepts, by content. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/**
 * Most pixels a picture (photo, floor plan, avatar) may declare, every frame of an animated GIF counted:
 * the intake judges the header before it decodes anything (docs/facade.md "Image intake").
 */
export const PICTURE_MAX_MEGAPIXELS = 40;
export const PICTURE_MAX_PIXELS = PICTURE_MAX_MEGAPIXELS * 1_000_000;
/** Largest ownership document an agent attaches to a listing (docs/listings.md "Legal check"). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Most ownership documents one listing holds (docs/listings.md "Legal check"). */
export const DOCUMENTS_MAX_PER_LISTING = 5;
/** Longest note an admin writes with a legal-check decision. */
export const LEGAL_NOTE_MAX = 500;
/** Stripe's largest single card payment in USD cents ($999,999.99). */
export const STRIPE_MAX_AMOUNT_CENTS = 99_999_999;
/** Stripe's smallest card payment in USD cents ($0.50). */
export const STRIPE_MIN_AMOUNT_CENTS = 50;
/** Upper bounds for free text, shared by forms, rules and the facade. */
export const TEXT_LIMITS = { name: 100, email: 254, url: 2048, title: 140, location: 200, details: 5000, comment: 2000, message: 2000 } as const;
