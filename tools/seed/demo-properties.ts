import type { Position } from '@homehaven/domain/geo';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import type { PropertyStatus } from '@homehaven/domain/statuses';
import type { DemoAccountKey } from './demo-accounts';
import { withPositions } from './demo-positions';

/** A demo listing before it is placed on the map. */
interface DemoListing {
  title: string;
  location: string;
  /** The neighbourhood of `location` its title names (generated listings): it stands there on the map. */
  neighbourhood?: string;
  details: string;
  min: number;
  max: number;
  status: PropertyStatus;
  agent: DemoAccountKey;
  /** The cover. */
  image: string;
  /** The gallery, cover first; absent for a listing shown as it was before galleries (its one picture). */
  photos?: readonly string[];
  floorPlans?: readonly string[];
  panoramas?: readonly string[];
  facts: ListingFacts;
  /** How many days ago it was listed. */
  daysAgo: number;
}

/** A demo listing before it is written (images are uploaded by the seed; every picture is a file in tools/seed/images). */
export interface DemoProperty extends DemoListing {
  /** Where it is on the map (demo-positions.ts). */
  position: Position;
}

const coverFile = (photoNumber: number): string => `property-${String(photoNumber).padStart(2, '0')}.jpg`;

const row = (
  title: string,
  location: string,
  min: number,
  max: number,
  status: PropertyStatus,
  agent: DemoAccountKey,
  imageNumber: number,
  daysAgo: number,
  details: string,
  facts: ListingFacts,
): DemoListing => ({ title, location, min, max, status, agent, image: coverFile(imageNumber), daysAgo, details, facts });

