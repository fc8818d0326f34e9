/**
 * The billing account tests give every agent they make (docs/plans.md "Quotas"): room for many
 * listings, so a test about something else is never refused a listing by its plan. The users trigger
 * would give a new agent the free plan's one listing; written right after the users document, this
 * lands first and the trigger then finds an account there.
 */
export const ROOMY_ACCOUNT = {
  planId: 'test-roomy',
  planName: 'Roomy',
  status: 'active',
  listingsAllowed: 100,
  featuredAllowed: 10,
  photosPerListing: 20,
  listingsUsed: 0,
  featuredUsed: 0,
} as const;
