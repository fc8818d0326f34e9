import { useSyncExternalStore } from 'react';
import type { CompareItem } from '@homehaven/domain/compare';
import { compareTraySnapshot, subscribeCompareTray } from './compare-tray';

const NOTHING: readonly CompareItem[] = [];
/** Rendered outside a browser (tests, any server render): no storage, an empty tray. */
const serverSnapshot = () => NOTHING;

/** The compare tray's listings, re-rendering when they change here or in another tab. */
export function useCompareTray(): readonly CompareItem[] {
  return useSyncExternalStore(subscribeCompareTray, compareTraySnapshot, serverSnapshot);
}
