import { describe, expect, it } from 'vitest';
import { distanceInMetres, isPosition } from '@homehaven/domain/geo';
import { SCHOOLS_RADIUS_METRES } from '@homehaven/domain/neighbourhood';
import { cityPlace, neighbourhoodPlace } from '../geo-stand-in/places';
import { SCHOOLS } from '../geo-stand-in/schools';
import { DEMO_PROPERTIES } from './demo-properties';
import { withPositions } from './demo-positions';

describe('the demo listings on the map', () => {
  it("stand near their place: 150-450 m from the neighbourhood their title names, else 400 m-3 km from their city's centre", () => {
    for (const listing of DEMO_PROPERTIES) {
      expect(isPosition(listing.position), listing.title).toBe(true);
      const neighbourhood = listing.neighbourhood === undefined ? undefined : neighbourhoodPlace(listing.location, listing.neighbourhood);
      if (listing.neighbourhood !== undefined) expect(listing.title.startsWith(listing.neighbourhood), listing.title).toBe(true);
      const metres = distanceInMetres(listing.position, (neighbourhood ?? cityPlace(listing.location)).centre);
      const [nearest, farthest] = neighbourhood ? [150, 450] : [400, 3000];
      expect(metres, listing.title).toBeGreaterThanOrEqual(nearest - 1);
      expect(metres, listing.title).toBeLessThanOrEqual(farthest + 1);
    }
  });

  it('never overlap: every two at least 100 m apart', () => {
    const positions = DEMO_PROPERTIES.map((listing) => listing.position);
    const closest = Math.min(...positions.flatMap((a, i) => positions.slice(i + 1).map((b) => distanceInMetres(a, b))));
    expect(closest).toBeGreaterThanOrEqual(100);
  });

  it('are the same on every seed', () => {
    expect(withPositions(DEMO_PROPERTIES).map((l) => l.position)).toEqual(DEMO_PROPERTIES.map((l) => l.position));
  });

  it("mostly have schools of the geo stand-in within the schools' radius", () => {
    const withSchools = DEMO_PROPERTIES.filter((listing) => SCHOOLS.some((school) => distanceInMetres(listing.position, school.position) <= SCHOOLS_RADIUS_METRES));
    expect(withSchools.length / DEMO_PROPERTIES.length).toBeGreaterThan(0.9);
  });

  it('refuse a location or a neighbourhood the places lack', () => {
    expect(() => withPositions([{ location: 'Atlantis, Ocean' }])).toThrow(/no place for "Atlantis, Ocean"/);
    expect(() => withPositions([{ location: 'Austin, Texas', neighbourhood: 'Nowhere' }])).toThrow(/no neighbourhood "Nowhere"/);
  });
});
