import type { ReactNode } from 'react';
import { FiMapPin } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { icon } from 'styled-system/recipes/icon';
import { formatPrice } from '@homehaven/domain/format';
import { ResponsiveImage } from '../ui/responsive-image';

interface OfferRowProps {
  title: string;
  image: string;
  location: string;
  /** The offer's amount, or a listing's price range as text. */
  amount: number | string;
  /** Under the title: who and when (buyer, dates). */
  details: ReactNode;
  /** Beside the amount: a status badge. */
  badge?: ReactNode;
  /** At the end: what the viewer may do. */
  actions?: ReactNode;
  testId?: string;
  status?: string;
}

// Chakra's outline card as build-time classes (docs/decisions.md "Build-time styles everywhere").
const ROOT = cx(card({ variant: 'outline', size: 'md' }).root, css({ overflow: 'hidden' }));
/** The row's layout, shared with its skeleton (offer-row-skeleton.tsx) so both have one size. */
export const OFFER_ROW_LAYOUT = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'center' }, gap: { base: '3', md: '5' }, p: '4' });
const THUMBNAIL = css({ w: { base: 'full', md: '28' }, flexShrink: 0, aspectRatio: '16 / 10', rounded: 'md', overflow: 'hidden', bg: 'gray.200' });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' });
const TITLE = cx(heading({ size: 'md' }), css({ lineClamp: 1 }));
const LOCATION = css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'sm' });
const ICON = cx(icon(), css({ flexShrink: 0 }));
const CLAMP = css({ lineClamp: 1 });
const DETAILS = css({ fontSize: 'sm' });
const END = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: { base: 'flex-start', md: 'flex-end' }, flexShrink: 0 });
const ROW = css({ display: 'flex', alignItems: 'center', gap: '2' });
const AMOUNT = css({ fontWeight: 'bold', fontSize: 'lg', color: 'teal.700' });

/**
 * One offer as a row of an agent's list (Requested, Sold): a thumbnail, the listing, who offered and
 * when, the amount with its badge, and the actions. It stacks on a phone and lines up on wide screens.
 */
export function OfferRow({ title, image, location, amount, details, badge, actions, testId = 'offer-row', status }: OfferRowProps) {
  return (
    <article className={ROOT} aria-label={title} data-testid={testId} data-status={status}>
      <div className={OFFER_ROW_LAYOUT}>
        <div className={THUMBNAIL}>
          <ResponsiveImage src={image} alt={title} sizes="(min-width: 48em) 112px, 100vw" cover />
        </div>
        <div className={TEXTS}>
          <h2 className={TITLE} title={title}>
            {title}
          </h2>
          <div className={LOCATION}>
            <FiMapPin aria-hidden className={ICON} />
            <p className={CLAMP}>{location}</p>
          </div>
          <div className={DETAILS}>{details}</div>
        </div>
        <div className={END}>
          <div className={ROW}>
            <p className={AMOUNT} data-testid="offer-amount">
              {typeof amount === 'number' ? formatPrice(amount) : amount}
            </p>
            {badge}
          </div>
          {actions ? <div className={ROW}>{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}
