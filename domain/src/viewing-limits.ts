/** Limits of viewings (docs/product.md §10.5 Viewings); apart from viewings.ts so the messages can quote them. */
export const VIEWING_LIMITS = {
  /** Most future slots a listing holds at once (open or taken). */
  slotsPerListing: 30,
  /** Longest note a buyer adds to a request. */
  note: 500,
  /** Longest reason an agent gives for declining. */
  reason: 300,
  /** How far ahead a slot may start, in days. */
  daysAhead: 90,
  /** Shortest and longest slot, in minutes. */
  minMinutes: 15,
  maxMinutes: 240,
  /** Slot lengths the agent's form offers, in minutes. */
  durations: [15, 30, 45, 60, 90, 120],
} as const;
