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
 * Frames the listing and every school, never closer than LISTING_ZOOM (the map starts centred on the
 * listing at that zoom). The frame is theirs alone, not mirrored around the listing: the farthest
 * school would otherwise halve the scale and pile the nearest ones under the pin. Refits when the
 * schools change (they arrive live), never on anything the visitor does.
 */
function FrameSchools({ position, schools }: { position: Position; schools: readonly School[] }) {
  const map = useMap();
  const points = [position, ...schools.map((school) => school.position)];
  const south = Math.min(...points.map((point) => point.lat));
  const north = Math.max(...points.map((point) => point.lat));
  const west = Math.min(...points.map((point) => point.lng));
  const east = Math.max(...points.map((point) => point.lng));
  useEffect(() => {
    if (south === north && west === east) return;
    // Room above for the pin, which stands on its spot, and below for the attribution; around the rest for the discs, centred on theirs.
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { maxZoom: LISTING_ZOOM, paddingTopLeft: [16, 40], paddingBottomRight: [16, 32], animate: false },
    );
  }, [map, south, north, west, east]);
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
      <FrameSchools position={position} schools={schools} />
    </BaseMap>
  );
}
