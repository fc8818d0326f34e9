import { LuCircleCheck } from 'react-icons/lu';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { PAGE_CONTAINER } from '../../../components/static/page-container';
import { HEADLINE } from '../content/headline';
import { SectionHeading } from './section-heading';

const SECTION = css({ py: { base: '14', md: '20' } });
const PANEL = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '5fr 7fr' }, rounded: '3xl', overflow: 'hidden', shadow: 'lg', bg: 'white' });
const FIGURE_SIDE = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  p: { base: '8', md: '12' },
  textAlign: { base: 'center', md: 'start' },
  bg: 'teal.800',
  bgGradient: 'to-br',
  gradientFrom: 'teal.700',
  gradientTo: 'teal.900',
  color: 'white',
});
const FIGURE = css({ display: 'block', fontSize: { base: '7xl', md: '8xl' }, fontWeight: 'extrabold', lineHeight: '1', letterSpacing: 'tight' });
const CAPTION = css({ display: 'block', mt: '3', fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'medium', color: 'teal.50' });
const POINTS = css({ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: { base: '4', md: '6' }, p: { base: '6', md: '12' }, listStyleType: 'none' });
const POINT = css({ display: 'flex', alignItems: 'flex-start', gap: '3' });
const CHECK = cx(icon(), css({ boxSize: '6', color: 'teal.700', flexShrink: 0 }));
const POINT_TEXT = css({ fontSize: { base: 'md', md: 'lg' }, color: 'gray.800' });

/** The stat band: the one headline figure (HEADLINE_FIGURE, "150+") with its caption, beside plain statements. */
export function HeadlineFigureSection({ className }: { className?: string }) {
  return (
    <section aria-labelledby="headline-figure-heading" className={cx(SECTION, className)}>
      <div className={PAGE_CONTAINER['6xl']}>
        <SectionHeading id="headline-figure-heading" eyebrow={HEADLINE.eyebrow} title={HEADLINE.title} />
        <div className={PANEL}>
          <div className={FIGURE_SIDE}>
            <p>
              <span className={FIGURE} data-testid="headline-figure">
                {HEADLINE.figure}
              </span>
              <span className={CAPTION}>{HEADLINE.caption}</span>
            </p>
          </div>
          <ul className={POINTS}>
            {HEADLINE.points.map((point) => (
              <li key={point} className={POINT}>
                <LuCircleCheck className={CHECK} aria-hidden />
                <p className={POINT_TEXT}>{point}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
