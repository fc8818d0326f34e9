/** Whether the stored keys are exactly the derived ones, in order; when they are, nothing is written (so a trigger's own write ends there). */
export function sameKeys(stored: unknown, wanted: readonly string[]): boolean {
  return Array.isArray(stored) && stored.length === wanted.length && stored.every((key, i) => key === wanted[i]);
}
