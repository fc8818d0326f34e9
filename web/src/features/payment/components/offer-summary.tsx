import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { formatPrice } from '@homehaven/domain/format';
import type { Offer } from '../../../lib/firebase/documents';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { FactList } from './fact-list';

// Chakra's outline card, as build-time classes (docs/decisions.md "Build-time styles everywhere").
const CARD = card({ variant: 'outline', size: 'md' });
const ROOT = cx(CARD.root, css({ overflow: 'hidden' }));
const PICTURE = css({ aspectRatio: '16 / 9', bg: 'gray.200', overflow: 'hidden' });
const BODY = cx(CARD.body, css({ p: { base: '4', md: '6' }, gap: '4' }));
const TITLE = heading({ size: 'lg' });

/** What is being paid for, before paying: the property, its agent and the amount offered. */
export function OfferSummary({ offer }: { offer: Offer }) {
  const facts = [
    ['Location', offer.location],
    ['Agent', offer.agentName || 'Agent'],
    ['Your offer', formatPrice(offer.offerAmount)],
  ] as const;
  return (
    <div className={ROOT}>
      <div className={PICTURE}>
        <ResponsiveImage src={offer.propertyImage} alt={offer.propertyTitle} sizes="(min-width: 1024px) 40vw, 100vw" first cover />
      </div>
      <div className={BODY}>
        <h2 className={TITLE}>{offer.propertyTitle}</h2>
        <FactList facts={facts} />
      </div>
    </div>
  );
}
