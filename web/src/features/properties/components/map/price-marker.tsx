import L from 'leaflet';
import { useMemo, useRef } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { css } from 'styled-system/css';
import { formatPriceRange, priceBounds } from '@homehaven/domain/format';
import type { Position } from '@homehaven/domain/geo';
import type { MapListing } from '../../api/use-map-listings';
import { compactPrice } from './compact-price';
import { MarkerCard } from './marker-card';
import { markerText } from './marker-text';

/**
 * The price tag: above its point (CSS `translate`, since Leaflet places the marker with `transform`),
 * sized by its text (no iconSize, so Leaflet sets neither size nor margins).
 */
const TAG = css({
  translate: '-50% calc(-100% - 6px)',
  whiteSpace: 'nowrap',
  px: '2',
  py: '0.5',
  rounded: 'full',
  bg: 'white',
  color: 'teal.800',
  borderWidth: '2px',
  borderColor: 'teal.700',
  fontFamily: 'body',
  fontSize: 'sm',
  fontWeight: 'bold',
  lineHeight: '1.25rem',
  shadow: 'md',
  _hover: { bg: 'teal.700', color: 'white' },
  _focusVisible: { bg: 'teal.700', color: 'white', outline: '3px solid', outlineColor: 'orange.400', outlineOffset: '2px' },
});
/** The card opens above the tag, not over it. */
const POPUP_ANCHOR: L.PointExpression = [0, -34];

/** A listing's marker icon: its lower price, named for screen readers by title, price range and location. */
function priceIcon(title: string, location: string, minimum: number, maximum: number): L.DivIcon {
  const alternative = `${title}, ${formatPriceRange(minimum, maximum)}, ${location}`;
  return L.divIcon({
    html: markerText(compactPrice(priceBounds(minimum, maximum).low), alternative, { testid: 'map-marker', title }),
    className: TAG,
    iconSize: undefined,
    popupAnchor: POPUP_ANCHOR,
  });
}

interface PriceMarkerProps {
  listing: MapListing;
  position: Position;
}

/**
 * A listing on the map: a focusable price tag (Leaflet makes it a button; Enter opens its card, as a
 * click does) with its card in a popup. Icon and position are kept while the listing's shown fields
 * stay the same: a new icon or position would rebuild the marker (inside a cluster, remove and re-add
 * it), closing its card and losing focus whenever the live results answer again.
 */
export function PriceMarker({ listing, position }: PriceMarkerProps) {
  const map = useMap();
  const marker = useRef<L.Marker>(null);
  const { title, location, MinimumPrice, MaximumPrice } = listing;
  const icon = useMemo(() => priceIcon(title, location, MinimumPrice, MaximumPrice), [title, location, MinimumPrice, MaximumPrice]);
  const { lat, lng } = position;
  const at = useMemo<L.LatLngTuple>(() => [lat, lng], [lat, lng]);
  const close = () => {
    map.closePopup();
    marker.current?.getElement()?.focus();
  };
  return (
    <Marker ref={marker} position={at} icon={icon} riseOnHover>
      <Popup>
        <MarkerCard listing={listing} onClose={close} />
      </Popup>
    </Marker>
  );
}