/** 26 hand-written listings: 24 by the two agents across every status, and 2 by the agent later marked fraud. */
const HAND_WRITTEN: DemoListing[] = [
  row(
    'Sunny Family Home with Garden',
    'Austin, Texas',
    420000,
    465000,
    'verified',
    'olivia',
    1,
    2,
    'Four bedrooms, two and a half baths and a fenced back garden with mature oaks. Walking distance to schools and the greenbelt trail.',
    { type: 'house', bedrooms: 4, bathrooms: 2.5, area: 2440, lotSize: 8700, yearBuilt: 1998, parking: 2, amenities: ['garden', 'fireplace', 'airConditioning', 'petFriendly'] },
  ),
  row(
    'Glass Villa above the Valley',
    'Los Angeles, California',
    2350000,
    2600000,
    'verified',
    'marcus',
    2,
    3,
    'Flat-roofed modern villa with floor-to-ceiling glass, an infinity pool and a home cinema. Quiet cul-de-sac in the hills.',
    { type: 'house', bedrooms: 5, bathrooms: 5.5, area: 6200, lotSize: 21800, yearBuilt: 2016, parking: 3, amenities: ['garage', 'garden', 'pool', 'airConditioning', 'security'] },
  ),
  row(
    'Brick Townhouse Near the Park',
    'Boston, Massachusetts',
    890000,
    940000,
    'verified',
    'olivia',
    3,
    5,
    'Restored 1890s brick townhouse: three floors, original fireplaces, a chef kitchen and a private roof deck.',
    { type: 'townhouse', bedrooms: 3, bathrooms: 2.5, area: 2300, lotSize: 1400, yearBuilt: 1890, parking: 0, amenities: ['fireplace', 'airConditioning'] },
  ),
  row(
    'Downtown Tower Apartment',
    'New York, New York',
    1150000,
    1290000,
    'verified',
    'marcus',
    4,
    6,
    'Two-bedroom apartment on the 31st floor with skyline views, concierge, gym and residents lounge.',
    { type: 'apartment', bedrooms: 2, bathrooms: 2, area: 1150, yearBuilt: 2008, parking: 0, amenities: ['balcony', 'airConditioning', 'elevator', 'gym', 'security'] },
  ),
  row(
    'Beach House on the Dunes',
    'Malibu, California',
    3100000,
    3450000,
    'verified',
    'olivia',
    5,
    8,
    'Steps to the sand: open living space, wraparound deck, outdoor shower and sunsets over the Pacific.',
    { type: 'house', bedrooms: 3, bathrooms: 3, area: 2600, lotSize: 6500, yearBuilt: 1985, parking: 2, amenities: ['balcony', 'waterfront', 'petFriendly'] },
  ),
  row(
    'Mountain Cabin with Hot Tub',
    'Aspen, Colorado',
    780000,
    845000,
    'verified',
    'marcus',
    6,
    9,
    'Log cabin with vaulted ceilings, stone fireplace and a hot tub facing the peaks. Ski shuttle at the corner.',
    { type: 'house', bedrooms: 3, bathrooms: 2, area: 1800, lotSize: 15000, yearBuilt: 1978, parking: 2, amenities: ['fireplace', 'furnished', 'petFriendly'] },
  ),
  row(
    'Farmhouse on Five Acres',
    'Lancaster, Pennsylvania',
    515000,
    560000,
    'verified',
    'olivia',
    7,
    11,
    'Classic white farmhouse with a red barn, orchard and pasture. Updated kitchen, wide porch, well water.',
    { type: 'house', bedrooms: 4, bathrooms: 2, area: 2800, lotSize: 217800, yearBuilt: 1890, parking: 4, amenities: ['garden', 'fireplace', 'petFriendly'] },
  ),
  row(
    'Suburban Bungalow with Garage',
    'Phoenix, Arizona',
    365000,
    389000,
    'verified',
    'marcus',
    8,
    12,
    'Single-storey bungalow, three bedrooms, double garage, low-water landscaping and solar panels.',
    { type: 'house', bedrooms: 3, bathrooms: 2, area: 1650, lotSize: 7200, yearBuilt: 1994, parking: 2, amenities: ['garage', 'garden', 'airConditioning', 'petFriendly'] },
  ),
  row('Skyline Penthouse', 'Chicago, Illinois', 1850000, 1990000, 'verified', 'olivia', 9, 14, 'Full-floor penthouse with a 360-degree terrace over the lake and the Loop. Private elevator.', {
    type: 'apartment',
    bedrooms: 3,
    bathrooms: 3.5,
    area: 4100,
    yearBuilt: 2012,
    parking: 2,
    amenities: ['balcony', 'airConditioning', 'elevator', 'gym', 'security'],
  }),
  row('Cottage with Rose Garden', 'Portland, Oregon', 455000, 479000, 'verified', 'marcus', 10, 15, 'Storybook cottage with a rose garden, sunroom and artist studio in the back.', {
    type: 'house',
    bedrooms: 2,
    bathrooms: 1,
    area: 1080,
    lotSize: 5000,
    yearBuilt: 1926,
    parking: 1,
    amenities: ['garden', 'fireplace', 'petFriendly'],
  }),
  row(
    'Converted Warehouse Loft',
    'Seattle, Washington',
    690000,
    735000,
    'verified',
    'olivia',
    11,
    17,
    'Exposed brick, timber beams and 14-foot ceilings in a converted 1920s warehouse. Shared rooftop garden.',
    { type: 'apartment', bedrooms: 1, bathrooms: 1.5, area: 1450, yearBuilt: 1924, parking: 1, amenities: ['airConditioning', 'elevator', 'petFriendly'] },
  ),
  row('Lakeside House with Dock', 'Lake Tahoe, Nevada', 1420000, 1560000, 'verified', 'marcus', 12, 18, 'Lake-front living with a private dock, boathouse and a deck built for long summer evenings.', {
    type: 'house',
    bedrooms: 4,
    bathrooms: 3,
    area: 3200,
    lotSize: 17400,
    yearBuilt: 1989,
    parking: 2,
    amenities: ['garage', 'garden', 'fireplace', 'waterfront'],
  }),
  row('Starter Home near Campus', 'Ann Arbor, Michigan', 298000, 315000, 'verified', 'olivia', 8, 20, 'Two bedrooms, updated bath, new roof and a short bike ride to campus and downtown.', {
    type: 'house',
    bedrooms: 2,
    bathrooms: 1,
    area: 980,
    lotSize: 5200,
    yearBuilt: 1952,
    parking: 1,
    amenities: ['garage', 'garden', 'petFriendly'],
  }),
  row('Harbor View Condo', 'San Diego, California', 710000, 760000, 'verified', 'marcus', 4, 21, 'Bright corner condo with harbor views, pool, and secure parking. Close to the waterfront path.', {
    type: 'apartment',
    bedrooms: 2,
    bathrooms: 2,
    area: 1180,
    yearBuilt: 2004,
    parking: 1,
    amenities: ['pool', 'balcony', 'airConditioning', 'elevator', 'security'],
  }),
  row('Colonial on a Quiet Street', 'Charleston, South Carolina', 640000, 699000, 'verified', 'olivia', 3, 23, 'Columned colonial with a piazza, heart-pine floors and a walled courtyard garden.', {
    type: 'townhouse',
    bedrooms: 3,
    bathrooms: 2.5,
    area: 2400,
    lotSize: 3500,
    yearBuilt: 1840,
    parking: 1,
    amenities: ['garden', 'fireplace', 'airConditioning'],
  }),
  row('Ranch House with Pool', 'Dallas, Texas', 540000, 575000, 'verified', 'marcus', 1, 24, 'Open-plan ranch house with a saltwater pool, outdoor kitchen and a three-car garage.', {
    type: 'house',
    bedrooms: 4,
    bathrooms: 3,
    area: 2900,
    lotSize: 11000,
    yearBuilt: 1979,
    parking: 3,
    amenities: ['garage', 'garden', 'pool', 'fireplace', 'airConditioning'],
  }),
  row(
    'Modern Duplex in the Arts District',
    'Denver, Colorado',
    615000,
    650000,
    'pending',
    'olivia',
    11,
    1,
    'New-build duplex with a rooftop deck, EV charger and smart-home wiring, waiting for verification.',
    { type: 'townhouse', bedrooms: 3, bathrooms: 2.5, area: 1900, lotSize: 2500, yearBuilt: 2024, parking: 1, amenities: ['garage', 'airConditioning', 'petFriendly'] },
  ),
  row('Seaside Cottage', 'Cape Cod, Massachusetts', 725000, 770000, 'pending', 'marcus', 10, 1, 'Cedar-shingled cottage a short walk from the bay, with an outdoor shower and bunk room.', {
    type: 'house',
    bedrooms: 3,
    bathrooms: 2,
    area: 1400,
    lotSize: 6000,
    yearBuilt: 1938,
    parking: 2,
    amenities: ['garden', 'fireplace', 'furnished', 'petFriendly'],
  }),
  row('Riverside Townhome', 'Nashville, Tennessee', 410000, 436000, 'pending', 'olivia', 3, 2, 'Three-storey townhome by the river greenway with a two-car garage and balcony.', {
    type: 'townhouse',
    bedrooms: 3,
    bathrooms: 2.5,
    area: 1750,
    lotSize: 1600,
    yearBuilt: 2015,
    parking: 2,
    amenities: ['garage', 'balcony', 'fireplace', 'airConditioning'],
  }),
  row('Hillside Retreat', 'Asheville, North Carolina', 585000, 620000, 'pending', 'marcus', 6, 4, 'Contemporary retreat with long mountain views, a screened porch and a wood stove.', {
    type: 'house',
    bedrooms: 3,
    bathrooms: 2,
    area: 2100,
    lotSize: 43560,
    yearBuilt: 2006,
    parking: 2,
    amenities: ['fireplace', 'petFriendly'],
  }),
  row('Garden Flat in the Old Town', 'Savannah, Georgia', 335000, 355000, 'pending', 'olivia', 10, 4, 'Ground-floor flat with its own walled garden under the live oaks.', {
    type: 'apartment',
    bedrooms: 1,
    bathrooms: 1,
    area: 720,
    yearBuilt: 1885,
    parking: 0,
    amenities: ['garden', 'fireplace', 'airConditioning'],
  }),
  row(
    'Desert Modern Home',
    'Palm Springs, California',
    980000,
    1050000,
    'rejected',
    'marcus',
    2,
    26,
    'Mid-century desert modern with breeze-block walls and a pool. Listing rejected: photos did not match.',
    { type: 'house', bedrooms: 3, bathrooms: 2, area: 1900, lotSize: 10000, yearBuilt: 1962, parking: 2, amenities: ['garage', 'pool', 'airConditioning'] },
  ),
  row('Waterfront Lot with Cabin', 'Duluth, Minnesota', 260000, 280000, 'rejected', 'olivia', 12, 27, 'Small cabin on a wooded lot with lake frontage. Listing rejected: missing ownership papers.', {
    type: 'land',
    bedrooms: 1,
    area: 480,
    lotSize: 87120,
    parking: 2,
    amenities: ['waterfront'],
  }),
  row('Urban Studio', 'Miami, Florida', 199000, 215000, 'rejected', 'marcus', 4, 28, 'Compact studio near the beach. Listing rejected: price range outside policy.', {
    type: 'apartment',
    bedrooms: 0,
    bathrooms: 1,
    area: 450,
    yearBuilt: 1972,
    parking: 0,
    amenities: ['pool', 'airConditioning', 'elevator'],
  }),
  row('Too-Good-To-Be-True Mansion', 'Orlando, Florida', 150000, 175000, 'verified', 'victor', 2, 30, 'A twelve-bedroom mansion at a fraction of its value. Withdrawn: its agent was marked fraud.', {
    type: 'house',
    bedrooms: 12,
    bathrooms: 10,
    area: 11000,
    lotSize: 65000,
    yearBuilt: 2001,
    parking: 6,
    amenities: ['garage', 'garden', 'pool', 'airConditioning', 'security'],
  }),
  row('Lakefront Estate, Cash Only', 'Tampa, Florida', 99000, 120000, 'verified', 'victor', 12, 31, 'Estate with private lake. Withdrawn: its agent was marked fraud.', {
    type: 'house',
    bedrooms: 6,
    bathrooms: 5,
    area: 5400,
    lotSize: 130000,
    yearBuilt: 1995,
    parking: 4,
    amenities: ['garage', 'garden', 'pool', 'waterfront'],
  }),
];

