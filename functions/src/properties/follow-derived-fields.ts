import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { sameSearchFacts } from '@homehaven/domain/listing-filters';
import { logs } from '../logs';
import { sameKeys } from '../search/same-keys';
import { derivation, derivedChanges, syncDerivedFields } from '../search/sync-derived-keys';
import { propertyRef } from './listing';
import { GEOHASH_DERIVATION } from './geohash';
import { derivedLocationKeys } from './location-keys';
import { searchFactsOfSnapshot } from './search-facts';
import { sellerOf } from '../agencies/listing-seller';
import { storedText } from '../firestore/stored-text';

/**
 * What the system derives from a listing and no client may write (firestore.rules): its search keys,
 * from its location, the search facts filtered lists read (docs/listings.md "Filters"), from its
 * facts and prices, and the geohash the map reads (docs/listings.md "Map"), from its position. Its
 * seller (docs/accounts.md "Agencies") is added below when missing.
 */
const LISTING_DERIVATIONS = [
  derivation('locationKeys', (snapshot) => derivedLocationKeys(snapshot.get('location')), sameKeys),
  derivation('searchFacts', searchFactsOfSnapshot, sameSearchFacts),
  GEOHASH_DERIVATION,
];

/**
 * Derives a listing's search keys, search facts and geohash on each create and update, whoever wrote it (a
 * client under the rules, which refuse client-written keys and facts; the facade, which writes them
 * itself; a seed): so no listing can be forged into another place's search or another filter's
 * results or another city's map. All in one transaction, so a listing a client created (which has none) is written once.
 * Idempotent: a listing whose derived fields already match is not written, which also ends the one
 * re-run its own write causes. Deletes are ignored. Run by onListingWritten.
 */
export async function followDerivedFields(propertyId: string, after: DocumentSnapshot): Promise<void> {
  if (!after.exists) return;
  // Who sells it, for a listing a client wrote (it has none): in the same one write as the rest, so
  // the trigger adds one event per new listing, not two. Written only while still missing, so an agency
  // change that set it meanwhile (refreshSellerOfAgent) is never undone.
  const seller = after.get('seller') === undefined ? await sellerOf(storedText(after.get('agent.uid'))) : null;
  const derivations = seller
    ? [
        ...LISTING_DERIVATIONS,
        derivation(
          'seller',
          () => seller,
          (stored) => stored !== undefined,
        ),
      ]
    : LISTING_DERIVATIONS;
  if (Object.keys(derivedChanges(after, derivations)).length === 0) return;
  const written = await syncDerivedFields(propertyRef(propertyId), derivations);
  if (written.includes('locationKeys')) logs.locationKeysDerived(propertyId);
  if (written.includes('searchFacts')) logs.searchFactsDerived(propertyId);
  if (written.includes('geohash')) logs.geohashDerived(propertyId);
  if (written.includes('seller')) logs.listingSellerSet(propertyId);
}
