import type { PropertyStatus } from '@homehaven/domain/statuses';
import type { DemoAccountKey } from './demo-accounts';

/** A demo listing before it is written (images are uploaded by the seed). */
export interface DemoProperty {
  title: string;
  location: string;
  details: string;
  min: number;
  max: number;
  status: PropertyStatus;
  agent: DemoAccountKey;
  /** File in tools/seed/images. */
  image: string;
  /** How many days ago it was listed. */
  daysAgo: number;
}

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
): DemoProperty => ({ title, location, min, max, status, agent, image: `property-${String(imageNumber).padStart(2, '0')}.jpg`, daysAgo, details });

/** 26 hand-written listings: 24 by the two agents across every status, and 2 by the agent later marked fraud. */
const HAND_WRITTEN: DemoProperty[] = [
  row('Sunny Family Home with Garden', 'Austin, Texas', 420000, 465000, 'verified', 'olivia', 1, 2, 'Four bedrooms, two and a half baths and a fenced back garden with mature oaks. Walking distance to schools and the greenbelt trail.'),
  row('Glass Villa above the Valley', 'Los Angeles, California', 2350000, 2600000, 'verified', 'marcus', 2, 3, 'Flat-roofed modern villa with floor-to-ceiling glass, an infinity pool and a home cinema. Quiet cul-de-sac in the hills.'),
  row('Brick Townhouse Near the Park', 'Boston, Massachusetts', 890000, 940000, 'verified', 'olivia', 3, 5, 'Restored 1890s brick townhouse: three floors, original fireplaces, a chef kitchen and a private roof deck.'),
  row('Downtown Tower Apartment', 'New York, New York', 1150000, 1290000, 'verified', 'marcus', 4, 6, 'Two-bedroom apartment on the 31st floor with skyline views, concierge, gym and residents lounge.'),
  row('Beach House on the Dunes', 'Malibu, California', 3100000, 3450000, 'verified', 'olivia', 5, 8, 'Steps to the sand: open living space, wraparound deck, outdoor shower and sunsets over the Pacific.'),
  row('Mountain Cabin with Hot Tub', 'Aspen, Colorado', 780000, 845000, 'verified', 'marcus', 6, 9, 'Log cabin with vaulted ceilings, stone fireplace and a hot tub facing the peaks. Ski shuttle at the corner.'),
  row('Farmhouse on Five Acres', 'Lancaster, Pennsylvania', 515000, 560000, 'verified', 'olivia', 7, 11, 'Classic white farmhouse with a red barn, orchard and pasture. Updated kitchen, wide porch, well water.'),
  row('Suburban Bungalow with Garage', 'Phoenix, Arizona', 365000, 389000, 'verified', 'marcus', 8, 12, 'Single-storey bungalow, three bedrooms, double garage, low-water landscaping and solar panels.'),
  row('Skyline Penthouse', 'Chicago, Illinois', 1850000, 1990000, 'verified', 'olivia', 9, 14, 'Full-floor penthouse with a 360-degree terrace over the lake and the Loop. Private elevator.'),
  row('Cottage with Rose Garden', 'Portland, Oregon', 455000, 479000, 'verified', 'marcus', 10, 15, 'Storybook cottage with a rose garden, sunroom and artist studio in the back.'),
  row('Converted Warehouse Loft', 'Seattle, Washington', 690000, 735000, 'verified', 'olivia', 11, 17, 'Exposed brick, timber beams and 14-foot ceilings in a converted 1920s warehouse. Shared rooftop garden.'),
  row('Lakeside House with Dock', 'Lake Tahoe, Nevada', 1420000, 1560000, 'verified', 'marcus', 12, 18, 'Lake-front living with a private dock, boathouse and a deck built for long summer evenings.'),
  row('Starter Home near Campus', 'Ann Arbor, Michigan', 298000, 315000, 'verified', 'olivia', 8, 20, 'Two bedrooms, updated bath, new roof and a short bike ride to campus and downtown.'),
  row('Harbor View Condo', 'San Diego, California', 710000, 760000, 'verified', 'marcus', 4, 21, 'Bright corner condo with harbor views, pool, and secure parking. Close to the waterfront path.'),
  row('Colonial on a Quiet Street', 'Charleston, South Carolina', 640000, 699000, 'verified', 'olivia', 3, 23, 'Columned colonial with a piazza, heart-pine floors and a walled courtyard garden.'),
  row('Ranch House with Pool', 'Dallas, Texas', 540000, 575000, 'verified', 'marcus', 1, 24, 'Open-plan ranch house with a saltwater pool, outdoor kitchen and a three-car garage.'),
  row('Modern Duplex in the Arts District', 'Denver, Colorado', 615000, 650000, 'pending', 'olivia', 11, 1, 'New-build duplex with a rooftop deck, EV charger and smart-home wiring, waiting for verification.'),
  row('Seaside Cottage', 'Cape Cod, Massachusetts', 725000, 770000, 'pending', 'marcus', 10, 1, 'Cedar-shingled cottage a short walk from the bay, with an outdoor shower and bunk room.'),
  row('Riverside Townhome', 'Nashville, Tennessee', 410000, 436000, 'pending', 'olivia', 3, 2, 'Three-storey townhome by the river greenway with a two-car garage and balcony.'),
  row('Hillside Retreat', 'Asheville, North Carolina', 585000, 620000, 'pending', 'marcus', 6, 4, 'Contemporary retreat with long mountain views, a screened porch and a wood stove.'),
  row('Garden Flat in the Old Town', 'Savannah, Georgia', 335000, 355000, 'pending', 'olivia', 10, 4, 'Ground-floor flat with its own walled garden under the live oaks.'),
  row('Desert Modern Home', 'Palm Springs, California', 980000, 1050000, 'rejected', 'marcus', 2, 26, 'Mid-century desert modern with breeze-block walls and a pool. Listing rejected: photos did not match.'),
  row('Waterfront Lot with Cabin', 'Duluth, Minnesota', 260000, 280000, 'rejected', 'olivia', 12, 27, 'Small cabin on a wooded lot with lake frontage. Listing rejected: missing ownership papers.'),
  row('Urban Studio', 'Miami, Florida', 199000, 215000, 'rejected', 'marcus', 4, 28, 'Compact studio near the beach. Listing rejected: price range outside policy.'),
  row('Too-Good-To-Be-True Mansion', 'Orlando, Florida', 150000, 175000, 'verified', 'victor', 2, 30, 'A twelve-bedroom mansion at a fraction of its value. Withdrawn: its agent was marked fraud.'),
  row('Lakefront Estate, Cash Only', 'Tampa, Florida', 99000, 120000, 'verified', 'victor', 12, 31, 'Estate with private lake. Withdrawn: its agent was marked fraud.'),
];