/** The photo of a second bedroom: shown only in galleries of homes with two bedrooms or more. */
const SECOND_BEDROOM = 'room-guest-bedroom.jpg';
/** Interior photos (tools/seed/images/room-*.jpg) a gallery shows after its cover, in gallery order. */
const MODERN_ROOMS = ['room-living-modern.jpg', 'room-kitchen-modern.jpg', 'room-dining.jpg', 'room-bedroom.jpg', 'room-bathroom.jpg', SECOND_BEDROOM] as const;
/** The same for homes with a fireplace (every kind using them has `fireplace` among its amenities). */
const HOMELY_ROOMS = ['room-living-fireplace.jpg', 'room-kitchen-country.jpg', 'room-dining.jpg', 'room-bedroom.jpg', 'room-bathroom.jpg', SECOND_BEDROOM] as const;

/**
 * A kind of home: its seed photo, the noun its titles end with, a sentence about it, its price in an
 * average market, its facts (generated listings vary the area, the year and, where `details` does
 * not name them, the bedrooms), and the pictures its galleries show after the cover.
 */
interface HomeKind {
  photo: number;
  noun: string;
  details: string;
  price: number;
  facts: ListingFacts;
  /** Whether `details` names the number of bedrooms (then every listing of the kind has that many). */
  bedroomsSaid: boolean;
  rooms: readonly string[];
  /** Other seed photos of the same place (a penthouse's tower), after the rooms. */
  alsoShows?: readonly string[];
}

