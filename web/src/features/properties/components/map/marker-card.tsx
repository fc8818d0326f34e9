import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { FiArrowRight, FiMapPin } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes/link';
import { formatPriceRange } from '@homehaven/domain/format';
import { paths, type DetailsLinkState } from '../../../../config/paths';
import type { MapListing } from '../../api/use-map-listings';
import { MAP_MESSAGES } from './map-messages';

// No <p> inside: Leaflet's stylesheet (outside the app's cascade layers, so it wins) gives popup paragraphs wide margins.
const CARD = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '48', maxW: '64', fontFamily: 'body', fontSize: 'sm', color: 'fg' });
const TITLE = css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'short', lineClamp: 2 });
const PRICE = css({ fontWeight: 'bold', color: 'teal.700' });
const LOCATION = css({ display: 'flex', alignItems: 'center', gap: '1', color: 'fg.muted' });
const ICON = css({ flexShrink: 0 });
const LINK = cx(link(), css({ display: 'inline-flex', alignItems: 'center', gap: '1', mt: '1', fontWeight: 'semibold' }));

interface MarkerCardProps {
  listing: MapListing;
  /** Escape: closes the card, focus back on its marker. */
  onClose: () => void;
}

/**
 * The small card a marker opens: title, price range, location, and View details. Focus moves to its
 * link as it opens, so a keyboard user who pressed Enter on a marker lands in it; Escape closes it.
 */
export function MarkerCard({ listing, onClose }: MarkerCardProps) {
  const details = useRef<HTMLAnchorElement>(null);
  useEffect(() => details.current?.focus({ preventScroll: true }), []);
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const state: DetailsLinkState = { status: listing.status };
  return (
    <div className={CARD} onKeyDown={close} data-testid="map-card">
      <h3 className={TITLE}>{listing.title}</h3>
      <span className={PRICE}>{formatPriceRange(listing.MinimumPrice, listing.MaximumPrice)}</span>
      <span className={LOCATION}>
        <FiMapPin aria-hidden className={ICON} />
        {listing.location}
      </span>
      <Link ref={details} to={paths.details.href(listing.id)} state={state} className={LINK} aria-label={`${MAP_MESSAGES.viewDetails} of ${listing.title}`}>
        {MAP_MESSAGES.viewDetails} <FiArrowRight aria-hidden />
      </Link>
    </div>
  );
}
