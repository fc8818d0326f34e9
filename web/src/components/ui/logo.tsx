import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import { paths } from '../../config/paths';

const LINK = css({ display: 'flex', alignItems: 'center', gap: '2' });
const MARK = { md: css({ boxSize: '8' }), lg: css({ boxSize: '9' }) };
const NAME = css({ fontWeight: 'bold', letterSpacing: 'tight', color: 'fg' });
const NAME_SIZE = { md: css({ fontSize: 'lg' }), lg: css({ fontSize: 'xl' }) };
const COMPACT = css({ display: { base: 'none', sm: 'block' } });
const BRAND = css({ color: 'teal.700' });

/** The HomeHaven mark and name, linking home; `compact` keeps only the mark on phones. */
export function Logo({ size = 'md', compact = false }: { size?: 'md' | 'lg'; compact?: boolean }) {
  return (
    <RouterLink to={paths.home.href()} aria-label="HomeHaven home" className={LINK}>
      <img src="/favicon.svg" alt="" className={MARK[size]} />
      <span className={`${NAME} ${NAME_SIZE[size]}${compact ? ` ${COMPACT}` : ''}`}>
        Home<span className={BRAND}>Haven</span>
      </span>
    </RouterLink>
  );
}