/** One kind per seed photo (tools/seed/images/README.md says what each shows). */
const KINDS = {
  family: {
    photo: 1,
    noun: 'Family Home',
    price: 480_000,
    details: 'Two-storey family house with four bedrooms, a fenced back garden and a covered porch.',
    facts: { type: 'house', bedrooms: 4, bathrooms: 2.5, area: 2300, lotSize: 7500, yearBuilt: 1996, parking: 2, amenities: ['garden', 'fireplace', 'airConditioning', 'petFriendly'] },
    bedroomsSaid: true,
    rooms: HOMELY_ROOMS,
  },
  villa: {
    photo: 2,
    noun: 'Glass Villa',
    price: 1_450_000,
    details: 'Flat-roofed modern villa with floor-to-ceiling glass, an open kitchen and a heated pool.',
    facts: { type: 'house', bedrooms: 4, bathrooms: 4.5, area: 4300, lotSize: 16000, yearBuilt: 2014, parking: 2, amenities: ['garage', 'garden', 'pool', 'airConditioning', 'security'] },
    bedroomsSaid: false,
    rooms: MODERN_ROOMS,
  },
  townhouse: {
    photo: 3,
    noun: 'Brick Townhouse',
    price: 560_000,
    details: 'Restored brick townhouse over three floors with a stoop, original fireplaces and a small rear garden.',
    facts: { type: 'townhouse', bedrooms: 3, bathrooms: 2.5, area: 2100, lotSize: 1500, yearBuilt: 1895, parking: 0, amenities: ['garden', 'fireplace'] },
    bedroomsSaid: false,
    rooms: HOMELY_ROOMS,
  },
  apartment: {
    photo: 4,
    noun: 'High-Rise Apartment',
    price: 430_000,
    details: 'Two-bedroom apartment with a balcony, a doorman and a gym, and city views from the upper floors.',
    facts: { type: 'apartment', bedrooms: 2, bathrooms: 2, area: 1050, yearBuilt: 2006, parking: 1, amenities: ['balcony', 'airConditioning', 'elevator', 'gym', 'security'] },
    bedroomsSaid: true,
    rooms: MODERN_ROOMS,
  },
  beach: {
    photo: 5,
    noun: 'Beach House',
    price: 1_050_000,
    details: 'Raised beach house with a wraparound deck, an outdoor shower and the water a short walk away.',
    facts: { type: 'house', bedrooms: 3, bathrooms: 2, area: 1900, lotSize: 5000, yearBuilt: 1988, parking: 2, amenities: ['balcony', 'airConditioning', 'petFriendly'] },
    bedroomsSaid: false,
    rooms: MODERN_ROOMS,
  },
  cabin: {
    photo: 6,
    noun: 'Log Cabin',
    price: 390_000,
    details: 'Log cabin with a stone fireplace, vaulted ceilings and a hot tub facing the hills.',
    facts: { type: 'house', bedrooms: 2, bathrooms: 1, area: 1200, lotSize: 20000, yearBuilt: 1975, parking: 2, amenities: ['fireplace', 'furnished', 'petFriendly'] },
    bedroomsSaid: false,
    rooms: HOMELY_ROOMS,
  },
  farmhouse: {
    photo: 7,
    noun: 'Farmhouse',
    price: 430_000,
    details: 'White farmhouse on three acres with a barn, a wide porch and an updated kitchen.',
    facts: { type: 'house', bedrooms: 4, bathrooms: 2, area: 2600, lotSize: 130_680, yearBuilt: 1905, parking: 4, amenities: ['garden', 'fireplace', 'petFriendly'] },
    bedroomsSaid: false,
    rooms: HOMELY_ROOMS,
  },
  bungalow: {
    photo: 8,
    noun: 'Bungalow',
    price: 310_000,
    details: 'Single-storey bungalow with three bedrooms, an attached garage and a low-maintenance yard.',
    facts: { type: 'house', bedrooms: 3, bathrooms: 2, area: 1500, lotSize: 6200, yearBuilt: 1958, parking: 2, amenities: ['garage', 'garden', 'airConditioning'] },
    bedroomsSaid: true,
    rooms: MODERN_ROOMS,
  },
  penthouse: {
    photo: 9,
    noun: 'Penthouse',
    price: 1_500_000,
    details: 'Top-floor penthouse with a wraparound terrace, a private elevator and skyline views.',
    facts: { type: 'apartment', bedrooms: 3, bathrooms: 3, area: 3200, yearBuilt: 2015, parking: 2, amenities: ['balcony', 'airConditioning', 'elevator', 'gym', 'security'] },
    bedroomsSaid: false,
    rooms: MODERN_ROOMS,
    alsoShows: [coverFile(4)],
  },
  cottage: {
    photo: 10,
    noun: 'Stone Cottage',
    price: 360_000,
    details: 'Stone cottage behind a picket fence with a flower garden, a sunroom and a wood stove.',
    facts: { type: 'house', bedrooms: 2, bathrooms: 1, area: 1050, lotSize: 4800, yearBuilt: 1925, parking: 1, amenities: ['garden', 'fireplace', 'petFriendly'] },
    bedroomsSaid: false,
    rooms: HOMELY_ROOMS,
  },
  loft: {
    photo: 11,
    noun: 'Warehouse Loft',
    price: 500_000,
    details: 'Converted warehouse loft with exposed brick, timber beams, tall windows and a shared roof garden.',
    facts: { type: 'apartment', bedrooms: 1, bathrooms: 1, area: 1200, yearBuilt: 1922, parking: 0, amenities: ['elevator', 'petFriendly'] },
    bedroomsSaid: false,
    rooms: MODERN_ROOMS,
  },
  lake: {
    photo: 12,
    noun: 'Lake House',
    price: 760_000,
    details: 'Waterfront house with a private dock, a long deck and a boathouse.',
    facts: { type: 'house', bedrooms: 3, bathrooms: 2.5, area: 2400, lotSize: 14000, yearBuilt: 1984, parking: 2, amenities: ['garden', 'fireplace', 'waterfront'] },
    bedroomsSaid: false,
    rooms: HOMELY_ROOMS,
  },
} satisfies Record<string, HomeKind>;

