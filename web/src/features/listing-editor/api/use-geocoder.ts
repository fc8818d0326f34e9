import { useCallback, useEffect, useRef, useState } from 'react';
import type { Position } from '@homehaven/domain/geo';
import { GEOCODER_URL } from '../../../lib/map/map-config';
import { geocoderUrl, placeOf } from '../utils/geocoder-answer';

/** Where a search stands: none yet, running, or its outcome. */
export type GeocoderStatus = 'idle' | 'searching' | 'found' | 'none' | 'unavailable';

/** How long a search may take before it counts as unavailable. */
const SEARCH_TIMEOUT_MS = 10_000;

/**
 * The configured geocoder (GEOCODER_URL, Nominatim-compatible), one search at a time, each on the
 * agent's explicit request. `find` resolves the place found, or null (nothing found, unavailable, or
 * replaced by a newer search; `status` says which). No cookies go with it (`credentials: 'omit'`):
 * the endpoint is another site's. A search still running when the form goes away is cancelled.
 */
export function useGeocoder(): { status: GeocoderStatus; find: (query: string) => Promise<Position | null> } {
  const [status, setStatus] = useState<GeocoderStatus>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      const search = running.current;
      running.current = null;
      search?.abort();
    },
    [],
  );

  const find = useCallback(async (query: string): Promise<Position | null> => {
    running.current?.abort();
    const search = new AbortController();
    running.current = search;
    const timeout = setTimeout(() => search.abort(), SEARCH_TIMEOUT_MS);
    setStatus('searching');
    try {
      const response = await fetch(geocoderUrl(GEOCODER_URL, query, window.location.origin), { credentials: 'omit', signal: search.signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`the geocoder answered ${response.status}`);
      const place = placeOf(await response.json());
      if (running.current !== search) return null;
      setStatus(place ? 'found' : 'none');
      return place;
    } catch (error) {
      // A search replaced by a newer one (or the form closed) says nothing; a failed one says it is unavailable.
      if (running.current !== search) return null;
      console.error('geocoder', error);
      setStatus('unavailable');
      return null;
    } finally {
      clearTimeout(timeout);
      if (running.current === search) running.current = null;
    }
  }, []);

  return { status, find };
}
