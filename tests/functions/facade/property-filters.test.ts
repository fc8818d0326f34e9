import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import { FILTER_MESSAGES, filterParams, matchesFilters, searchFactsOf, type ListingFilters, type SearchFacts } from '@homehaven/domain/listing-filters';
import { API_URL } from '../../../tools/emulators/config';
import { API_MESSAGES } from '../../../functions/src/http/api-messages';
import { call, field, idsOf } from './support/api';
import { useCast } from './support/cast';
import { seedListing } from './support/cast';
import { RENDER_TEST_TIMEOUT, serverRenderBuilt } from '../support/server-render';

const enc = encodeURIComponent;

/** One listing of the fixture: its name in the test, facts, prices (as the agent typed them) and whether it is public. */
interface Fixture {
  readonly name: string;
  readonly facts?: ListingFacts;
  readonly MinimumPrice: number;
  readonly MaximumPrice: number;
  readonly public?: false;
}

const FIXTURES: readonly Fixture[] = [
  { name: 'A', facts: { type: 'house', bedrooms: 3, bathrooms: 2, area: 1800 }, MinimumPrice: 400_000, MaximumPrice: 450_000 },
  { name: 'B', facts: { type: 'apartment', bedrooms: 1, bathrooms: 1, area: 650 }, MinimumPrice: 250_000, MaximumPrice: 260_000 },
  { name: 'C', facts: { type: 'house', bedrooms: 5, bathrooms: 3.5, area: 3200 }, MinimumPrice: 900_000, MaximumPrice: 1_100_000 },
  // Prices typed the wrong way round: its range is still 480,000 to 500,000.
  { name: 'D', facts: { type: 'townhouse', bedrooms: 3, bathrooms: 2.5, area: 1500 }, MinimumPrice: 500_000, MaximumPrice: 480_000 },
  // Written before facts existed: it matches price filters only.
  { name: 'E', MinimumPrice: 300_000, MaximumPrice: 350_000 },
  { name: 'F', facts: { type: 'house', bedrooms: 4, bathrooms: 3, area: 2500 }, MinimumPrice: 600_000, MaximumPrice: 650_000, public: false },
  { name: 'G', facts: { type: 'land', area: 40_000 }, MinimumPrice: 150_000, MaximumPrice: 150_000 },
];

/** The documents of a facade answer, with the fields these tests read. */
const docsOf = (answer: { body: unknown }) => answer.body as { _id: string; title: string; searchFacts?: SearchFacts }[];