/** A generated listing: its neighbourhood (the title's start), its kind, and its status when not verified. */
type CityListing = readonly [place: string, kind: keyof typeof KINDS, status?: PropertyStatus];

/** A city of the generated listings: prices are the kinds' prices times `priceFactor`; `note` closes every description. */
interface DemoCity {
  location: string;
  priceFactor: number;
  note: string;
  listings: readonly CityListing[];
}

/**
 * Cities for search, order and paging. Several share a word, so a location search shows its
 * word-prefix matching: "new" finds New York, Newark, New Orleans, New Haven and Newport; "york"
 * finds New York and York. Austin, Boston, Chicago, Denver, New York, San Diego and Seattle also
 * have hand-written listings.
 */
const CITIES: readonly DemoCity[] = [
  {
    location: 'New York, New York',
    priceFactor: 1.7,
    note: "A short walk to the subway, the park and some of the city's best restaurants.",
    listings: [
      ['Brooklyn Heights', 'townhouse'],
      ['Upper West Side', 'apartment'],
      ['Long Island City', 'loft'],
      ['Harlem', 'townhouse'],
    ],
  },
  {
    location: 'Newark, New Jersey',
    priceFactor: 0.7,
    note: 'Close to Penn Station for a quick train into Manhattan.',
    listings: [
      ['Ironbound', 'townhouse'],
      ['Forest Hill', 'family'],
      ['Downtown', 'apartment'],
      ['North Ward', 'bungalow'],
    ],
  },
  {
    location: 'New Orleans, Louisiana',
    priceFactor: 0.8,
    note: 'Minutes from the French Quarter by streetcar.',
    listings: [
      ['Garden District', 'cottage'],
      ['Bywater', 'bungalow'],
      ['Uptown', 'family'],
      ['Marigny', 'loft'],
    ],
  },
  {
    location: 'New Haven, Connecticut',
    priceFactor: 0.8,
    note: "A short walk to the university, the green and the city's famous pizza.",
    listings: [
      ['East Rock', 'family'],
      ['Wooster Square', 'townhouse'],
      ['Westville', 'cottage'],
    ],
  },
  {
    location: 'Newport, Rhode Island',
    priceFactor: 1.3,
    note: 'Close to the Cliff Walk, the harbor and the summer sailing races.',
    listings: [
      ['Bellevue Avenue', 'villa'],
      ['Kay Street', 'cottage', 'pending'],
      ['Ocean Drive', 'beach'],
    ],
  },
  {
    location: 'York, Pennsylvania',
    priceFactor: 0.55,
    note: 'Near the historic downtown, its Central Market and the rail trail.',
    listings: [
      ['Springettsbury', 'farmhouse'],
      ['Downtown', 'loft'],
      ['West York', 'bungalow'],
    ],
  },
  {
    location: 'Austin, Texas',
    priceFactor: 1.05,
    note: 'Close to the hike-and-bike trails and the live music downtown.',
    listings: [
      ['Travis Heights', 'bungalow'],
      ['Hyde Park', 'cottage'],
      ['Lakeway', 'lake'],
    ],
  },
  {
    location: 'Chicago, Illinois',
    priceFactor: 1,
    note: 'Near the L, the lakefront trail and the neighborhood restaurants.',
    listings: [
      ['Lincoln Park', 'townhouse'],
      ['Wicker Park', 'loft'],
      ['Streeterville', 'apartment'],
    ],
  },
  {
    location: 'Boston, Massachusetts',
    priceFactor: 1.45,
    note: 'Walking distance to the T, the Common and the Charles River paths.',
    listings: [
      ['South End', 'townhouse'],
      ['Back Bay', 'apartment'],
      ['Jamaica Plain', 'family'],
    ],
  },
  {
    location: 'Denver, Colorado',
    priceFactor: 1.05,
    note: 'An easy drive to the mountains and a short ride downtown.',
    listings: [
      ['Highland', 'family'],
      ['Cherry Creek', 'penthouse'],
      ['Washington Park', 'bungalow'],
    ],
  },
  {
    location: 'Seattle, Washington',
    priceFactor: 1.35,
    note: 'Close to light rail, coffee shops and the waterfront.',
    listings: [
      ['Capitol Hill', 'apartment'],
      ['Ballard', 'cottage'],
      ['Leschi', 'lake'],
    ],
  },
  {
    location: 'San Diego, California',
    priceFactor: 1.5,
    note: 'Minutes from the beaches, with sunshine nearly all year.',
    listings: [
      ['La Jolla', 'beach'],
      ['North Park', 'bungalow'],
      ['Point Loma', 'villa'],
    ],
  },
  {
    location: 'Burlington, Vermont',
    priceFactor: 0.8,
    note: 'Close to Church Street and the lakefront bike path, with ski areas an hour away.',
    listings: [
      ['Shelburne Bay', 'lake'],
      ['Bolton Valley', 'cabin'],
      ['Intervale', 'farmhouse'],
    ],
  },
];

