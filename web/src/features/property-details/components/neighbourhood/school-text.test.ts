import { describe, expect, it } from 'vitest';
import type { School } from '@homehaven/domain/neighbourhood';
import { listingMarkerLabel, schoolMarkerLabel, schoolName } from './school-text';

const school = (name: string, kind: School['kind'], distance: number): School => ({ name, kind, position: { lat: 0, lng: 0 }, distance });

describe('schools in words', () => {
  it('names a marker by name, kind and distance', () => {
    expect(schoolMarkerLabel(school('Lincoln Elementary', 'school', 447))).toBe('Lincoln Elementary, School, 450 m');
    expect(schoolMarkerLabel(school('Austin Community College', 'college', 1234))).toBe('Austin Community College, College, 1.2 km');
  });

  it('reads an unnamed school by its kind', () => {
    expect(schoolName(school('  ', 'kindergarten', 100))).toBe('Unnamed kindergarten');
  });

  it('names the listing marker as this property', () => {
    expect(listingMarkerLabel('Sunny Family Home')).toBe('This property: Sunny Family Home');
  });
});
