import { neighbourhoodPath, SCHOOLS_DOC_ID } from '../../../domain/src/neighbourhood';
import type { NeighbourhoodPath } from '../../../domain/src/queries/query-spec';
import { LATER, MAP_POSITIONS, PROPERTY } from './listings';
import type { DocData } from './types';

/** What is near the world's listings: schools documents as the schools function writes them (never clients). */

/** A schools document with one school near `position`. */
export function schoolsDoc(position: { lat: number; lng: number }, name: string): DocData {
  return {
    status: 'ready',
    position: { ...position },
    schools: [{ name, kind: 'school', position: { lat: position.lat + 0.003, lng: position.lng }, distance: 334 }],
    fetchedAt: LATER,
  };
}

/** The schools of the public New York listing, the pending Boston one and the withdrawn New Orleans one. */
export const NEIGHBOURHOOD_WORLD: Readonly<Record<NeighbourhoodPath, Readonly<Record<string, DocData>>>> = {
  [neighbourhoodPath(PROPERTY.verified)]: { [SCHOOLS_DOC_ID]: schoolsDoc(MAP_POSITIONS.newYork, 'Chelsea Elementary') },
  [neighbourhoodPath(PROPERTY.pending)]: { [SCHOOLS_DOC_ID]: schoolsDoc(MAP_POSITIONS.boston, 'Beacon Hill School') },
  [neighbourhoodPath(PROPERTY.withdrawn)]: { [SCHOOLS_DOC_ID]: schoolsDoc(MAP_POSITIONS.newOrleans, 'Garden District School') },
};
