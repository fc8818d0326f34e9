import type { MapView, Position } from '@homehaven/domain/geo';
import { ALL_AROUND, type BearingSector } from './geometry';

/**
 * The geo stand-in's places: every city the demo data uses (tools/seed/demo-properties.ts), at its
 * real approximate centre, and the neighbourhoods its generated listings are named after. The one
 * source of these coordinates: the geocoder answers them, the schools lie around them, and the seed
 * places the demo listings around them.
 */

/** What a place is (Nominatim's `type`; the category follows from it). */
export type PlaceKind = 'city' | 'town' | 'neighbourhood' | 'peninsula' | 'water';

export interface Place {
  /** Nominatim's `place_id`: fixed, so answers are the same on every run. */
  readonly placeId: number;
  /** Its own name: "Austin", "Travis Heights". */
  readonly name: string;
  readonly kind: PlaceKind;
  /** The demo data's location it is in: "Austin, Texas". */
  readonly location: string;
  /** The city's name (its own, for a city). */
  readonly city: string;
  readonly state: string;
  /** The state's postal code: "TX". */
  readonly stateCode: string;
  readonly centre: Position;
  /** Where land lies around the centre (a coast, a lake): points placed around it stay ashore. */
  readonly land: BearingSector;
  /** Nominatim's 0..1 importance: the best known first among equal matches. */
  readonly importance: number;
  readonly boundingBox: MapView;
}

const STATE_CODES: Readonly<Record<string, string>> = {
  Arizona: 'AZ',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Florida: 'FL',
  Georgia: 'GA',
  Illinois: 'IL',
  Louisiana: 'LA',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Nevada: 'NV',
  'New Jersey': 'NJ',
  'New York': 'NY',
  'North Carolina': 'NC',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  Tennessee: 'TN',
  Texas: 'TX',
  Vermont: 'VT',
  Washington: 'WA',
};

/** A neighbourhood: its centre and, by water, where land lies around it. */
type NeighbourhoodData = readonly [lat: number, lng: number, land?: BearingSector];

interface CityData {
  /** As the demo data writes it: "Austin, Texas". */
  location: string;
  centre: readonly [lat: number, lng: number];
  kind?: PlaceKind;
  importance: number;
  /** Half the width of its bounding box, in km (grown to hold its neighbourhoods). */
  extentKm: number;
  land?: BearingSector;
  neighbourhoods?: Readonly<Record<string, NeighbourhoodData>>;
}

