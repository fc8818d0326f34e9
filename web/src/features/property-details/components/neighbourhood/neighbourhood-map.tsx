import { useEffect } from 'react';
import type { LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { Position } from '@homehaven/domain/geo';
import { distanceText, SCHOOL_KIND_LABELS, type School } from '@homehaven/domain/neighbourhood';
import BaseMap from '../../../../components/map/base-map';
import { LISTING_ZOOM } from '../../../../lib/map/map-config';
import { listingIcon, schoolIcon } from './map-markers';
import { listingMarkerLabel, schoolMarkerLabel, schoolName } from './school-text';

export interface NeighbourhoodMapProps {
  readonly title: string;
  readonly position: Position;
  /** The schools to mark (none while they load, or when there are none). */
  readonly schools: readonly School[];
  readonly height: string;
}

/** Names a marker for screen readers once Leaflet has made its element (title alone is a hover hint). */
const labelled = (label: string) => ({ add: (event: LeafletEvent) => (event.target as LeafletMarker).getElement()?.setAttribute('aria-label', label) });

/**
 * Keeps the listing in the middle and zooms out just enough to show every school, never closer than
 * LISTING_ZOOM: bounds mirrored around the listing, so fitting them keeps it centred. Refits when the
 * schools change (they arrive live), not on anything the visitor does.
 */
function ShowSchools({ position, schools }: { position: Position; schools: readonly School[] }) {
  const map = useMap();
  const latReach = Math.max(0, ...schools.map((school) => Math.abs(school.position.lat - position.lat)));
  const lngReach = Math.max(0, ...schools.map((school) => Math.abs(school.position.lng - position.lng)));
  useEffect(() => {
    if (latReach === 0 && lngReach === 0) return;
    map.fitBounds(
      [
        [position.lat - latReach, position.lng - lngReach],
        [position.lat + latReach, position.lng + lngReach],
      ],
      { maxZoom: LISTING_ZOOM, padding: [24, 24], animate: false },
    );
  }, [map, position.lat, position.lng, latReach, lngReach]);
  return null;
}

/**
 * The details page's map (loaded lazily with Leaflet): the listing and its nearby schools as markers
 * a keyboard reaches (Tab, then Enter opens a marker's popup), each named for screen readers. The
 * wheel scrolls the page, not the map.
 */
export default function NeighbourhoodMap({ title, position, schools, height }: NeighbourhoodMapProps) {
  const listingLabel = listingMarkerLabel(title);
  return (
    <BaseMap centre={position} zoom={LISTING_ZOOM} label={`Map of ${title}`} height={height} scrollWheelZoom={false} testId="neighbourhood-map">
      <Marker position={[position.lat, position.lng]} icon={listingIcon} title={listingLabel} zIndexOffset={1000} eventHandlers={labelled(listingLabel)}>
        <Popup>{listingLabel}</Popup>
      </Marker>
      {schools.map((school) => {
        const label = schoolMarkerLabel(school);
        return (
          <Marker key={`${school.position.lat},${school.position.lng},${label}`} position={[school.position.lat, school.position.lng]} icon={schoolIcon} title={label} eventHandlers={labelled(label)}>
            <Popup>
              <strong>{schoolName(school)}</strong>
              <br />
              {SCHOOL_KIND_LABELS[school.kind]} · {distanceText(school.distance)}
            </Popup>
          </Marker>
        );
      })}
      <ShowSchools position={position} schools={schools} />
    </BaseMap>
  );
}
