import { css } from 'styled-system/css';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../static/button-style';

interface PagerProps {
  page: number;
  /** Links to the previous and next pages, or null where there is none. */
  previous: string | null;
  next: string | null;
}

const NAV = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '4', mt: '10' });
const PAGE = css({ color: 'fg.muted' });
const PREVIOUS = buttonClass({ variant: 'outline', palette: 'teal' });
const NEXT = buttonClass({ palette: 'teal' });

/** Previous / Next links (real links: they can be opened in a new tab or shared). */
export function Pager({ page, previous, next }: PagerProps) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Pages" className={NAV}>
      {previous ? (
        <RouterLink to={previous} className={PREVIOUS} rel="prev">
          <FiChevronLeft aria-hidden /> Previous
        </RouterLink>
      ) : null}
      <p className={PAGE} aria-current="page">
        Page {page}
      </p>
      {next ? (
        <RouterLink to={next} className={NEXT} rel="next">
          Next <FiChevronRight aria-hidden />
        </RouterLink>
      ) : null}
    </nav>
  );
}