const CITIES: readonly CityData[] = [
  {
    location: 'New York, New York',
    centre: [40.7128, -74.006],
    importance: 0.9,
    extentKm: 18,
    land: [0, 45],
    neighbourhoods: { 'Brooklyn Heights': [40.696, -73.995, [10, 180]], 'Upper West Side': [40.787, -73.9754], 'Long Island City': [40.7447, -73.9485, [0, 180]], Harlem: [40.8116, -73.9465] },
  },
  { location: 'Los Angeles, California', centre: [34.0522, -118.2437], importance: 0.88, extentKm: 20 },
  {
    location: 'Chicago, Illinois',
    centre: [41.8781, -87.6298],
    importance: 0.85,
    extentKm: 14,
    land: [190, 350],
    neighbourhoods: { 'Lincoln Park': [41.9214, -87.6513], 'Wicker Park': [41.9088, -87.6796], Streeterville: [41.8927, -87.62, [180, 360]] },
  },
  {
    location: 'Boston, Massachusetts',
    centre: [42.3601, -71.0589],
    importance: 0.82,
    extentKm: 8,
    land: [180, 350],
    neighbourhoods: { 'South End': [42.3388, -71.0765], 'Back Bay': [42.3503, -71.081, [90, 270]], 'Jamaica Plain': [42.3097, -71.1151] },
  },
  {
    location: 'San Diego, California',
    centre: [32.7157, -117.1611],
    importance: 0.8,
    extentKm: 12,
    land: [350, 460],
    neighbourhoods: { 'La Jolla': [32.8328, -117.2713, [0, 180]], 'North Park': [32.741, -117.129], 'Point Loma': [32.733, -117.228] },
  },
  {
    location: 'Seattle, Washington',
    centre: [47.6062, -122.3321],
    importance: 0.8,
    extentKm: 9,
    land: [10, 160],
    neighbourhoods: { 'Capitol Hill': [47.6253, -122.3222], Ballard: [47.6687, -122.384], Leschi: [47.6, -122.289, [180, 360]] },
  },
  {
    location: 'Austin, Texas',
    centre: [30.2672, -97.7431],
    importance: 0.78,
    extentKm: 14,
    neighbourhoods: { 'Travis Heights': [30.248, -97.745], 'Hyde Park': [30.305, -97.729], Lakeway: [30.3638, -97.9795, [60, 240]] },
  },
  { location: 'Dallas, Texas', centre: [32.7767, -96.797], importance: 0.78, extentKm: 15 },
  { location: 'Miami, Florida', centre: [25.7617, -80.1918], importance: 0.78, extentKm: 8, land: [185, 355] },
  { location: 'Phoenix, Arizona', centre: [33.4484, -112.074], importance: 0.77, extentKm: 20 },
  {
    location: 'Denver, Colorado',
    centre: [39.7392, -104.9903],
    importance: 0.77,
    extentKm: 11,
    neighbourhoods: { Highland: [39.7593, -105.011], 'Cherry Creek': [39.717, -104.953], 'Washington Park': [39.7, -104.97] },
  },
  {
    location: 'New Orleans, Louisiana',
    centre: [29.9511, -90.0715],
    importance: 0.76,
    extentKm: 10,
    land: [280, 400],
    neighbourhoods: { 'Garden District': [29.9289, -90.0837], Bywater: [29.9626, -90.0385, [270, 450]], Uptown: [29.923, -90.11], Marigny: [29.965, -90.053] },
  },
  { location: 'Nashville, Tennessee', centre: [36.1627, -86.7816], importance: 0.75, extentKm: 14 },
  { location: 'Portland, Oregon', centre: [45.5152, -122.6784], importance: 0.74, extentKm: 10 },
  { location: 'Orlando, Florida', centre: [28.5383, -81.3792], importance: 0.72, extentKm: 12 },
  { location: 'Tampa, Florida', centre: [27.9506, -82.4572], importance: 0.72, extentKm: 10, land: [290, 430] },
  {
    location: 'Newark, New Jersey',
    centre: [40.7357, -74.1724],
    importance: 0.68,
    extentKm: 5,
    land: [180, 360],
    neighbourhoods: { Ironbound: [40.7256, -74.156], 'Forest Hill': [40.77, -74.174], Downtown: [40.737, -74.172], 'North Ward': [40.76, -74.16] },
  },
  { location: 'Charleston, South Carolina', centre: [32.7765, -79.9311], importance: 0.66, extentKm: 8, land: [320, 375] },
  { location: 'Savannah, Georgia', centre: [32.0809, -81.0912], importance: 0.64, extentKm: 8, land: [100, 260] },
  {
    location: 'New Haven, Connecticut',
    centre: [41.3083, -72.9279],
    importance: 0.64,
    extentKm: 5,
    land: [280, 440],
    neighbourhoods: { 'East Rock': [41.324, -72.907], 'Wooster Square': [41.3043, -72.916], Westville: [41.33, -72.968] },
  },
  { location: 'Ann Arbor, Michigan', centre: [42.2808, -83.743], importance: 0.62, extentKm: 6 },
  { location: 'Lake Tahoe, Nevada', centre: [39.2516, -119.9727], kind: 'water', importance: 0.62, extentKm: 12, land: [290, 430] },
  { location: 'Asheville, North Carolina', centre: [35.5951, -82.5515], importance: 0.6, extentKm: 8 },
  { location: 'Palm Springs, California', centre: [33.8303, -116.5453], importance: 0.6, extentKm: 9 },
  { location: 'Malibu, California', centre: [34.0259, -118.7798], importance: 0.6, extentKm: 12, land: [285, 435] },
  { location: 'Aspen, Colorado', centre: [39.1911, -106.8175], kind: 'town', importance: 0.6, extentKm: 3 },
  { location: 'Cape Cod, Massachusetts', centre: [41.68, -70.32], kind: 'peninsula', importance: 0.6, extentKm: 40 },
  {
    location: 'Burlington, Vermont',
    centre: [44.4759, -73.2121],
    importance: 0.6,
    extentKm: 5,
    land: [10, 170],
    neighbourhoods: { 'Shelburne Bay': [44.43, -73.215, [0, 180]], 'Bolton Valley': [44.4215, -72.851], Intervale: [44.495, -73.205] },
  },
  {
    location: 'Newport, Rhode Island',
    centre: [41.4901, -71.3128],
    importance: 0.58,
    extentKm: 5,
    land: [10, 170],
    neighbourhoods: { 'Bellevue Avenue': [41.472, -71.307], 'Kay Street': [41.493, -71.307], 'Ocean Drive': [41.453, -71.338, [0, 120]] },
  },
  { location: 'Duluth, Minnesota', centre: [46.7867, -92.1005], importance: 0.58, extentKm: 12, land: [240, 400] },
  { location: 'Lancaster, Pennsylvania', centre: [40.0379, -76.3055], importance: 0.56, extentKm: 4 },
  {
    location: 'York, Pennsylvania',
    centre: [39.9626, -76.7277],
    importance: 0.54,
    extentKm: 4,
    neighbourhoods: { Springettsbury: [39.98, -76.68], Downtown: [39.9626, -76.7277], 'West York': [39.9526, -76.7516] },
  },
];

