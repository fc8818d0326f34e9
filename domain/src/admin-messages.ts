/**
 * The admin's verdicts on listings and the dashboard's stat cards: their messages, word for word as docs/product.md quotes them ("our wording"
 * where it has none). Apart from MESSAGES (messages.ts), which every page loads: these load with the
 * screens that show them (docs/decisions.md "User-facing text").
 */
/** An admin's verdict on a pending listing (Manage properties), our wording. */
export const VERDICT_MESSAGES = {
  verified: 'Property verified: it is now public.',
  rejected: 'Property rejected.',
  failed: 'The property could not be updated: it may have been changed or decided meanwhile. It shows as it is now.',
  /** A verdict on content its agent changed after the admin opened it (docs/security-rules.md). */
  changed: 'This property changed since you opened it: it shows as it is now. Check it again before deciding.',
  /** An admin who was an agent keeps their listings; another admin judges them. */
  ownListing: 'You cannot verify or reject your own listing: another admin decides it.',
  loadFailed: 'The properties could not be loaded.',
} as const;

/** The dashboard home's four stat cards (docs/product.md §10.1 Dashboard home). */
export const STATS_MESSAGES = {
  totalProperty: 'Total Property',
  totalOrders: 'Total Orders',
  myProperty: 'My Property',
  totalUser: 'Total User',
  loadFailed: 'The counts could not be loaded.',
} as const;
