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

/** 26 listings: 24 by the two agents across every status, and 2 by the agent later marked fraud. */
export const DEMO_PROPERTIES: DemoProperty[] = [
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