describe('GET /properties with filters (the web app’s filtered query)', () => {
  const cast = useCast();
  /** A location word only this run's listings have. */
  let place: string;
  /** Fixture name → listing id. */
  const ids = new Map<string, string>();
  const nameOf = (id: string) => [...ids].find(([, listing]) => listing === id)?.[0] ?? id;

  beforeAll(async () => {
    place = `Zf${cast().prefix}`;
    const base = Date.now() - 60_000;
    // One after the other, a second apart: newest first is G, F, ..., A.
    for (const [index, fixture] of FIXTURES.entries()) {
      const id = await seedListing(cast().agent, {
        title: `Filter ${fixture.name} ${place}`,
        location: `${index + 1} Main Street, ${place} Falls`,
        MinimumPrice: fixture.MinimumPrice,
        MaximumPrice: fixture.MaximumPrice,
        ...(fixture.facts ? { facts: fixture.facts } : {}),
        ...(fixture.public === false ? { status: 'pending', isVerified: false } : {}),
        createdAt: Timestamp.fromMillis(base + index * 1000),
      });
      ids.set(fixture.name, id);
    }
  });

  /** GET /properties under this run's search, with `filters` as the web app's URL writes them; answers fixture names in order. */
  async function listed(filters: ListingFilters, extra = ''): Promise<string[]> {
    const query = new URLSearchParams([['search', place], ...filterParams(filters)]).toString();
    const answer = await call({ method: 'GET', path: `/properties?${query}${extra}` });
    expect(answer.status, query).toBe(200);
    return idsOf(answer).map(nameOf);
  }

  /** The public fixtures the filters let through, as the domain decides it (listing-filters.ts `matchesFilters`), newest first. */
  function expected(filters: ListingFilters): string[] {
    return FIXTURES.filter((fixture) => fixture.public !== false && matchesFilters(searchFactsOf(fixture), filters))
      .map((fixture) => fixture.name)
      .reverse();
  }

  it.each<[string, ListingFilters, string[]]>([
    ['a minimum price (the listing’s higher price reaches it)', { minPrice: 460_000 }, ['D', 'C']],
    ['a maximum price (the listing’s lower price is within it)', { maxPrice: 300_000 }, ['G', 'E', 'B']],
    ['at least 3 bedrooms', { minBeds: 3 }, ['D', 'C', 'A']],
    ['at least 2.5 bathrooms', { minBaths: 2.5 }, ['D', 'C']],
    ['a type', { type: 'house' }, ['C', 'A']],
    ['a minimum area', { minArea: 1600 }, ['G', 'C', 'A']],
  ])('filters on %s alone, newest first, as the domain decides', async (_what, filters, names) => {
    expect(expected(filters)).toEqual(names);
    expect(await listed(filters)).toEqual(names);
  });

  it('combines every filter with the search, and with either price order', async () => {
    const all: ListingFilters = { minPrice: 400_000, maxPrice: 1_000_000, minBeds: 3, minBaths: 2, type: 'house', minArea: 1000 };
    expect(await listed(all)).toEqual(['C', 'A']);
    expect(await listed({ minBeds: 3, maxPrice: 600_000 }, '&sort=asc')).toEqual(['A', 'D']);
    expect(await listed({ type: 'house' }, '&sort=desc')).toEqual(['C', 'A']);
    expect(await listed({ maxPrice: 400_000 }, '&sort=asc')).toEqual(['G', 'B', 'E', 'A']);
    // Nothing matches: an empty list, not an error.
    expect(await listed({ minBeds: 4, type: 'apartment' })).toEqual([]);
  });

  it('pages a filtered list with limit and after (X-Next-Page), in either order, each listing once', async () => {
    for (const sort of ['', '&sort=asc', '&sort=desc']) {
      const filters: ListingFilters = { maxPrice: 1_000_000 };
      const query = new URLSearchParams([['search', place], ...filterParams(filters)]).toString();
      const pages: string[][] = [];
      let after: string | null = null;
      do {
        const answer = await call({ method: 'GET', path: `/properties?${query}${sort}&limit=2${after ? `&after=${after}` : ''}` });
        expect(answer.status).toBe(200);
        pages.push(idsOf(answer).map(nameOf));
        after = answer.headers.get('x-next-page');
      } while (after !== null && pages.length < 10);
      const whole = await listed(filters, sort);
      expect([...whole].sort()).toEqual([...expected(filters)].sort());
      expect(pages.flat()).toEqual(whole);
      expect(pages[0]).toHaveLength(2);
    }
  });

  it('filters without a search too, answering each listing’s searchFacts (a client continues from them), cached publicly', async () => {
    const answer = await call({ method: 'GET', path: '/properties?type=land&area=39000' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    const docs = docsOf(answer);
    expect(idsOf(answer)).toContain(ids.get('G'));
    expect(docs.every((doc) => doc.searchFacts !== undefined && matchesFilters(doc.searchFacts, { type: 'land', minArea: 39_000 }))).toBe(true);
  });

  it('refuses bad filter values with a clear message (400, no cache header), and filters on the admin view', async () => {
    for (const [query, message] of [
      ['beds=abc', FILTER_MESSAGES.invalid],
      ['beds=2.5', 'beds'],
      ['baths=1.25', FILTER_MESSAGES.invalid],
      ['type=castle', FILTER_MESSAGES.invalid],
      ['area=-5', FILTER_MESSAGES.invalid],
      ['min=cheap', FILTER_MESSAGES.price],
      ['max=1e6', FILTER_MESSAGES.price],
      ['min=500000&max=100000', FILTER_MESSAGES.priceRange],
      ['beds=1&beds=2', 'beds'],
    ] as const) {
      const answer = await call({ method: 'GET', path: `/properties?search=${enc(place)}&${query}` });
      expect(answer.status, query).toBe(400);
      expect(String(field(answer, 'message')), query).toContain(message);
      expect(answer.headers.get('cache-control'), query).toBeNull();
    }
    const admin = await call({ method: 'GET', path: '/properties?view=all&beds=3' }, cast().admin.token);
    expect([admin.status, field(admin, 'message')]).toEqual([400, API_MESSAGES.searchNeedsPublicView]);
  });

  it(
    'renders a filtered address of All properties with its filtered first page (the pages function)',
    async () => {
      await serverRenderBuilt();
      const pagesUrl = API_URL.replace(/\/api$/, '/pages');
      const response = await fetch(`${pagesUrl}/properties?search=${enc(place)}&beds=3&sort=asc`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const shown = FIXTURES.filter((fixture) => html.includes(`Filter ${fixture.name} ${place}`)).map((fixture) => fixture.name);
      expect(shown).toEqual(['A', 'C', 'D']);
    },
    RENDER_TEST_TIMEOUT,
  );
});
