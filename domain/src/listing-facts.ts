/**
 * A listing's structured facts (docs/listings.md "Facts"): what portals show beside the description
 * and what /properties filters on. Every fact is optional, so listings written before facts existed
 * still show and still match a search that sets no fact filter. Areas are stored in square feet, the
 * one unit of the data; screens show them in the visitor's choice of ft² or m² ({@link formatArea}).
 * The same bounds hold in this schema (the form and the facade), and in firestore.rules
 * (`isValidFacts`, which tests/rules checks against these constants).
 */

import { formatNumber } from './format';

/** Kinds of property, in the order the form and the filter list them. */
export const PROPERTY_TYPES = ['house', 'apartment', 'townhouse', 'land', 'commercial'] as const;
/** One of {@link PROPERTY_TYPES}. */
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** How each kind is named on screen. */
export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  house: 'House',
  apartment: 'Apartment',
  townhouse: 'Townhouse',
  land: 'Land',
  commercial: 'Commercial',
};

/** The fixed set of amenities an agent may tick, in display order. */
export const AMENITIES = ['garage', 'garden', 'pool', 'balcony', 'fireplace', 'airConditioning', 'elevator', 'gym', 'security', 'furnished', 'petFriendly', 'waterfront'] as const;
/** One of {@link AMENITIES}. */
export type Amenity = (typeof AMENITIES)[number];
/** How each amenity is named on screen. */
export const AMENITY_LABELS: Readonly<Record<Amenity, string>> = {
  garage: 'Garage',
  garden: 'Garden',
  pool: 'Swimming pool',
  balcony: 'Balcony',
  fireplace: 'Fireplace',
  airConditioning: 'Air conditioning',
  elevator: 'Elevator',
  gym: 'Gym',
  security: '24/7 security',
  furnished: 'Furnished',
  petFriendly: 'Pet friendly',
  waterfront: 'Waterfront',
};

/** Bounds of the numeric facts (inclusive); areas in square feet. */
export const FACT_BOUNDS = {
  bedrooms: { min: 0, max: 50 },
  /** In steps of a half: a half bath has a toilet and a basin but no bath or shower. */
  bathrooms: { min: 0, max: 50 },
  area: { min: 1, max: 1_000_000 },
  lotSize: { min: 1, max: 100_000_000 },
  /** The latest year built is this many years after the current one (listings sold off-plan). */
  yearBuilt: { min: 1600, yearsAhead: 5 },
  parking: { min: 0, max: 100 },
} as const;

/** Square feet in a square metre. */
export const SQFT_PER_SQM = 10.76391041671;

/** `properties/{id}.facts`: only the facts the agent gave. */
export interface ListingFacts {
  type?: PropertyType;
  bedrooms?: number;
  bathrooms?: number;
  /** Interior area, ft². */
  area?: number;
  /** Lot size, ft². */
  lotSize?: number;
  yearBuilt?: number;
  parking?: number;
  /** Unique, from {@link AMENITIES}. */
  amenities?: Amenity[];
}

/** The messages of the facts fields, shown under each field of the form (docs/decisions.md "User-facing text"). */
export const FACT_MESSAGES = {
  typeInvalid: 'Please choose a property type from the list.',
  bedrooms: `Please enter a whole number of bedrooms from ${FACT_BOUNDS.bedrooms.min} to ${FACT_BOUNDS.bedrooms.max}.`,
  bathrooms: `Please enter bathrooms from ${FACT_BOUNDS.bathrooms.min} to ${FACT_BOUNDS.bathrooms.max}, in halves (such as 2 or 2.5).`,
  area: 'Please enter the interior area as a positive number of at most 1,000,000 ft² (92,903 m²).',
  lotSize: 'Please enter the lot size as a positive number of at most 100,000,000 ft² (9,290,304 m²).',
  yearBuilt: (latest: number) => `Please enter a year built from ${FACT_BOUNDS.yearBuilt.min} to ${latest}.`,
  parking: `Please enter a whole number of parking spaces from ${FACT_BOUNDS.parking.min} to ${FACT_BOUNDS.parking.max}.`,
  amenityInvalid: 'Please choose amenities from the list.',
} as const;