/** Listings are spread over this many days. */
const SPREAD_DAYS = 90;
/** Small price differences between listings of the same kind and city. */
const PRICE_WOBBLE = [0.94, 1, 1.06, 0.97, 1.03] as const;

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** Small differences between generated listings of the same kind: interior area factors and bedrooms added. */
const AREA_WOBBLE = [1, 1.08, 0.93, 1.04, 0.97] as const;
const BEDROOM_WOBBLE = [0, 1, 0, -1, 0] as const;

/** A generated listing's facts: its kind's, its area, year and (unless the description names them) bedrooms varied. */
function generatedFacts(kind: HomeKind, i: number): ListingFacts {
  const { facts } = kind;
  const bedrooms = facts.bedrooms === undefined || kind.bedroomsSaid ? facts.bedrooms : Math.max(1, facts.bedrooms + (BEDROOM_WOBBLE[i % BEDROOM_WOBBLE.length] ?? 0));
  return {
    ...facts,
    bedrooms,
    area: facts.area === undefined ? undefined : roundTo(facts.area * (AREA_WOBBLE[i % AREA_WOBBLE.length] ?? 1), 10),
    yearBuilt: facts.yearBuilt === undefined ? undefined : facts.yearBuilt + ((i * 7) % 15) - 7,
  };
}

