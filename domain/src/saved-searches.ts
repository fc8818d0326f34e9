import { z } from 'zod';
import { optionalText, requiredText } from './text-fields';
import { trimInvisible } from './text';
import type { ListingSummary } from './documents';
import { LISTING_ORDERS, type ListingOrder } from './queries/listings';
import { TEXT_LIMITS } from './constants';
import { locationSearchTerm } from './search';
import { factFiltersOf, hasFactFilters, type ListingFilters } from './listing-filters';

/**
 * Saved searches and their alerts (docs/alerts.md). A signed-in person saves the location search of All
 * properties under a name; when a listing becomes public whose location matches it (the search's own
 * word-prefix rule), a Firestore trigger sends them one alert for that listing: an in-app notification
 * and an e-mail queued in `mail` (Firebase's Trigger Email extension format). docs/alerts.md.
 */

/** Longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 60;

/** `savedSearches/{id}`: written by its owner (rules), read by the alert trigger. */
export interface SavedSearchDoc<Time = unknown> {
  userUid: string;
  userEmail: string;
  name: string;
  /** The location as the person typed it (shown, and used to run the search again). */
  location: string;
  /** The key the alert trigger looks up: {@link locationSearchTerm} of `location` (the rules check it). */
  term: string;
  order: ListingOrder;
  /** Whether alerts also go out by e-mail (the in-app notification always does). */
  emailAlerts: boolean;
  /** The filters of the search, when any was set (listing-filters.ts); alerts match them too. */
  filters?: ListingFilters;
  createdAt: Time;
}

/** `notifications/{uid}_{propertyId}`: one alert per person and listing, written by the alert trigger only. */
export interface NotificationDoc<Time = unknown> {
  userUid: string;
  type: 'savedSearchMatch';
  searchId: string;
  searchName: string;
  propertyId: string;
  propertyTitle: string;
  propertyImage: string;
  location: string;
  MinimumPrice: number;
  MaximumPrice: number;
  read: boolean;
  createdAt: Time;
}

/** `mail/{uid}_{propertyId}`: an e-mail for the Trigger Email extension (to, message.subject, message.html). */
export interface MailDoc<Time = unknown> {
  to: string;
  message: { subject: string; html: string; text: string };
  createdAt: Time;
}

/** The messages of saved searches and alerts, their forms' field errors included (docs/decisions.md "User-facing text"). */
export const ALERT_MESSAGES = {
  saved: "Search saved. We'll alert you when a new listing matches.",
  saveFailed: 'The search could not be saved. Please try again.',
  renamed: 'Saved search renamed.',
  renameFailed: 'The search could not be renamed. Please try again.',
  deleted: 'Saved search deleted.',
  deleteFailed: 'The search could not be deleted. Please try again.',
  emailOn: 'E-mail alerts on for this search.',
  emailOff: 'E-mail alerts off for this search: you still get them here.',
  switchFailed: 'The e-mail setting could not be changed. Please try again.',
  markFailed: 'The alerts could not be marked as read. Please try again.',
  noSearches: 'No saved searches yet',
  noAlerts: 'No alerts yet',
  /** Inline, under the save and rename forms' fields. */
  nameRequired: 'Give this search a name.',
  nameTooLong: `Keep the name under ${SAVED_SEARCH_NAME_MAX + 1} characters.`,
  locationTooLong: `Keep the location under ${TEXT_LIMITS.location + 1} characters.`,
  locationRequired: 'Search a location first: alerts follow a location.',
} as const;

/** The listing an alert is about, as the alert copies it. */
export type AlertListing = ListingSummary;

/** A person's unread alert that `listing` matched their saved search `search` (the trigger and the demo data write it). */
export function newNotification<Time>(listing: AlertListing, search: { id: string; name: string; userUid: string }, createdAt: Time): NotificationDoc<Time> {
  return {
    userUid: search.userUid,
    type: 'savedSearchMatch',
    searchId: search.id,
    searchName: search.name,
    propertyId: listing.id,
    propertyTitle: listing.title,
    propertyImage: listing.image,
    location: listing.location,
    MinimumPrice: listing.MinimumPrice,
    MaximumPrice: listing.MaximumPrice,
    read: false,
    createdAt,
  };
}

/** The id of a person's alert for a listing, in `notifications` and `mail`: one of each, ever. */
export function alertId(uid: string, propertyId: string): string {
  return `${uid}_${propertyId}`;
}

/** What the save form accepts: a name, and a location that gives a search term. */
export const savedSearchFormSchema = z.object({
  name: requiredText(SAVED_SEARCH_NAME_MAX, { required: ALERT_MESSAGES.nameRequired, tooLong: ALERT_MESSAGES.nameTooLong }),
  location: optionalText(TEXT_LIMITS.location, ALERT_MESSAGES.locationTooLong).refine((text) => locationSearchTerm(text) !== null, ALERT_MESSAGES.locationRequired),
  order: z.enum(LISTING_ORDERS),
  emailAlerts: z.boolean(),
});
export type SavedSearchForm = z.infer<typeof savedSearchFormSchema>;

/** What Rename accepts: the name alone, under the same rule. */
export const savedSearchNameSchema = savedSearchFormSchema.pick({ name: true });

/**
 * The fields of a new saved search (createdAt supplied by the caller, as a server timestamp), with
 * the filters on the facts on screen when any is set (no `filters` key otherwise: the rules refuse an empty map).
 */
export function newSavedSearch<Time>(owner: { uid: string; email: string }, form: SavedSearchForm, createdAt: Time, filters?: ListingFilters): SavedSearchDoc<Time> {
  const location = trimInvisible(form.location);
  return {
    userUid: owner.uid,
    userEmail: owner.email,
    name: trimInvisible(form.name),
    location,
    term: locationSearchTerm(location) ?? '',
    order: form.order,
    emailAlerts: form.emailAlerts,
    // The Featured filter is left out: a feature lasts 30 days, an alert is about new listings.
    ...(hasFactFilters(filters) ? { filters: { ...factFiltersOf(filters) } } : {}),
    createdAt,
  };
}