/** How important a neighbourhood is beside its city's importance (cities rank first among equal matches). */
const NEIGHBOURHOOD_IMPORTANCE = 0.5;
/** A neighbourhood's bounding box: a square this many km either side of its centre. */
const NEIGHBOURHOOD_EXTENT_KM = 1;
/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

function boxAround(centre: Position, km: number): MapView {
  const lat = km / KM_PER_DEGREE;
  const lng = km / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { south: centre.lat - lat, north: centre.lat + lat, west: centre.lng - lng, east: centre.lng + lng };
}

/** The smallest box holding all of them: a city's holds its neighbourhoods'. */
function union(boxes: readonly MapView[]): MapView {
  return {
    south: Math.min(...boxes.map((b) => b.south)),
    north: Math.max(...boxes.map((b) => b.north)),
    west: Math.min(...boxes.map((b) => b.west)),
    east: Math.max(...boxes.map((b) => b.east)),
  };
}

function placesOf(data: CityData): Place[] {
  const [city = '', state = ''] = data.location.split(', ');
  const stateCode = STATE_CODES[state];
  if (!stateCode) throw new Error(`no postal code for ${state}`);
  const common = { location: data.location, city, state, stateCode };
  const neighbourhoods = Object.entries(data.neighbourhoods ?? {}).map(([name, [lat, lng, land]]) => {
    const centre = { lat, lng };
    return {
      ...common,
      placeId: 0,
      name,
      kind: 'neighbourhood' as const,
      centre,
      land: land ?? ALL_AROUND,
      importance: data.importance * NEIGHBOURHOOD_IMPORTANCE,
      boundingBox: boxAround(centre, NEIGHBOURHOOD_EXTENT_KM),
    };
  });
  const centre = { lat: data.centre[0], lng: data.centre[1] };
  const boundingBox = union([boxAround(centre, data.extentKm), ...neighbourhoods.map((n) => n.boundingBox)]);
  const cityPlace = { ...common, placeId: 0, name: city, kind: data.kind ?? 'city', centre, land: data.land ?? ALL_AROUND, importance: data.importance, boundingBox };
  return [cityPlace, ...neighbourhoods];
}

/** Every place, cities first with their neighbourhoods after each. */
export const PLACES: readonly Place[] = CITIES.flatMap(placesOf).map((place, i) => ({ ...place, placeId: 310_000 + i }));

/** The cities (and the peninsula, the lake: every demo location's own place). */
export const CITY_PLACES: readonly Place[] = PLACES.filter((place) => place.kind !== 'neighbourhood');

/** The place of a demo location ("Austin, Texas"); throws for a location the data set lacks. */
export function cityPlace(location: string): Place {
  const place = CITY_PLACES.find((candidate) => candidate.location === location);
  if (!place) throw new Error(`tools/geo-stand-in/places.ts has no place for "${location}"`);
  return place;
}

/** A neighbourhood of a demo location, by name ("Travis Heights" in "Austin, Texas"), if the data set has it. */
export function neighbourhoodPlace(location: string, name: string): Place | undefined {
  return PLACES.find((place) => place.kind === 'neighbourhood' && place.location === location && place.name === name);
}
