import { useCallback, useSyncExternalStore } from 'react';
import type { AreaUnit } from '@homehaven/domain/listing-facts';

/** Where the visitor's choice of ft² or m² is kept (docs/listings.md "Facts": one unit stored, two shown). */
const STORAGE_KEY = 'area-unit';
/** The unit before the visitor chooses, and on the server: the stored unit. */
const DEFAULT_UNIT: AreaUnit = 'sqft';
const listeners = new Set<() => void>();

function readUnit(): AreaUnit {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'sqm' ? 'sqm' : DEFAULT_UNIT;
  } catch {
    return DEFAULT_UNIT;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The unit areas are shown in, and a setter that keeps it for the next visit and every open screen.
 * Prerendered pages render ft² first (the server snapshot), then the visitor's choice once hydrated.
 */
export function useAreaUnit(): [AreaUnit, (unit: AreaUnit) => void] {
  const unit = useSyncExternalStore(subscribe, readUnit, () => DEFAULT_UNIT);
  const setUnit = useCallback((next: AreaUnit) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
    for (const listener of listeners) listener();
  }, []);
  return [unit, setUnit];
}
