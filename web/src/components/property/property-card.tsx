import { memo, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { FiArrowRight, FiLock, FiMapPin } from 'react-icons/fi';
import type { ListingAgent, ListingSummary } from '@homehaven/domain/documents';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import { paths, type DetailsLinkState } from '../../config/paths';
import { CompareToggle } from '../compare/compare-toggle';
import { ButtonLink } from '../static/links';
import { ResponsiveImage } from '../ui/responsive-image';
import { UserAvatar } from '../ui/user-avatar';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';
import { PAUSED_LABEL } from '@homehaven/domain/listing-pause';
import { sellerLine, type ListingSeller } from '@homehaven/domain/listing-seller';
import { FactsLine } from './facts-line';
import { PriceRange } from './price-range';
import { PROPERTY_CARD_SIZES } from './property-grid';
import { StatusBadge } from './status-badge';
import { LegalCheckBadge } from './legal-check-badge';
import { FeaturedBadge } from './featured-badge';

/** What a card shows of a listing (listings, wishlist entries and offers can all be shaped so). */
export interface CardListing extends ListingSummary {
  status: string;
  agent: Pick<ListingAgent, 'name' | 'image'>;
  /** Withdrawn from public lists (its agent was marked fraud): the card then cannot be opened. */
  withdrawn: boolean;
  /** An offer on it was accepted. */
  sold?: boolean;
  /** Paused by its owner or its plan's lapse (withdrawn too): the card says Paused. */
  paused?: boolean;
  /** What the agent said of it: the card shows beds, baths and area (copies such as wishlist entries have none). */
  facts?: ListingFacts;
  /** Its legal check: a passed one shows "Legal check passed" (copies such as wishlist entries have none). */
  legalCheck?: { status?: unknown } | undefined;
  /** Who sells it: the agency, or "Developer", after the agent's name (copies such as wishlist entries have none). */
  seller?: ListingSeller | undefined;
  /** Featured (docs/plans.md "Featured listings"): the card says so until `featuredUntil` (copies such as wishlist entries have none). */
  featured?: true | undefined;
  featuredUntil?: unknown;
}

interface PropertyCardProps {
  listing: CardListing;
  /** Above the fold (on some screen): the picture loads at once. */
  eager?: boolean;
  /** The list's first card: its picture is a phone's largest paint, fetched with high priority. */
  first?: boolean;
  /** Extra actions in the footer (agent, admin and buyer screens). */
  actions?: ReactNode;
  /** A control over the picture's top-right corner (e.g. the wishlist's Remove), keeping the footer one row. */
  corner?: ReactNode;
  /** Overrides why a card that cannot be opened is closed (e.g. "No longer listed"). */
  closedLabel?: string;
}

/** Why a card cannot be opened, in the words of its status. */
function closedLabel(listing: CardListing): string {
  if (listing.paused) return PAUSED_LABEL;
  if (listing.withdrawn) return LISTING_STATE_LABELS.withdrawn;
  if (listing.status === 'pending') return 'Awaiting verification';
  if (listing.status === 'rejected') return LISTING_STATE_LABELS.rejected;
  return 'Not available';
}

// Chakra's elevated card, as build-time classes (the card paints in prerendered pages).
const SLOTS = card({ variant: 'elevated', size: 'md' });
const ROOT = cx(SLOTS.root, css({ h: 'full', overflow: 'hidden' }));
const PICTURE = css({ position: 'relative' });
const FRAME = css({ aspectRatio: '16 / 10', bg: 'gray.200', overflow: 'hidden' });
const BADGES = css({ position: 'absolute', top: '3', left: '3', right: '3', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const BADGE_SHADOW = css({ shadow: 'sm' });
const SOLD = cx(badge({ variant: 'solid', size: 'sm' }), css({ colorPalette: 'gray', shadow: 'sm' }));
const CORNER = css({ position: 'absolute', top: '2', right: '2' });
const COMPARE = css({ position: 'absolute', bottom: '2', right: '2' });
const BODY = cx(SLOTS.body, css({ gap: '2', p: '4' }));
const TITLE = cx(heading({ size: 'md' }), css({ lineClamp: 1 }));
const ROW = css({ display: 'flex', alignItems: 'center' });
const LOCATION = cx(ROW, css({ gap: '1.5', color: 'fg.muted', fontSize: 'sm' }));
const ICON = css({ flexShrink: 0, w: '1em', h: '1em' });
const CLAMP = css({ lineClamp: 1 });
const AGENT = cx(ROW, css({ gap: '2', pt: '1' }));
const AGENT_NAME = css({ fontSize: 'sm', lineClamp: 1 });
const AGENT_TEXT = css({ display: 'flex', flexDirection: 'column', minW: '0' });
const SELLER = css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted', minW: '0' });
const SELLER_LOGO = css({ w: '4', h: '4', rounded: 'sm', objectFit: 'cover', flexShrink: '0' });
const SELLER_NAME = css({ lineClamp: 1 });
const FOOTER = cx(SLOTS.footer, css({ p: '4', pt: '0', gap: '2', flexWrap: 'wrap' }));
const CLOSED = cx(ROW, css({ gap: '1.5', fontSize: 'sm', color: 'fg.muted', px: '3', h: '8', rounded: 'md', bg: 'gray.100' }));

/**
 * A listing as a card: picture, status badge, prices, title, location, agent. A verified listing
 * links to its details page (passing its status in navigation state: docs/product.md §6.2 Property card); any other
 * status shows a label that cannot be clicked. Fixed picture ratio and one-line texts (the facts line
 * included, kept even when empty) keep every card the same height, so loading skeletons match and
 * nothing shifts.
 */
export const PropertyCard = memo(PropertyCardView, sameCard);

/** Whether two renders of a card would show the same (a live list's new result of the same listings). */
function sameCard(before: PropertyCardProps, after: PropertyCardProps): boolean {
  const { listing: a, ...restBefore } = before;
  const { listing: b, ...restAfter } = after;
  const fields: (keyof CardListing)[] = ['id', 'title', 'location', 'image', 'MinimumPrice', 'MaximumPrice', 'status', 'withdrawn', 'sold', 'paused'];
  return (
    fields.every((field) => a[field] === b[field]) &&
    sameCardFacts(a.facts, b.facts) &&
    a.legalCheck?.status === b.legalCheck?.status &&
    a.featured === b.featured &&
    JSON.stringify(a.featuredUntil) === JSON.stringify(b.featuredUntil) &&
    sellerLine(a.seller) === sellerLine(b.seller) &&
    a.agent.name === b.agent.name &&
    a.agent.image === b.agent.image &&
    (Object.keys(restBefore) as (keyof typeof restBefore)[]).every((key) => restBefore[key] === restAfter[key]) &&
    Object.keys(restAfter).length === Object.keys(restBefore).length
  );
}

/** Whether two listings' card facts (beds, baths, area) are the same. */
function sameCardFacts(a: ListingFacts | undefined, b: ListingFacts | undefined): boolean {
  return a?.bedrooms === b?.bedrooms && a?.bathrooms === b?.bathrooms && a?.area === b?.area;
}

function PropertyCardView({ listing, eager = false, first = false, actions, corner, closedLabel: closedText }: PropertyCardProps) {
  const open = isPublicListing(listing);
  const state: DetailsLinkState = { status: listing.status };
  return (
    <article className={ROOT} aria-label={listing.title} data-testid="property-card">
      <div className={PICTURE}>
        <div className={FRAME}>
          <ResponsiveImage src={listing.image} alt={listing.title} sizes={PROPERTY_CARD_SIZES} eager={eager} first={first} cover />
        </div>
        <div className={BADGES}>
          <StatusBadge status={listing.status} className={BADGE_SHADOW} />
          {listing.sold ? <span className={SOLD}>{LISTING_STATE_LABELS.sold}</span> : null}
          <FeaturedBadge listing={listing} className={BADGE_SHADOW} />
          <LegalCheckBadge listing={listing} className={BADGE_SHADOW} />
        </div>
        {corner ? <div className={CORNER}>{corner}</div> : null}
        {/* Over the picture, so the card keeps its height; only public listings can be compared. */}
        {open ? (
          <div className={COMPARE}>
            <CompareToggle listing={listing} />
          </div>
        ) : null}
      </div>
      <div className={BODY}>
        <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} />
        <h3 className={TITLE} title={listing.title}>
          {listing.title}
        </h3>
        <div className={LOCATION}>
          <FiMapPin aria-hidden className={ICON} />
          <p className={CLAMP}>{listing.location}</p>
        </div>
        <FactsLine facts={listing.facts} />
        <div className={AGENT}>
          <UserAvatar size="xs" name={listing.agent.name} photoURL={listing.agent.image} />
          <div className={AGENT_TEXT}>
            <p className={AGENT_NAME}>{listing.agent.name || 'Agent'}</p>
            {sellerLine(listing.seller) ? (
              <p className={SELLER} data-testid="card-seller">
                {listing.seller?.agencyLogo ? <img src={listing.seller.agencyLogo} alt="" width={16} height={16} loading="lazy" className={SELLER_LOGO} /> : null}
                <span className={SELLER_NAME}>{sellerLine(listing.seller)}</span>
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <div className={FOOTER}>
        {open ? (
          <ButtonLink to={paths.details.href(listing.id)} state={state} size="sm" palette="teal" variant="outline" aria-label={`View details of ${listing.title}`}>
            View details <FiArrowRight />
          </ButtonLink>
        ) : (
          <span className={CLOSED} data-testid="closed-label">
            <FiLock aria-hidden className={ICON} />
            {closedText ?? closedLabel(listing)}
          </span>
        )}
        {actions}
      </div>
    </article>
  );
}
