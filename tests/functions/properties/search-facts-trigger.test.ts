// First: points the admin SDK at the emulators.
import { db, eventually } from '../facade/support/admin';
import { describe, expect, it } from 'vitest';
import { sameSearchFacts, searchFactsOf, UNSPECIFIED_TYPE, type SearchFacts } from '@homehaven/domain/listing-filters';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import { locationSearchKeys } from '@homehaven/domain/search';
import { seedListing, useCast } from '../facade/support/cast';
import { triggersCaughtUp } from '../support/trigger-marker';

const FACTS: ListingFacts = { type: 'townhouse', bedrooms: 3, bathrooms: 2.5, area: 1850, parking: 1 };

const listingRef = (id: string) => db.collection('properties').doc(id);
const searchFactsOfListing = async (id: string): Promise<unknown> => (await listingRef(id).get()).get('searchFacts');

/** Waits until the listing's stored searchFacts are exactly `wanted` (the trigger runs after the write). */
function searchFactsBecome(id: string, wanted: SearchFacts): Promise<void> {
  return eventually(`the search facts ${JSON.stringify(wanted)} on ${id}`, async () => sameSearchFacts(await searchFactsOfListing(id), wanted));
}

describe('the search-facts concern of the listing trigger (properties/{id} written)', () => {
  const cast = useCast();

  it('derives searchFacts for a listing created without them, from its facts and its prices in order, beside its search keys', async () => {
    // As a client creates it under the rules: neither search keys nor search facts, so both concerns
    // write it at once. Prices the wrong way round, as an agent may type them: the range is still low to high.
    const location = 'Harbour Row, Portland';
    const id = await seedListing(cast().agent, { location, locationKeys: [], facts: FACTS, MinimumPrice: 480_000, MaximumPrice: 450_000 }, { derived: false });
    await searchFactsBecome(id, { area: 1850, bathrooms: 2.5, bedrooms: 3, priceHigh: 480_000, priceLow: 450_000, type: 'townhouse' });
    await eventually(`the search keys of ${id}`, async () => JSON.stringify((await listingRef(id).get()).get('locationKeys')) === JSON.stringify(locationSearchKeys(location)));
  });

  it('gives a listing without facts zeros and an unspecified type, so every filter it fails is decided by numbers', async () => {
    const id = await seedListing(cast().agent, { MinimumPrice: 200_000, MaximumPrice: 250_000 }, { derived: false });
    await searchFactsBecome(id, { area: 0, bathrooms: 0, bedrooms: 0, priceHigh: 250_000, priceLow: 200_000, type: UNSPECIFIED_TYPE });
  });

  it('follows a price edit and a facts edit, and replaces forged searchFacts', async () => {
    const id = await seedListing(cast().agent, { facts: FACTS }, { derived: false });
    await searchFactsBecome(id, searchFactsOf({ facts: FACTS, MinimumPrice: 300_000, MaximumPrice: 400_000 }));

    // As an agent's edits under the rules write them: the prices, then the facts, never searchFacts.
    await listingRef(id).update({ MinimumPrice: 310_000, MaximumPrice: 420_000 });
    await searchFactsBecome(id, searchFactsOf({ facts: FACTS, MinimumPrice: 310_000, MaximumPrice: 420_000 }));
    const bigger: ListingFacts = { ...FACTS, type: 'house', bedrooms: 4, area: 2400 };
    await listingRef(id).update({ facts: bigger });
    await searchFactsBecome(id, { area: 2400, bathrooms: 2.5, bedrooms: 4, priceHigh: 420_000, priceLow: 310_000, type: 'house' });

    // Written with the Admin SDK, past the rules that refuse them from clients.
    await listingRef(id).update({ searchFacts: { area: 99_999, bathrooms: 9, bedrooms: 9, priceHigh: 1, priceLow: 1, type: 'land' } });
    await searchFactsBecome(id, { area: 2400, bathrooms: 2.5, bedrooms: 4, priceHigh: 420_000, priceLow: 310_000, type: 'house' });
  });

  it('leaves a listing whose searchFacts already match alone (its own write does not loop)', async () => {
    const { agent } = cast();
    const id = await seedListing(agent, { facts: FACTS }, { derived: false });
    const other = await seedListing(agent);
    const wanted = searchFactsOf({ facts: FACTS, MinimumPrice: 300_000, MaximumPrice: 400_000 });
    await searchFactsBecome(id, wanted);
    const settled = (await listingRef(id).get()).updateTime;
    expect(settled).toBeDefined();

    // The trigger's own write is an event too. Another listing's forged searchFacts are replaced only
    // after the trigger has handled it: had it written again, the listing would have changed since.
    const otherWanted = searchFactsOf({ MinimumPrice: 300_000, MaximumPrice: 400_000 });
    await triggersCaughtUp({
      what: `the search facts of ${other} replaced`,
      write: () => listingRef(other).update({ searchFacts: { ...otherWanted, bedrooms: 7 } }),
      answered: async () => sameSearchFacts(await searchFactsOfListing(other), otherWanted),
    });
    expect((await listingRef(id).get()).updateTime).toEqual(settled);
  });
});
