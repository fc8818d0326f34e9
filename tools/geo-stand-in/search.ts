import type { Place } from './places';

/**
 * The geocoder's matching (Nominatim's /search, as the listing form calls it): every word of the
 * query must name a part of the place (its own name, its city, its state or the state's code, the
 * country); the last word may be the start of one, as people type. Best first: the places whose own
 * name the query names most fully (whole words before starts of words), then the more important.
 */

/** Words of a text, lower case, accents and punctuation dropped. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The country every place is in, as queries may name it. */
const COUNTRY_WORDS = ['united', 'states', 'usa', 'us', 'america'];

interface Match {
  place: Place;
  /** Words of the place's own name the query names in full. */
  exact: number;
  /** Words of its own name the query names, in full or by their start. */
  named: number;
  /** Words of its own name it does not name, when it names any (a query naming none ranks by importance alone). */
  unnamed: number;
}

function matchOf(place: Place, query: readonly string[]): Match | undefined {
  const own = wordsOf(place.name);
  const terms = new Set([...own, ...wordsOf(place.city), ...wordsOf(place.state), place.stateCode.toLowerCase(), ...COUNTRY_WORDS]);
  const last = query.length - 1;
  const matches = (word: string, i: number) => (term: string) => term === word || (i === last && word.length >= 2 && term.startsWith(word));
  if (!query.every((word, i) => [...terms].some(matches(word, i)))) return undefined;
  const exact = own.filter((term) => query.includes(term)).length;
  const named = own.filter((term) => query.some((word, i) => matches(word, i)(term))).length;
  return { place, exact, named, unnamed: named > 0 ? own.length - named : 0 };
}

/** The places a query finds, best first (none for a query without words). */
export function searchPlaces(places: readonly Place[], query: string): Place[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  return places
    .flatMap((place) => matchOf(place, words) ?? [])
    .sort((a, b) => b.exact - a.exact || b.named - a.named || a.unnamed - b.unnamed || b.place.importance - a.place.importance || a.place.name.localeCompare(b.place.name))
    .map((match) => match.place);
}
