import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { ABOUT_COUNTERS } from '@homehaven/domain/constants';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { StreetPhoto } from '../../components/static/street-photo-image';
import { ABOUT_PHOTO } from './components/about-photo';
import { Counter } from './components/counter';
import { VideoDialog } from './components/video-dialog';

const COUNTERS = [
  { value: ABOUT_COUNTERS.properties, label: 'Modern properties' },
  { value: ABOUT_COUNTERS.agents, label: 'Experienced agents' },
  { value: ABOUT_COUNTERS.clients, label: 'Happy clients' },
  { value: ABOUT_COUNTERS.years, label: 'Years of experience' },
];

const PAGE = css({ py: { base: '12', md: '20' } });
const INTRO_GRID = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: '12', alignItems: 'center' });
const TEXT = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const EYEBROW = css({ textTransform: 'uppercase', letterSpacing: 'widest', fontSize: 'sm', fontWeight: 'semibold', color: 'teal.700' });
const TITLE = heading({ size: { base: '3xl', md: '4xl' } });
const LEAD = css({ color: 'fg.muted', fontSize: 'lg' });
// The photo under a dark veil, the play button centred on it; teal shows until the photo arrives.
const PHOTO = css({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', h: { base: '56', md: '80' }, rounded: '2xl', overflow: 'hidden', bg: 'teal.800' });
const VEIL = css({ position: 'absolute', inset: '0', bg: 'rgba(15, 23, 42, 0.35)' });
const PLAY = css({ position: 'relative' });
const FIGURES = cx(css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '6', mt: '16' }));

/** About: the company, its figures, and the promo video button. */
export function AboutPage() {
  return (
    <div className={PAGE}>
      <div className={PAGE_CONTAINER['6xl']}>
        <div className={INTRO_GRID}>
          <div className={TEXT}>
            <p className={EYEBROW}>About us</p>
            <h1 className={TITLE}>A leader in selling and renting houses</h1>
            <p className={LEAD}>
              For over three decades HomeHaven has helped families, first-time buyers and investors find the right home. Our agents know their neighbourhoods, every listing is checked before it is
              published, and buying is secure from the first offer to the final payment.
            </p>
          </div>
          <div className={PHOTO}>
            <StreetPhoto sizes={ABOUT_PHOTO.sizes} />
            <div className={VEIL} />
            <div className={PLAY}>
              <VideoDialog />
            </div>
          </div>
        </div>
        <div className={FIGURES}>
          {COUNTERS.map((counter) => (
            <Counter key={counter.label} {...counter} />
          ))}
        </div>
      </div>
    </div>
  );
}
