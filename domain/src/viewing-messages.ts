import { VIEWING_LIMITS } from './viewing-limits';

/**
 * Every user-facing string of viewings (docs/product.md §10.5 Viewings), kept beside the feature as
 * the other feature catalogues are (docs/decisions.md "User-facing text"). The behaviour was required
 * without words: all of it is our wording, except "Schedule a visit" (the home page's promise of
 * "scheduling visits").
 */
export const VIEWING_MESSAGES = {
  // Requests (buyer): toasts, inline errors and the facade's refusals.
  requested: 'Visit requested. The agent will confirm it.',
  requestFailed: 'The visit could not be requested. Please try again.',
  slotRequired: 'Choose a time.',
  noteTooLong: `Keep the note to ${VIEWING_LIMITS.note} characters at most.`,
  slotTaken: 'Someone has just taken that time. Please choose another.',
  slotGone: 'That time is no longer offered. Please choose another.',
  slotStarted: 'That time has already started. Please choose a later one.',
  alreadyRequested: 'You already have a visit requested for this property.',
  listingClosed: 'This property takes no visit requests: it is sold, withdrawn or not published.',
  fraud: 'Your account cannot request or arrange visits.',
  buyersOnly: 'Only buyers request visits. Sign in with a buyer account.',
  propertyNotFound: 'Property not found.',
  viewingNotFound: 'Visit not found.',
  // Decisions (agent) and answers (buyer).
  notYours: 'Only the buyer and the agent of this visit can change it.',
  agentOnly: "Only the property's agent can do that.",
  buyerOnly: 'Only the buyer can do that.',
  notNow: 'This visit can no longer change that way.',
  started: 'This visit has already started and can no longer change.',
  reasonRequired: 'Say why you decline.',
  reasonTooLong: `Keep the reason to ${VIEWING_LIMITS.reason} characters at most.`,
  sameSlot: 'Propose a different time from the one requested.',
  confirmed: 'Visit confirmed.',
  declined: 'Visit declined.',
  proposed: 'New time proposed.',
  accepted: 'New time accepted: the visit is confirmed.',
  cancelled: 'Visit cancelled.',
  changeFailed: 'The visit could not be changed. Please try again.',
  /** The reason of visits declined because their listing was deleted or withdrawn. */
  listingGone: 'This property is no longer offered.',
  // Slots (agent).
  slotPublished: 'Viewing time published.',
  slotRemoved: 'Viewing time removed.',
  slotFailed: 'The viewing time could not be saved. Please try again.',
  slotTimeInvalid: 'Enter a date and time.',
  slotInPast: 'Choose a time in the future.',
  slotTooFar: `Choose a time within the next ${VIEWING_LIMITS.daysAhead} days.`,
  slotLength: `A viewing lasts between ${VIEWING_LIMITS.minMinutes} minutes and ${VIEWING_LIMITS.maxMinutes / 60} hours.`,
  slotExists: 'A viewing time already starts then.',
  slotsFull: `A property holds at most ${VIEWING_LIMITS.slotsPerListing} upcoming viewing times. Remove one first.`,
  slotBooked: 'A visit is booked at this time: decline it or propose another time first.',
  listingSold: 'This property is sold: it takes no more visits.',
  timeZoneInvalid: 'Unknown time zone.',
  // Lists.
  noSlots: 'No viewing times published yet',
  noUpcoming: 'No upcoming visits',
  noPast: 'No past visits',
  listFailed: 'Your visits could not be loaded.',
  slotsFailed: 'The viewing times could not be loaded.',
} as const;

/** The words of a status, as the badges show them. */
export const VIEWING_STATUS_LABELS = {
  requested: 'Requested',
  proposed: 'New time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
} as const;
