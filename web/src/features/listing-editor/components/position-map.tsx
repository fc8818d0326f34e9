import { useEffect, useMemo } from 'react';
import { divIcon, type LatLng, type LatLngTuple, type Marker as LeafletMarker } from 'leaflet';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { css } from 'styled-system/css';
import { roundCoordinate, type Position } from '@homehaven/domain/geo';
import BaseMap from '../../../components/map/base-map';
import { LISTING_ZOOM } from '../../../lib/map/map-config';

/** Where the map starts without a pin: the contiguous United States, where the demo cities are. */
const NO_PIN_CENTRE: Position = { lat: 39.5, lng: -98.35 };
const NO_PIN_ZOOM = 3;

// The pin: a teardrop drawn in CSS (no image to load), its tip on the point. Leaflet moves the icon
// element with a transform, so the shape turns inside it.
const PIN_SIZE = 28;
const PIN_SHAPE = css({
  display: 'block',
  w: `${PIN_SIZE}px`,
  h: `${PIN_SIZE}px`,
  bg: 'teal.600',
  borderWidth: '3px',
  borderColor: 'white',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  boxShadow: '0 2px 6px rgba(0, 0, 0, 0.45)',
  cursor: 'grab',
});
const PIN_ICON = divIcon({
  className: css({ bg: 'transparent', border: 'none' }),
  html: `<span class="${PIN_SHAPE}"></span>`,
  iconSize: [PIN_SIZE, PIN_SIZE],
  // The tip of the turned square: half its diagonal below its centre.
  iconAnchor: [PIN_SIZE / 2, Math.round(PIN_SIZE / 2 + (PIN_SIZE * Math.SQRT2) / 2)],
});

/** A point of the map as a stored position: on the globe (a map panned round wraps) and rounded. */
function positionOf(point: LatLng): Position {
  const wrapped = point.wrap();
  return { lat: roundCoordinate(wrapped.lat), lng: roundCoordinate(wrapped.lng) };
}

export interface PositionMapProps {
  /** The pin, or null when there is none. */
  readonly pin: Position | null;
  /** Called with the point the agent dragged the pin to or clicked. */
  readonly onPick: (position: Position) => void;
  /** A place the map must show closer, at a listing's zoom (the geocoder's answer); each new object once. */
  readonly focus: Position | null;
  readonly height: string;
}

/** Keeps the pin in sight: shows `focus` at a listing's zoom when asked, and follows a typed pin that left the view. */
function FollowPin({ pin, focus }: Pick<PositionMapProps, 'pin' | 'focus'>) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], Math.max(map.getZoom(), LISTING_ZOOM));
  }, [map, focus]);
  const lat = pin?.lat;
  const lng = pin?.lng;
  useEffect(() => {
    if (lat !== undefined && lng !== undefined && !map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** Clicking the map puts the pin there. */
function PickOnClick({ onPick }: Pick<PositionMapProps, 'onPick'>) {
  useMapEvents({ click: (event) => onPick(positionOf(event.latlng)) });
  return null;
}

/**
 * The listing form's small map (Leaflet: loaded only with the form, a chunk of its own): the pin,
 * dragged or put where the map is clicked. The pin is not a keyboard stop: the Latitude and Longitude
 * fields beside the map move it, and say where it is, for keyboards and screen readers.
 */
export default function PositionMap({ pin, onPick, focus, height }: PositionMapProps) {
  // A new tuple only when the pin moves: react-leaflet moves the marker when this changes.
  const point = useMemo((): LatLngTuple | null => (pin ? [pin.lat, pin.lng] : null), [pin]);
  const start = pin ?? NO_PIN_CENTRE;
  return (
    <BaseMap centre={start} zoom={pin ? LISTING_ZOOM : NO_PIN_ZOOM} label="Map of the listing's position" height={height} scrollWheelZoom={false} testId="position-map">
      <FollowPin pin={pin} focus={focus} />
      <PickOnClick onPick={onPick} />
      {point ? (
        <Marker position={point} icon={PIN_ICON} draggable autoPan keyboard={false} eventHandlers={{ dragend: (event) => onPick(positionOf((event.target as LeafletMarker).getLatLng())) }} />
      ) : null}
    </BaseMap>
  );
}
