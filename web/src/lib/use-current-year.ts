import { useSyncExternalStore } from 'react';

const never = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * This year, for a copyright line. A prerendered page prints the year it was built and hydrates with
 * the same (so the HTML and the first render agree), then shows the visitor's current year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(never, currentYear, buildYear);
}
