/**
 * What plans, quotas and billing say (our wording: docs/plans.md). Beside the screens that show them,
 * not in MESSAGES, which loads on every page (docs/decisions.md "User-facing text").
 */
export const PLAN_MESSAGES = {
  /** Add Property, and the facade's 409, when every slot of the plan is taken: the three ways out. */
  quotaFull: (allowed: number): string =>
    `Your plan's ${allowed === 1 ? 'listing is' : `${allowed} listings are`} all in use. To list this property, upgrade your plan, pay for this one listing, or withdraw one of your listings.`,
  /** The same for an agent whose agency's plan covers their listings. */
  agencyQuotaFull: (allowed: number): string =>
    `Your agency's plan's ${allowed === 1 ? 'listing is' : `${allowed} listings are`} all in use. To list this property, ask your agency to upgrade its plan, pay for this one listing, or withdraw one of your listings.`,
  /** A professional whose billing account is not there yet (it is made when they become a professional). */
  noAccount: 'Your plan is being set up. Please try again in a minute.',
  /** The ways out, as links under the quota message. */
  upgrade: 'Upgrade your plan',
  payOnce: 'Pay for this listing',
  withdraw: 'Withdraw a listing',
  /** The editor, and the facade's 409, when a listing would hold more photos than the plan allows. */
  photosAllowed: (allowed: number): string => `Your plan allows up to ${allowed} ${allowed === 1 ? 'photo' : 'photos'} per listing. Remove some, or upgrade your plan for more.`,
  /** How much of the plan is used, on Add Property and Billing. */
  usage: (used: number, allowed: number): string => `${used} of ${allowed} ${allowed === 1 ? 'listing' : 'listings'} in use`,
} as const;

/** The quota message for whoever's plan it is: the agent's own, or their agency's. */
export function quotaFullMessage(allowed: number, agencyPlan: boolean): string {
  return agencyPlan ? PLAN_MESSAGES.agencyQuotaFull(allowed) : PLAN_MESSAGES.quotaFull(allowed);
}

/** The plans paths' answers (docs/facade.md "Paths"). */
export const PLAN_API_MESSAGES = {
  notFound: 'Plan not found',
  freePlanTerms: 'The free plan has no price: send its allowances to PUT /plans/free.',
  changedMeanwhile: 'This plan was changed meanwhile. Load it again and repeat your change.',
} as const;

/** The admins' Plans screen (docs/plans.md "The admins' Plans screen"). */
export const PLAN_ADMIN_MESSAGES = {
  title: 'Plans',
  description: 'What professionals pay for their listings. A new price or allowance is a new version: subscribers keep theirs until they change plan.',
  addPlan: 'Add plan',
  edit: 'Edit',
  editTitle: (name: string): string => `Edit ${name}`,
  addTitle: 'Add a plan',
  freeSubtitle: 'Every approved professional has it without paying; a change applies to every account on it.',
  paidSubtitle: 'Stripe gets a product for the plan and a price per month and per year.',
  save: 'Save plan',
  name: 'Name',
  monthly: 'Price per month ($)',
  yearly: 'Price per year ($)',
  listings: 'Listings included',
  featured: 'Featured listings included',
  photos: 'Photos per listing',
  visible: 'Show on the Pricing page',
  onSale: 'On sale',
  hidden: 'Hidden',
  free: 'Free plan',
  version: (version: number): string => `Version ${version}`,
  price: (monthly: string, yearly: string): string => `${monthly} a month · ${yearly} a year`,
  added: 'Plan added',
  saved: 'Plan saved',
  saveFailed: 'The plan could not be saved.',
  listFailed: 'The plans could not be loaded.',
  empty: 'No paid plan yet',
  emptyText: 'Add a plan: it shows on the Pricing page once it is on sale.',
  priceInvalid: 'Enter a price in dollars, at least $1, with at most two decimals.',
  wholeNumber: (min: number, max: number): string => `Enter a whole number from ${min} to ${max}.`,
  nameRequired: 'Enter a name.',
} as const;
