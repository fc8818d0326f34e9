import { describe, expect, it } from 'vitest';
import { readStat, STAT_KEYS } from './read-stat';
import type { Stats } from './stats';
import { isStats } from './stats';

const AGENT: Stats = { properties: 40, offers: 3, myProperties: 5, users: null };
const ADMIN: Stats = { properties: 52, offers: 17, myProperties: 0, users: 120 };

describe('readStat', () => {
  it('shows every number to an admin, Total User included', () => {
    expect(STAT_KEYS.map((key) => readStat(key, ADMIN, 'admin').value)).toEqual([52, 17, 0, 120]);
  });

  it('shows an agent their listings and a dash for Total User', () => {
    expect(STAT_KEYS.map((key) => readStat(key, AGENT, 'agent').value)).toEqual([40, 3, 5, null]);
    expect(readStat('offers', AGENT, 'agent').hint).toBe('Offers on your listings');
    expect(readStat('users', AGENT, 'agent').hint).toBe('Shown to admins only');
  });

  it('shows a buyer a dash for My Property and Total User, with the reason', () => {
    const buyer: Stats = { properties: 40, offers: 2, myProperties: 0, users: null };
    for (const role of ['user', 'fraud'] as const) {
      expect(STAT_KEYS.map((key) => readStat(key, buyer, role).value)).toEqual([40, 2, null, null]);
      expect(readStat('myProperties', buyer, role).hint).toBe('Only agents list properties');
      expect(readStat('offers', buyer, role).hint).toBe('Offers you made');
    }
  });
});

describe('isStats', () => {
  it('accepts the documented answer, users null or a count', () => {
    expect(isStats(AGENT)).toBe(true);
    expect(isStats(ADMIN)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isStats(null)).toBe(false);
    expect(isStats({ properties: 1, offers: 2, myProperties: 3 })).toBe(false);
    expect(isStats({ properties: '1', offers: 2, myProperties: 3, users: null })).toBe(false);
    expect(isStats({ properties: -1, offers: 2, myProperties: 3, users: null })).toBe(false);
  });
});
