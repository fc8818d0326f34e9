import { useEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { MapView } from '@homehaven/domain/geo';
import BaseMap from '../../../../components/map/base-map';
import type { MapListing } from '../../api/use-map-listings';
import { MAP_MIN_ZOOM, type MapAt } from '../../api/map-at';
import { MAP_MESSAGES } from './map-messages';
import { MarkerClusterGroup } from './marker-cluster-group';
import { PriceMarker } from './price-marker';

/** Decimals of a searched view's edges: the query's key stays the same for the same view. */
const EDGE_DECIMALS = 5;

const clamp = (value: number, limit: number): number => Number(Math.min(limit, Math.max(-limit, value)).toFixed(EDGE_DECIMALS));

/** The part of the globe on screen, its edges kept on the globe (a view across the date line reads up to it). */
function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  return { south: clamp(bounds.getSouth(), 90), west: clamp(bounds.getWest(), 180), north: clamp(bounds.getNorth(), 90), east: clamp(bounds.getEast(), 180) };
}

/** Where the map looks, as the URL keeps it (the centre brought back onto the globe after panning round it). */
function atOf(map: LeafletMap): MapAt {
  const centre = map.wrapLatLng(map.getCenter());
  return { lat: centre.lat, lng: centre.lng, zoom: map.getZoom() };
}

/** What the map reports: the view on screen at first (`moved` false) and after each move or zoom. */
export type ViewReport = (view: MapView, at: MapAt, moved: boolean) => void;

/** Reports the map's view once it is laid out, then at the end of every move. */
function ViewTracker({ onView }: { onView: ViewReport }) {
  const map = useMap();
  const report = useRef(onView);
  useEffect(() => {
    report.current = onView;
  });
  useMapEvents({ moveend: () => report.current(viewOf(map), atOf(map), true) });
  useEffect(() => {
    map.setMinZoom(MAP_MIN_ZOOM);
    report.current(viewOf(map), atOf(map), false);
  }, [map]);
  return null;
}

interface ListingsMapProps {
  /** Where it opens (later changes are the map's own moves). */
  at: MapAt;
  listings: readonly MapListing[];
  onView: ViewReport;
}

/**
 * The map of the results: a price marker per listing, clustered where they crowd. BaseMap makes it
 * keyboard-usable (it takes focus; arrows pan, + and - zoom); Tab reaches every marker, Enter opens its card.
 */
export function ListingsMap({ at, listings, onView }: ListingsMapProps) {
  return (
    <BaseMap centre={at} zoom={at.zoom} label={MAP_MESSAGES.mapLabel} height="100%" scrollWheelZoom={false} testId="listings-map">
      <ViewTracker onView={onView} />
      <MarkerClusterGroup>{listings.map((listing) => (listing.position ? <PriceMarker key={listing.id} listing={listing} position={listing.position} /> : null))}</MarkerClusterGroup>
    </BaseMap>
  );
}