/** The latest year a listing may say it was built, at `now`. */
export function latestYearBuilt(now: Date = new Date()): number {
  return now.getUTCFullYear() + FACT_BOUNDS.yearBuilt.yearsAhead;
}

/** The facts a listing document stores: `facts` only when at least one is given, in a fixed key order. */
export function storedFacts(facts: ListingFacts | undefined): ListingFacts | undefined {
  if (!facts) return undefined;
  const kept: ListingFacts = {};
  if (facts.type !== undefined) kept.type = facts.type;
  for (const key of ['bedrooms', 'bathrooms', 'area', 'lotSize', 'yearBuilt', 'parking'] as const) {
    const value = facts[key];
    if (value !== undefined) kept[key] = value;
  }
  if (facts.amenities && facts.amenities.length > 0) kept.amenities = AMENITIES.filter((amenity) => facts.amenities?.includes(amenity));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Whether two listings' facts say the same (a content edit changes them: docs/listings.md "Facts"). */
export function sameFacts(a: ListingFacts | undefined, b: ListingFacts | undefined): boolean {
  return JSON.stringify(storedFacts(a) ?? {}) === JSON.stringify(storedFacts(b) ?? {});
}

/** The unit a visitor reads areas in. */
export type AreaUnit = 'sqft' | 'sqm';
/** The units, as the unit switch names them. */
export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = { sqft: 'ft²', sqm: 'm²' };

/** An area stored in ft², in `unit`, rounded to whole units. */
export function areaIn(squareFeet: number, unit: AreaUnit): number {
  return Math.round(unit === 'sqft' ? squareFeet : squareFeet / SQFT_PER_SQM);
}

/** An area as shown: "1,850 ft²" or "172 m²". */
export function formatArea(squareFeet: number, unit: AreaUnit): string {
  return `${formatNumber(areaIn(squareFeet, unit))} ${AREA_UNIT_LABELS[unit]}`;
}

/** Square feet from an area typed in `unit`. */
export function squareFeetFrom(value: number, unit: AreaUnit): number {
  return unit === 'sqft' ? value : Math.round(value * SQFT_PER_SQM * 100) / 100;
}

const plural = (count: number, one: string, many: string): string => `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * The card's one line of facts: "3 beds · 2.5 baths · 1,850 ft²", with only the facts the listing
 * has; null when it has none of the three.
 */
export function factsLine(facts: ListingFacts | undefined, unit: AreaUnit): string | null {
  if (!facts) return null;
  const parts = [
    facts.bedrooms === undefined ? null : plural(facts.bedrooms, 'bed', 'beds'),
    facts.bathrooms === undefined ? null : plural(facts.bathrooms, 'bath', 'baths'),
    facts.area === undefined ? null : formatArea(facts.area, unit),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One row of the details page's facts grid. */
export interface FactRow {
  readonly label: string;
  readonly value: string;
}

/** Every fact a listing has, labelled, in a fixed order (the details page's grid). */
export function factRows(facts: ListingFacts | undefined, unit: AreaUnit): FactRow[] {
  if (!facts) return [];
  const rows: (FactRow | null)[] = [
    facts.type === undefined ? null : { label: 'Type', value: PROPERTY_TYPE_LABELS[facts.type] },
    facts.bedrooms === undefined ? null : { label: 'Bedrooms', value: String(facts.bedrooms) },
    facts.bathrooms === undefined ? null : { label: 'Bathrooms', value: String(facts.bathrooms) },
    facts.area === undefined ? null : { label: 'Interior area', value: formatArea(facts.area, unit) },
    facts.lotSize === undefined ? null : { label: 'Lot size', value: formatArea(facts.lotSize, unit) },
    facts.yearBuilt === undefined ? null : { label: 'Year built', value: String(facts.yearBuilt) },
    facts.parking === undefined ? null : { label: 'Parking', value: plural(facts.parking, 'space', 'spaces') },
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

/** The details page's facts section (and Manage properties' summary of a listing's facts). */
export const FACT_SECTION_MESSAGES = {
  heading: 'Facts and features',
  amenities: 'Amenities',
  unitSwitch: 'Show areas in',
  none: 'The agent has not given the facts of this property yet.',
} as const;
