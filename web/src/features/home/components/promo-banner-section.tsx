import { LuArrowRight, LuBadgePercent, LuSparkle } from 'react-icons/lu';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { BANNER_MARQUEE_SPEED } from '@homehaven/domain/constants';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/static/links';
import { PROMO } from '../content/promo';
import { Marquee } from './marquee';
import { HomeSection } from './home-section';

const BANNER = css({
  position: 'relative',
  rounded: '3xl',
  overflow: 'hidden',
  shadow: 'xl',
  color: 'white',
  bg: 'teal.800',
  bgGradient: 'to-r',
  gradientFrom: 'teal.900',
  gradientTo: 'teal.700',
});
const WATERMARK = cx(icon(), css({ position: 'absolute', top: { base: '-6', md: '-10' }, right: { base: '-6', md: '-4' }, boxSize: { base: '40', md: '64' }, color: 'whiteAlpha.100' }));
const CONTENT = css({
  position: 'relative',
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  justifyContent: 'space-between',
  gap: { base: '6', md: '10' },
  p: { base: '6', md: '12' },
});
const COPY = css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '2xl' });
const OFFER = css({ fontSize: { base: '4xl', sm: '5xl', md: '7xl' }, fontWeight: 'extrabold', lineHeight: '1', letterSpacing: 'tight' });
const DETAIL = css({ fontSize: { base: 'lg', md: '2xl' }, color: 'teal.50' });
const NOTE = css({ fontWeight: 'semibold', color: 'white' });
// Chakra's xl button (a lg one 12 high with its 2.5 gap), white and round.
const CTA = css({ h: '12', minW: '12', gap: '2.5', rounded: 'full', px: '8', flexShrink: 0, bg: 'white', color: 'teal.900', fontWeight: 'bold', _hover: { bg: 'teal.50' } });
const STRIP = css({ position: 'relative', py: '3', bg: 'blackAlpha.400', color: 'teal.50' });
const SPACING = css({ gap: '6', pe: '6' });
const ITEM = css({ display: 'flex', alignItems: 'center', gap: '6' });
const HIGHLIGHT = css({ fontSize: 'sm', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wider', whiteSpace: 'nowrap' });
const SPARKLE = cx(icon(), css({ boxSize: '3', color: 'teal.200' }));

/** The promotional banner: up to PROMO_DISCOUNT_PERCENT off service fees, a link to /properties, a strip at BANNER_MARQUEE_SPEED. */
export function PromoBannerSection({ className }: { className?: string }) {
  return (
    <HomeSection id="promo-heading" eyebrow={PROMO.eyebrow} title={PROMO.title} className={className}>
      <div className={BANNER}>
        <LuBadgePercent className={WATERMARK} aria-hidden />
        <div className={CONTENT}>
          <div className={COPY}>
            <p className={OFFER} data-testid="promo-offer">
              {PROMO.offer}
            </p>
            <p className={DETAIL}>
              {PROMO.detail} <span className={NOTE}>{PROMO.note}</span>
            </p>
          </div>
          <ButtonLink to={paths.properties.href()} size="lg" className={CTA}>
            {PROMO.cta} <LuArrowRight aria-hidden />
          </ButtonLink>
        </div>
        <Marquee speed={BANNER_MARQUEE_SPEED} label="Offer highlights" className={STRIP} listClassName={SPACING}>
          {PROMO.strip.map((item) => (
            <div key={item} className={ITEM}>
              <span className={HIGHLIGHT}>{item}</span>
              <LuSparkle className={SPARKLE} aria-hidden />
            </div>
          ))}
        </Marquee>
      </div>
    </HomeSection>
  );
}
