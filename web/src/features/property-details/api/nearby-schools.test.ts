import { describe, expect, it } from 'vitest';
import type { School, SchoolsDoc } from '@homehaven/domain/neighbourhood';
import { nearbySchools } from './nearby-schools';

const HERE = { lat: 30.2672, lng: -97.7431 };
const school = (name: string, distance: number): School => ({ name, kind: 'school', position: { lat: 30.27, lng: -97.74 }, distance });
const doc = (fields: Partial<SchoolsDoc>): SchoolsDoc => ({ status: 'ready', position: HERE, schools: [], fetchedAt: null, ...fields });

describe('the schools section state', () => {
  it('is pending while the listing has no schools document', () => {
    expect(nearbySchools(null, HERE)).toEqual({ status: 'pending' });
  });

  it('is pending when the document was fetched for where the listing was before it moved', () => {
    expect(nearbySchools(doc({ status: 'unavailable', position: { lat: 30.2672, lng: -97.7432 } }), HERE)).toEqual({ status: 'pending' });
  });

  it('says unavailable when the data service failed for this position', () => {
    expect(nearbySchools(doc({ status: 'unavailable' }), HERE)).toEqual({ status: 'unavailable' });
  });

  it('lists the schools nearest first, whatever order they were stored in', () => {
    const state = nearbySchools(doc({ schools: [school('Far', 1800), school('Near', 120), school('Middle', 650)] }), HERE);
    expect(state.status === 'ready' ? state.schools.map((s) => s.name) : state).toEqual(['Near', 'Middle', 'Far']);
  });

  it('is ready with none when no school is within the radius', () => {
    expect(nearbySchools(doc({}), HERE)).toEqual({ status: 'ready', schools: [] });
  });
});