/**
 * The generated listings: each city's first listing, then each city's second, and so on, so that
 * cities mix in "newest first"; each takes its own day among those the hand-written rows leave free.
 * The two agents take turns.
 */
function generatedListings(takenDays: ReadonlySet<number>): DemoListing[] {
  const rounds = Math.max(...CITIES.map((city) => city.listings.length));
  const picks = Array.from({ length: rounds }, (_, round) => CITIES.flatMap((city) => (city.listings[round] ? [{ city, listing: city.listings[round] }] : []))).flat();
  const freeDays = Array.from({ length: SPREAD_DAYS }, (_, i) => i + 1).filter((day) => !takenDays.has(day));
  return picks.map(({ city, listing: [place, kindKey, status = 'verified'] }, i) => {
    const kind: HomeKind = KINDS[kindKey];
    const min = roundTo(kind.price * city.priceFactor * (PRICE_WOBBLE[i % PRICE_WOBBLE.length] ?? 1), 5_000);
    const day = freeDays[Math.floor((i * freeDays.length) / picks.length)] ?? SPREAD_DAYS;
    const listing = row(
      `${place} ${kind.noun}`,
      city.location,
      min,
      roundTo(min * 1.08, 5_000),
      status,
      i % 2 === 0 ? 'marcus' : 'olivia',
      kind.photo,
      day,
      `${kind.details} ${city.note}`,
      generatedFacts(kind, i),
    );
    return { ...listing, neighbourhood: place };
  });
}

/** How many interior photos galleries show, in turn: so galleries hold 4 to 8 photos. */
const ROOMS_SHOWN = [6, 3, 5, 4, 6] as const;
/** Every this many generated listings, one keeps a single picture, as listings written before galleries. */
const WITHOUT_GALLERY_EVERY = 6;

