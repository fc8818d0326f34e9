import { syncDerivedKeys } from '../search/sync-derived-keys';
import { propertyRef } from './listing';
import { derivedLocationKeys } from './location-keys';

/** Sets a listing's `locationKeys` from its location as stored now, only when they differ (syncDerivedKeys). Answers whether it wrote. */
export function syncLocationKeys(id: string): Promise<boolean> {
  return syncDerivedKeys(propertyRef(id), 'locationKeys', (snapshot) => derivedLocationKeys(snapshot.get('location')));
}
