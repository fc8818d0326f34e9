/**
 * Location search (docs/architecture.md §6 Listing rules): a case-insensitive match on the start of any
 * word of a property's location, served by one indexed `array-contains` query. The property stores
 * `locationKeys`, every prefix of every word-started suffix of its normalised location, so
 * "n", "new y", "york" and "yor" all find "New York". The keys are written by the system only (a
 * Firestore trigger and the facade; the rules refuse client-written keys), bounded by
 * {@link LOCATION_SEARCH_MAX_KEYS} so a long location cannot bloat the document or its index entries.
 */

/** Longest key kept; longer search terms are cut to this length before querying. */
export const LOCATION_SEARCH_MAX_KEY_LENGTH = 30;
/** Most keys one property carries. */
export const LOCATION_SEARCH_MAX_KEYS = 300;

/** Lower case, every run of characters that are not letters or digits turned into one space, trimmed. */
export function normaliseLocation(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The search keys of a location: the prefixes (1 to {@link LOCATION_SEARCH_MAX_KEY_LENGTH} characters)
 * of each suffix that starts at a word, shortest first across all suffixes, so that when the cap of
 * {@link LOCATION_SEARCH_MAX_KEYS} bites it drops the longest prefixes, never a word's first letters.
 */
export function locationSearchKeys(location: string): string[] {
  const text = normaliseLocation(location);
  if (text === '') return [];
  const suffixes: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (i === 0 || text[i - 1] === ' ') suffixes.push(text.slice(i));
  }
  const keys = new Set<string>();
  for (let length = 1; length <= LOCATION_SEARCH_MAX_KEY_LENGTH; length += 1) {
    for (const suffix of suffixes) {
      if (suffix.length < length) continue;
      const key = suffix.slice(0, length);
      // A key ending in the space between words finds nothing a shorter key would not.
      if (key.endsWith(' ')) continue;
      keys.add(key);
      if (keys.size === LOCATION_SEARCH_MAX_KEYS) return [...keys];
    }
  }
  return [...keys];
}

/** The key to look up for what a visitor typed, or null when there is nothing to search for. */
export function locationSearchTerm(input: string): string | null {
  const term = normaliseLocation(input).slice(0, LOCATION_SEARCH_MAX_KEY_LENGTH).trimEnd();
  return term === '' ? null : term;
}

/**
 * The search keys of a user (Manage users): the same word-prefix rule over their name and their e-mail
 * (whose dots, @ and dashes separate words), so "ali", "smith", "alice smith" and "alice smith ex" all find
 * Alice Smith <alice.smith@example.com>. Written by the system only (a trigger), capped like a location's.
 */
export function userSearchKeys(name: string, email: string): string[] {
  const keys = new Set([...locationSearchKeys(name), ...locationSearchKeys(email)]);
  // Shortest first across both, as for a location, so the cap never drops a word's first letters.
  return [...keys].sort((a, b) => a.length - b.length).slice(0, LOCATION_SEARCH_MAX_KEYS);
}

/** The key to look up for what an admin typed in the user search (the location search's rule), or null. */
export const userSearchTerm = locationSearchTerm;
