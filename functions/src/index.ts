// Wiring only: each export is a deployed function; the logic lives in one folder per concern.
import { onRequest } from 'firebase-functions/v2/https';
import { allowedOrigins, stripeSecretKey, stripeWebhookSecret } from './config';
import { facadeApp } from './api/app';
import { servePage } from './pages/serve-page';

/** The HTTPS facade: every path of the product's REST contract (docs/facade.md, docs/payments.md), CORS limited to the app's origins. */
export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, cors: [...allowedOrigins], secrets: [stripeSecretKey, stripeWebhookSecret] }, facadeApp);

/**
 * Public pages rendered per request (Hosting rewrites /properties, /agencies/** and
 * /sitemap-agencies.xml here): All properties with its first listings in the HTML (docs/decisions.md,
 * "Public pages", "All properties is rendered per request"), an agency's page and the agencies' sitemap
 * ("The public agency page").
 */
export const pages = onRequest({ memory: '512MiB', timeoutSeconds: 30 }, servePage);

/** Withdraws an agent's listings and rejects their open offers when their role becomes fraud. */
export { onUserMarkedFraud } from './users/fraud-trigger';

/**
 * Follows every listing write: derives its search keys from its location and its search facts from its
 * facts and prices (clients may not write either), records price changes in its price history, and
 * alerts the saved searches it matches when it becomes public, and counts listings by status (insights).
 */
export { onListingWritten } from './properties/listing-written-trigger';

/** Retries refunds still owed (refunds/) whose next attempt is due, every 5 minutes, with backoff. */
export { retryOwedRefunds } from './refunds/schedule';
export { endUnpaidPlans } from './subscriptions/grace-schedule';
export { endFeaturedListings } from './featured/feature-schedule';
/** Cancels bank transfers whose money did not arrive by their day: the offer is pending again (docs/payments.md "Bank transfers"). */
export { cancelOverdueTransfers } from './bank-transfers/transfer-schedule';

/** Derives each user's search keys (searchKeys) from their name and e-mail, for Manage users' search; counts new users (insights). */
export { onUserWritten } from './users/search-keys-trigger';

/** Counts each new message in its conversation: last message, order and the recipient's unread count. */
export { onMessageCreated } from './messages/message-trigger';

/**
 * Keep the insight aggregates (docs/architecture.md §5 Functions): offers and refunds counted once per
 * event, for the dashboard's charts (functions/src/insights); listings and new users are counted by
 * the listing and user triggers above.
 */
export { onOfferCounted } from './insights/offer-trigger';
export { onRefundCounted } from './insights/refund-trigger';
