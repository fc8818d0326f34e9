import { STATS_MESSAGES } from '@homehaven/domain/admin-messages';
import type { Role } from '@homehaven/domain/roles';
import type { Stats } from './stats';

/** One of the four cards, named by the count it shows. */
export type StatKey = keyof Stats;

/** The cards in the required order (docs/product.md §10.1 Dashboard home): Total Property, Total Orders, My Property, Total User. */
export const STAT_KEYS: readonly StatKey[] = ['properties', 'offers', 'myProperties', 'users'];

/** The required card titles. */
export const STAT_LABELS: Record<StatKey, string> = {
  properties: STATS_MESSAGES.totalProperty,
  offers: STATS_MESSAGES.totalOrders,
  myProperties: STATS_MESSAGES.myProperty,
  users: STATS_MESSAGES.totalUser,
};

/** What a card shows: the number (null: not shown, a dash instead) and a line saying what it counts. */
export interface StatReading {
  value: number | null;
  hint: string;
}

/**
 * What each card shows to each role. The counts are scoped by the server (docs/facade.md "Counts"),
 * so the line under each number says what it counts for this viewer. Two cards have no number for
 * some roles, and show a dash with the reason rather than a misleading 0 or a gap in the grid:
 * - My Property for a buyer (role user, or fraud): only agents list properties, so it would always be
 *   0. An admin keeps the number: an agent made admin keeps the listings they added.
 * - Total User for anyone but an admin: the server does not count users for them (`users` is null).
 */
export function readStat(key: StatKey, stats: Stats, role: Role): StatReading {
  switch (key) {
    case 'properties':
      return { value: stats.properties, hint: role === 'admin' ? 'Every listing, in any status' : 'Verified listings on the market' };
    case 'offers':
      return { value: stats.offers, hint: role === 'admin' ? 'Every offer made' : role === 'agent' ? 'Offers on your listings' : 'Offers you made' };
    case 'myProperties':
      if (role === 'user' || role === 'fraud') return { value: null, hint: 'Only agents list properties' };
      return { value: stats.myProperties, hint: role === 'agent' ? 'Your listings, in every status' : 'Listings you added as an agent' };
    case 'users':
      return stats.users === null ? { value: null, hint: 'Shown to admins only' } : { value: stats.users, hint: 'Registered accounts' };
  }
}
