import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes/spinner';

const FRAME = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '50vh' });
const STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' });
const SPIN = cx(spinner({ size: 'xl' }), css({ color: 'teal.500', borderWidth: '3px' }));
const LABEL = css({ color: 'fg.muted', fontSize: 'sm' });

/** Centred loading indicator for guards and lazy routes (build-time CSS: it shows before any page's chunk has loaded). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={FRAME} role="status" aria-live="polite">
      <div className={STACK}>
        <span className={SPIN} />
        <p className={LABEL}>{label}</p>
      </div>
    </div>
  );
}
