import { FiMapPin, FiUser } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { icon } from 'styled-system/recipes/icon';
import { formatDay, formatPrice } from '@homehaven/domain/format';
import { instantToDate, type Offer } from '../../../lib/firebase/documents';
import { OfferStatusBadge } from '../../../components/offer/offer-status-badge';
import { PROPERTY_CARD_SIZES } from '../../../components/property/property-grid';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { OfferNextStep } from './offer-next-step';

// Chakra's elevated card, as a property card has it, in build-time classes (docs/decisions.md "Build-time styles everywhere").
const SLOTS = card({ variant: 'elevated', size: 'md' });
const ROOT = cx(SLOTS.root, css({ h: 'full', overflow: 'hidden' }));
const PICTURE = css({ position: 'relative' });
const FRAME = css({ aspectRatio: '16 / 10', bg: 'gray.200', overflow: 'hidden' });
/** The status over the picture's top-left corner, like a property card's. */
const OVER_PICTURE = css({ position: 'absolute', top: '3', left: '3', shadow: 'sm' });
const BODY = cx(SLOTS.body, css({ gap: '2', p: '4' }));
const ROW = css({ display: 'flex', alignItems: 'center' });
const HEAD = cx(ROW, css({ justifyContent: 'space-between', gap: '2' }));
const AMOUNT = css({ fontWeight: 'bold', color: 'teal.700' });
const DAY = css({ fontSize: 'xs', color: 'fg.muted' });
const TITLE = cx(heading({ size: 'md' }), css({ lineClamp: 1 }));
const LOCATION = cx(ROW, css({ gap: '1.5', color: 'fg.muted', fontSize: 'sm' }));
const AGENT = cx(ROW, css({ gap: '1.5', fontSize: 'sm' }));
const ICON = cx(icon(), css({ flexShrink: 0 }));
const MUTED_ICON = cx(ICON, css({ color: 'fg.muted' }));
const CLAMP = css({ lineClamp: 1 });
const FOOTER = cx(SLOTS.footer, css({ p: '4', pt: '0' }));

/**
 * One offer as a card: the listing's picture with the offer's status badge (green accepted, red
 * rejected, yellow otherwise), the amount offered, title, location, agent, then what comes next.
 * Same proportions as a property card, so the property card skeleton fits while loading.
 */
export function OfferCard({ offer, eager }: { offer: Offer; eager: boolean }) {
  return (
    <article className={ROOT} aria-label={offer.propertyTitle} data-testid="offer-card" data-status={offer.status}>
      <div className={PICTURE}>
        <div className={FRAME}>
          <ResponsiveImage src={offer.propertyImage} alt={offer.propertyTitle} sizes={PROPERTY_CARD_SIZES} eager={eager} cover />
        </div>
        <OfferStatusBadge offer={offer} className={OVER_PICTURE} />
      </div>
      <div className={BODY}>
        <div className={HEAD}>
          <p className={AMOUNT} data-testid="offer-amount">
            {formatPrice(offer.offerAmount)}
          </p>
          <p className={DAY}>{formatDay(instantToDate(offer.createdAt))}</p>
        </div>
        {/* Right under the page's h1: an h2, so no heading level is skipped (docs/testing.md "What a journey step waits for"). */}
        <h2 className={TITLE} title={offer.propertyTitle}>
          {offer.propertyTitle}
        </h2>
        <div className={LOCATION}>
          <FiMapPin aria-hidden className={ICON} />
          <p className={CLAMP}>{offer.location}</p>
        </div>
        <div className={AGENT}>
          <FiUser aria-hidden className={MUTED_ICON} />
          <p className={CLAMP}>Agent: {offer.agentName || 'Agent'}</p>
        </div>
      </div>
      <div className={FOOTER}>
        <OfferNextStep offer={offer} />
      </div>
    </article>
  );
}
