// `npm run bench:map`: what the map of All properties reads per view with 5,000 public listings.
// Inside a fresh emulator suite (tools/emulators/exec.ts): stores 5,000 public listings around the
// demo cities, then runs the map's geohash range queries (domain/src/queries/map.ts, the very queries
// the web app runs) for views from a neighbourhood to the whole country, alone, with a location search
// and with filters, and prints for each the ranges, the documents read, the listings shown and whether
// a range was full. Prints figures; see docs/listings.md "Map".
import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { geohashOf, type MapView, type Position } from '@homehaven/domain/geo';
import { searchFactsOf } from '@homehaven/domain/listing-filters';
import { mapListingsQueries, mapResults, MAP_RANGE_LIMIT, type MapCandidate, type MapListingsRequest } from '@homehaven/domain/queries/map';
import { locationSearchKeys } from '@homehaven/domain/search';
import { PROJECT_ID, hostOf } from '../emulators/config';
import { CITY_PLACES, cityPlace } from '../geo-stand-in/places';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';

process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-map'));
const { buildQuery } = await import('../../functions/src/firestore/build-query');

const LISTINGS = 5_000;
/** A deterministic spread: listing i lies up to about 15 km from its city's centre. */
function spread(centre: Position, i: number): Position {
  const angle = i * 2.399963;
  const km = 15 * Math.sqrt(((i * 7919) % 1000) / 1000);
  return { lat: centre.lat + (Math.sin(angle) * km) / 111.2, lng: centre.lng + (Math.cos(angle) * km) / (111.2 * Math.cos((centre.lat * Math.PI) / 180)) };
}

console.log(`[bench:map] storing ${LISTINGS.toLocaleString('en-US')} public listings around ${CITY_PLACES.length} cities...`);
const writer = db.bulkWriter();
for (let i = 0; i < LISTINGS; i += 1) {
  const place = CITY_PLACES[i % CITY_PLACES.length];
  if (!place) continue;
  const position = spread(place.centre, i);
  const prices = { MinimumPrice: 200_000 + (i % 40) * 25_000, MaximumPrice: 220_000 + (i % 40) * 25_000 };
  const facts = { type: i % 3 === 0 ? 'apartment' : 'house', bedrooms: 1 + (i % 5) } as const;
  void writer.create(db.collection('properties').doc(), {
    title: `Bench house ${i}`,
    location: place.location,
    image: intakePictureUrl('bench'),
    Details: 'Measured.',
    ...prices,
    status: 'verified',
    isVerified: true,
    withdrawn: false,
    agent: { uid: 'bench-agent', name: 'Bench agent', email: 'bench-agent@example.com', image: '' },
    facts,
    locationKeys: locationSearchKeys(place.location),
    searchFacts: searchFactsOf({ facts, ...prices }),
    position,
    geohash: geohashOf(position),
    createdAt: Timestamp.fromMillis(Date.now() - i * 60_000),
    updatedAt: Timestamp.now(),
  });
}
await writer.close();

/** A view of `halfHeight` degrees either side of a centre (about the map at a zoom level on a phone). */
function around(centre: Position, halfHeight: number): MapView {
  const halfWidth = halfHeight / Math.cos((centre.lat * Math.PI) / 180);
  return { south: centre.lat - halfHeight, north: centre.lat + halfHeight, west: centre.lng - halfWidth, east: centre.lng + halfWidth };
}

const austin = cityPlace('Austin, Texas').centre;
const VIEWS: readonly (readonly [string, MapListingsRequest])[] = [
  ['a neighbourhood of Austin (zoom 15)', { view: around(austin, 0.008), search: null }],
  ['Austin (zoom 12)', { view: around(austin, 0.06), search: null }],
  ['the Austin area (zoom 10)', { view: around(austin, 0.25), search: null }],
  ['Texas (zoom 6)', { view: around(austin, 4), search: null }],
  ['the continental US (zoom 4)', { view: { south: 24, west: -125, north: 50, east: -66 }, search: null }],
  ['the Austin area, search "austin"', { view: around(austin, 0.25), search: 'austin' }],
  ['the Austin area, houses with 3+ bedrooms', { view: around(austin, 0.25), search: null, filters: { type: 'house', minBeds: 3 } }],
];

console.log(`[bench:map] each view's geohash range queries (at most ${MAP_RANGE_LIMIT} listings per range)`);
console.log(`  ${'view'.padEnd(44)} ${'ranges'.padStart(6)} ${'read'.padStart(6)} ${'shown'.padStart(6)}  full range`);
for (const [name, request] of VIEWS) {
  const queries = mapListingsQueries(request);
  const answers = await Promise.all(
    queries.map(async (query) =>
      (await buildQuery(db, query).get()).docs.map((doc): MapCandidate => ({
        id: doc.id,
        position: doc.get('position') as Position,
        MinimumPrice: Number(doc.get('MinimumPrice')),
        createdAtSeconds: (doc.get('createdAt') as Timestamp).seconds,
      })),
    ),
  );
  const read = answers.reduce((sum, answer) => sum + Math.max(answer.length, 1), 0);
  const results = mapResults(answers, request.view, 'newest');
  console.log(`  ${name.padEnd(44)} ${String(queries.length).padStart(6)} ${String(read).padStart(6)} ${String(results.listings.length).padStart(6)}  ${results.truncated ? 'yes: "zoom in"' : 'no'}`);
}
console.log(`  a full scan would read ${LISTINGS.toLocaleString('en-US')}; a query that finds nothing is billed 1 read (counted above).`);
process.exit(0);
