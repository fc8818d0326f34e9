import { describe, expect, it } from 'vitest';
import { SEED_VERSION, staleSeedNotice } from './seed-version';

describe('kept local data and the demo data version', () => {
  it('says nothing of data seeded with the current version', () => {
    expect(staleSeedNotice(SEED_VERSION)).toBeNull();
  });

  it('tells how to load the current demo data when the kept data is older, or from before versions', () => {
    expect(staleSeedNotice(1, 2)).toMatch(/version 1 of the demo data \(now 2\).*npm run reset/);
    expect(staleSeedNotice(0, 2)).toMatch(/before the demo data had versions.*npm run reset/);
  });
});