/** Floor plans and 360° panoramas (tools/seed/images/plan-*.jpg, panorama-*.jpg) of a few listings, by title. */
const TOURS: Readonly<Record<string, Pick<DemoListing, 'floorPlans' | 'panoramas'>>> = {
  'Sunny Family Home with Garden': { floorPlans: ['plan-family-ground.jpg', 'plan-family-upper.jpg'], panoramas: ['panorama-living-room.jpg'] },
  'Downtown Tower Apartment': { floorPlans: ['plan-apartment.jpg'] },
  'Lakeside House with Dock': { floorPlans: ['plan-lake-house.jpg'], panoramas: ['panorama-lake.jpg', 'panorama-living-room.jpg'] },
  'Cottage with Rose Garden': { floorPlans: ['plan-cottage.jpg'], panoramas: ['panorama-garden.jpg'] },
  'Lakeway Lake House': { panoramas: ['panorama-lake.jpg'] },
};

/** The kind whose seed photo a listing's cover is. */
function kindOf(listing: DemoListing): HomeKind {
  const kind = Object.values(KINDS).find((candidate: HomeKind) => coverFile(candidate.photo) === listing.image);
  if (!kind) throw new Error(`no kind shows ${listing.image}`);
  return kind;
}

/**
 * A listing with its pictures: a gallery of its cover, the interiors of its kind and any other photo
 * of the same place, unless it is rejected, withdrawn or one of the generated listings kept without
 * one; and its floor plans and panoramas from {@link TOURS}.
 */
function withPictures(listing: DemoListing, i: number, generated: boolean): DemoListing {
  const kind = kindOf(listing);
  const withoutGallery = listing.status === 'rejected' || listing.agent === 'victor' || (generated && i % WITHOUT_GALLERY_EVERY === WITHOUT_GALLERY_EVERY - 1);
  const rooms = kind.rooms.filter((room) => room !== SECOND_BEDROOM || (listing.facts.bedrooms ?? 0) >= 2).slice(0, ROOMS_SHOWN[i % ROOMS_SHOWN.length]);
  const photos = withoutGallery ? undefined : [listing.image, ...rooms, ...(kind.alsoShows ?? [])];
  return { ...listing, ...(photos && { photos }), ...TOURS[listing.title] };
}

/**
 * Nina's listings, all public when she listed them on her Starter plan: the seed then ends her plan
 * (docs/plans.md "Demo data"), so the two oldest pause above the free plan's one listing.
 */
const LAPSED_AGENT_LISTINGS: DemoListing[] = [
  row('Brick Townhouse near the Park', 'Denver, Colorado', 455000, 490000, 'verified', 'nina', 3, 31, 'Three floors of brick and light, two blocks from the park.', {
    type: 'townhouse',
    bedrooms: 3,
    bathrooms: 2,
    area: 1850,
    yearBuilt: 1998,
    parking: 1,
    amenities: ['garage', 'airConditioning'],
  }),
  row('Loft with Mountain Views', 'Denver, Colorado', 385000, 410000, 'verified', 'nina', 4, 30, 'An open loft with the mountains from every window.', {
    type: 'apartment',
    bedrooms: 1,
    bathrooms: 1,
    area: 980,
    yearBuilt: 2012,
    parking: 1,
    amenities: ['elevator', 'airConditioning'],
  }),
  row('Family Home on a Quiet Cul-de-sac', 'Denver, Colorado', 610000, 655000, 'verified', 'nina', 1, 2, 'Four bedrooms, a big garden and a street where children play.', {
    type: 'house',
    bedrooms: 4,
    bathrooms: 3,
    area: 2600,
    lotSize: 7200,
    yearBuilt: 2005,
    parking: 2,
    amenities: ['garage', 'garden'],
  }),
];

/**
 * Every demo listing: the hand-written ones first (the seed's reviews, wishlist items and offers pick
 * verified listings by their place in this list), then 42 generated from {@link CITIES}, then the
 * lapsed agent's 3 (last, so no other listing's place or position moves): 71 in all, 58 of them
 * public once the seed has lapsed her plan. Most have a gallery, and a few floor plans and panoramas; every one a position.
 */
export const DEMO_PROPERTIES: DemoProperty[] = withPositions([
  ...HAND_WRITTEN.map((listing, i) => withPictures(listing, i, false)),
  ...generatedListings(new Set(HAND_WRITTEN.map((p) => p.daysAgo))).map((listing, i) => withPictures(listing, i, true)),
  ...LAPSED_AGENT_LISTINGS.map((listing, i) => withPictures(listing, i, false)),
]);
