import { LuSparkle } from 'react-icons/lu';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { MARQUEE_SPEED } from '@homehaven/domain/constants';
import { PAGE_CONTAINER } from '../../../components/static/page-container';
import { FEATURE_PHRASES } from '../content/feature-phrases';
import { Marquee } from './marquee';
import { SectionHeading } from './section-heading';

const SECTION = css({ pt: { base: '14', md: '20' }, pb: { base: '10', md: '14' }, bg: 'white' });
const ROW = css({ py: { base: '4', md: '6' }, borderYWidth: '1px', borderColor: 'gray.200', bg: 'gray.50' });
const SPACING = css({ gap: { base: '6', md: '10' }, pe: { base: '6', md: '10' } });
const ITEM = css({ display: 'flex', alignItems: 'center', gap: { base: '6', md: '10' } });
const PHRASE = css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'bold', color: 'gray.800', whiteSpace: 'nowrap', letterSpacing: 'tight' });
const SPARKLE = cx(icon(), css({ boxSize: { base: '4', md: '6' }, color: 'teal.600' }));

/** The feature-phrases marquee: the twelve phrases of docs/product.md §5.1 Home, in order, scrolling at MARQUEE_SPEED. */
export function FeatureMarqueeSection({ className }: { className?: string }) {
  return (
    <section aria-labelledby="feature-marquee-heading" className={cx(SECTION, className)}>
      <div className={PAGE_CONTAINER['7xl']}>
        <SectionHeading id="feature-marquee-heading" eyebrow="One platform" title="Built for buyers, sellers and agents" />
      </div>
      <Marquee speed={MARQUEE_SPEED} label="HomeHaven features" className={ROW} listClassName={SPACING}>
        {FEATURE_PHRASES.map((phrase) => (
          <div key={phrase} className={ITEM}>
            <span className={PHRASE}>{phrase}</span>
            <LuSparkle className={SPARKLE} aria-hidden />
          </div>
        ))}
      </Marquee>
    </section>
  );
}