/** A kind of home: its seed photo, the noun its titles end with, a sentence about it, and its price in an average market. */
interface HomeKind {
  photo: number;
  noun: string;
  details: string;
  price: number;
}

/** One kind per seed photo (tools/seed/images/README.md says what each shows). */
const KINDS = {
  family: { photo: 1, noun: 'Family Home', price: 480_000, details: 'Two-storey family house with four bedrooms, a fenced back garden and a covered porch.' },
  villa: { photo: 2, noun: 'Glass Villa', price: 1_450_000, details: 'Flat-roofed modern villa with floor-to-ceiling glass, an open kitchen and a heated pool.' },
  townhouse: { photo: 3, noun: 'Brick Townhouse', price: 560_000, details: 'Restored brick townhouse over three floors with a stoop, original fireplaces and a small rear garden.' },
  apartment: { photo: 4, noun: 'High-Rise Apartment', price: 430_000, details: 'Two-bedroom apartment with a balcony, a doorman and a gym, and city views from the upper floors.' },
  beach: { photo: 5, noun: 'Beach House', price: 1_050_000, details: 'Raised beach house with a wraparound deck, an outdoor shower and the water a short walk away.' },
  cabin: { photo: 6, noun: 'Log Cabin', price: 390_000, details: 'Log cabin with a stone fireplace, vaulted ceilings and a hot tub facing the hills.' },
  farmhouse: { photo: 7, noun: 'Farmhouse', price: 430_000, details: 'White farmhouse on three acres with a barn, a wide porch and an updated kitchen.' },
  bungalow: { photo: 8, noun: 'Bungalow', price: 310_000, details: 'Single-storey bungalow with three bedrooms, an attached garage and a low-maintenance yard.' },
  penthouse: { photo: 9, noun: 'Penthouse', price: 1_500_000, details: 'Top-floor penthouse with a wraparound terrace, a private elevator and skyline views.' },
  cottage: { photo: 10, noun: 'Stone Cottage', price: 360_000, details: 'Stone cottage behind a picket fence with a flower garden, a sunroom and a wood stove.' },
  loft: { photo: 11, noun: 'Warehouse Loft', price: 500_000, details: 'Converted warehouse loft with exposed brick, timber beams, tall windows and a shared roof garden.' },
  lake: { photo: 12, noun: 'Lake House', price: 760_000, details: 'Waterfront house with a private dock, a long deck and a boathouse.' },
} as const satisfies Record<string, HomeKind>;

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
  { location: 'New York, New York', priceFactor: 1.7, note: 'A short walk to the subway, the park and some of the city\'s best restaurants.', listings: [['Brooklyn Heights', 'townhouse'], ['Upper West Side', 'apartment'], ['Long Island City', 'loft'], ['Harlem', 'townhouse']] },
  { location: 'Newark, New Jersey', priceFactor: 0.7, note: 'Close to Penn Station for a quick train into Manhattan.', listings: [['Ironbound', 'townhouse'], ['Forest Hill', 'family'], ['Downtown', 'apartment'], ['North Ward', 'bungalow']] },
  { location: 'New Orleans, Louisiana', priceFactor: 0.8, note: 'Minutes from the French Quarter by streetcar.', listings: [['Garden District', 'cottage'], ['Bywater', 'bungalow'], ['Uptown', 'family'], ['Marigny', 'loft']] },
  { location: 'New Haven, Connecticut', priceFactor: 0.8, note: 'A short walk to the university, the green and the city\'s famous pizza.', listings: [['East Rock', 'family'], ['Wooster Square', 'townhouse'], ['Westville', 'cottage']] },
  { location: 'Newport, Rhode Island', priceFactor: 1.3, note: 'Close to the Cliff Walk, the harbor and the summer sailing races.', listings: [['Bellevue Avenue', 'villa'], ['Kay Street', 'cottage', 'pending'], ['Ocean Drive', 'beach']] },
  { location: 'York, Pennsylvania', priceFactor: 0.55, note: 'Near the historic downtown, its Central Market and the rail trail.', listings: [['Springettsbury', 'farmhouse'], ['Downtown', 'loft'], ['West York', 'bungalow']] },
  { location: 'Austin, Texas', priceFactor: 1.05, note: 'Close to the hike-and-bike trails and the live music downtown.', listings: [['Travis Heights', 'bungalow'], ['Hyde Park', 'cottage'], ['Lakeway', 'lake']] },
  { location: 'Chicago, Illinois', priceFactor: 1, note: 'Near the L, the lakefront trail and the neighborhood restaurants.', listings: [['Lincoln Park', 'townhouse'], ['Wicker Park', 'loft'], ['Streeterville', 'apartment']] },
  { location: 'Boston, Massachusetts', priceFactor: 1.45, note: 'Walking distance to the T, the Common and the Charles River paths.', listings: [['South End', 'townhouse'], ['Back Bay', 'apartment'], ['Jamaica Plain', 'family']] },
  { location: 'Denver, Colorado', priceFactor: 1.05, note: 'An easy drive to the mountains and a short ride downtown.', listings: [['Highland', 'family'], ['Cherry Creek', 'penthouse'], ['Washington Park', 'bungalow']] },
  { location: 'Seattle, Washington', priceFactor: 1.35, note: 'Close to light rail, coffee shops and the waterfront.', listings: [['Capitol Hill', 'apartment'], ['Ballard', 'cottage'], ['Leschi', 'lake']] },
  { location: 'San Diego, California', priceFactor: 1.5, note: 'Minutes from the beaches, with sunshine nearly all year.', listings: [['La Jolla', 'beach'], ['North Park', 'bungalow'], ['Point Loma', 'villa']] },
  { location: 'Burlington, Vermont', priceFactor: 0.8, note: 'Close to Church Street and the lakefront bike path, with ski areas an hour away.', listings: [['Shelburne Bay', 'lake'], ['Bolton Valley', 'cabin'], ['Intervale', 'farmhouse']] },
];

