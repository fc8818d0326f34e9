import 'leaflet/dist/leaflet.css';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { Position } from '@homehaven/domain/geo';
import { MAX_ZOOM, TILES_ATTRIBUTION, TILES_URL } from '../../lib/map/map-config';

/**
 * A Leaflet map on the configured tiles, with their attribution: the base of every map in the app.
 * Leaflet and its CSS are a chunk of their own, so only a page showing a map (lazy) loads them.
 * Leaflet makes the map keyboard-usable itself: it takes focus, arrows pan, + and - zoom, and the
 * zoom buttons are labelled; `label` names the map for screen readers.
 */
export interface BaseMapProps {
  readonly centre: Position;
  readonly zoom: number;
  /** What the map shows, for screen readers ("Map of listings", "Map of Sunny Family Home"). */
  readonly label: string;
  /** CSS height of the map (its box is sized by the page, so loading it shifts nothing). */
  readonly height: string;
  readonly children?: ReactNode;
  /** Whether the wheel zooms the map: off where the map sits inside a scrolling page. */
  readonly scrollWheelZoom?: boolean;
  readonly testId?: string;
}

export default function BaseMap({ centre, zoom, label, height, children, scrollWheelZoom = true, testId }: BaseMapProps) {
  return (
    // MapContainer passes only id, class and style to its element: the region around it carries the name.
    <div role="region" aria-label={label} data-testid={testId}>
      <MapContainer center={[centre.lat, centre.lng]} zoom={zoom} maxZoom={MAX_ZOOM} scrollWheelZoom={scrollWheelZoom} style={{ height, width: '100%' }}>
        <TileLayer url={TILES_URL} attribution={TILES_ATTRIBUTION} maxZoom={MAX_ZOOM} />
        {children}
      </MapContainer>
    </div>
  );
}
