import { FiArrowRight } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/static/links';
import { PAGE_CONTAINER } from '../../../components/static/page-container';
import { StreetPhoto } from '../../../components/static/street-photo-image';
import { HERO_IMAGE } from './hero-image';

const SECTION = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minH: { base: '70vh', md: '78vh' },
  bg: 'teal.800',
  color: 'white',
  overflow: 'hidden',
});
// Darkens the photo so the white text reads on any part of it.
const SHADE = css({ position: 'absolute', inset: '0', bgImage: 'linear-gradient(120deg, rgba(15, 23, 42, 0.85), rgba(13, 148, 136, 0.55))' });
const CONTENT = cx(PAGE_CONTAINER['7xl'], css({ py: '20' }));
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '2xl' });
const EYEBROW = css({ textTransform: 'uppercase', letterSpacing: 'widest', fontSize: 'sm', fontWeight: 'semibold', color: 'teal.200' });
const TITLE = cx(heading({ size: { base: '4xl', md: '6xl' } }), css({ lineHeight: '1.1' }));
const LEAD = css({ fontSize: { base: 'md', md: 'xl' }, color: 'whiteAlpha.900' });
const CTA = css({ rounded: 'full', px: '8' });

/**
 * The hero: welcome text and the All properties button over a street photo. The photo is a real
 * <img> (the page's Largest Contentful Paint on phones), sized per screen in AVIF or WebP, fetched
 * with high priority and preloaded by the prerendered page before any script runs.
 */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className={SECTION}>
      <StreetPhoto sizes={HERO_IMAGE.sizes} />
      <div className={SHADE} />
      <div className={CONTENT}>
        <div className={STACK}>
          <p className={EYEBROW}>Welcome to HomeHaven</p>
          <h1 id="hero-heading" className={TITLE}>
            Find the home that fits your life
          </h1>
          <p className={LEAD}>Browse verified listings from trusted agents, save your favourites, make an offer and pay securely, all in one place.</p>
          <div>
            <ButtonLink to={paths.properties.href()} size="lg" palette="teal" className={CTA}>
              All properties <FiArrowRight aria-hidden />
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