/** Listings are spread over this many days. */
const SPREAD_DAYS = 90;
/** Small price differences between listings of the same kind and city. */
const PRICE_WOBBLE = [0.94, 1, 1.06, 0.97, 1.03] as const;

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/**
 * The generated listings: each city's first listing, then each city's second, and so on, so that
 * cities mix in "newest first"; each takes its own day among those the hand-written rows leave free.
 * The two agents take turns.
 */
function generatedListings(takenDays: ReadonlySet<number>): DemoProperty[] {
  const rounds = Math.max(...CITIES.map((city) => city.listings.length));
  const picks = Array.from({ length: rounds }, (_, round) =>
    CITIES.flatMap((city) => (city.listings[round] ? [{ city, listing: city.listings[round] }] : [])),
  ).flat();
  const freeDays = Array.from({ length: SPREAD_DAYS }, (_, i) => i + 1).filter((day) => !takenDays.has(day));
  return picks.map(({ city, listing: [place, kindKey, status = 'verified'] }, i) => {
    const kind: HomeKind = KINDS[kindKey];
    const min = roundTo(kind.price * city.priceFactor * (PRICE_WOBBLE[i % PRICE_WOBBLE.length] ?? 1), 5_000);
    const day = freeDays[Math.floor((i * freeDays.length) / picks.length)] ?? SPREAD_DAYS;
    return row(`${place} ${kind.noun}`, city.location, min, roundTo(min * 1.08, 5_000), status, i % 2 === 0 ? 'marcus' : 'olivia', kind.photo, day, `${kind.details} ${city.note}`);
  });
}

/**
 * Every demo listing: the hand-written ones first (the seed's reviews, wishlist items and offers pick
 * verified listings by position), then 42 generated from {@link CITIES}: 68 in all, 57 of them public.
 */
export const DEMO_PROPERTIES: DemoProperty[] = [...HAND_WRITTEN, ...generatedListings(new Set(HAND_WRITTEN.map((p) => p.daysAgo)))];
