import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { skeleton } from 'styled-system/recipes/skeleton';
import { Skeleton } from '../static/skeleton';

const CARD = card({ variant: 'elevated' });
const ROOT = cx(CARD.root, css({ h: 'full' }));
const BODY = cx(CARD.body, css({ gap: '3', p: { base: '4', md: '5' } }));
const HEAD = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const META = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
const FOOTER = cx(CARD.footer, css({ px: { base: '4', md: '5' }, pb: { base: '4', md: '5' }, pt: '0', justifyContent: 'space-between', gap: '3' }));
const FOOTER_START = css({ display: 'flex', alignItems: 'center', gap: '0.5rem', minH: '9', flex: '1' });
// Bars sized by the (invisible) text they stand for, as on the card.
const TITLE_BAR = cx(skeleton(), css({ w: '60%' }));
const TITLE = heading({ size: 'md' });
const TEXT_BAR = skeleton();
const AGENT_BAR = cx(skeleton(), css({ w: '50%' }));
const SMALL = css({ fontSize: 'sm' });
const STARS = css({ h: '4', w: '24' });
const LINE = css({ py: '1' });
const LINE_BAR = { full: css({ h: '4', w: 'full' }), short: css({ h: '4', w: '70%' }) };
const BUTTON = css({ h: '9', w: '24' });

/** One line of body text (24 px), drawn as a bar a little shorter than the line. */
function LineSkeleton({ width }: { width: keyof typeof LINE_BAR }) {
  return (
    <div className={LINE}>
      <Skeleton className={LINE_BAR[width]} />
    </div>
  );
}

/**
 * A review card's placeholder with the card's own outline: the same type sizes (title, stars and
 * date), a two-line comment and the footer with its button, so nothing shifts when reviews arrive.
 */
export function ReviewCardSkeleton() {
  return (
    <div className={ROOT} aria-hidden data-testid="review-card-skeleton">
      <div className={BODY}>
        <div className={HEAD}>
          <div className={TITLE_BAR}>
            <div className={TITLE}>&nbsp;</div>
          </div>
          <div className={META}>
            <Skeleton className={STARS} />
            <div className={TEXT_BAR}>
              <p className={SMALL}>Nov 30, 2026</p>
            </div>
          </div>
        </div>
        <div>
          <LineSkeleton width="full" />
          <LineSkeleton width="short" />
        </div>
      </div>
      <div className={FOOTER}>
        <div className={FOOTER_START}>
          <div className={AGENT_BAR}>
            <p className={SMALL}>&nbsp;</p>
          </div>
        </div>
        <Skeleton className={BUTTON} />
      </div>
    </div>
  );
}
