import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes/spinner';

const HIDDEN = css({ display: 'contents', '& > *': { visibility: 'hidden' } });
const SPINNER = cx(spinner({ size: 'sm' }), css({ position: 'absolute', inset: '0', m: 'auto', color: 'currentColor' }));

/**
 * A button's content while its action runs, as Chakra's `loading` button shows it: a spinner in the
 * middle, the label kept (invisible) so the button keeps its width. The button needs `position: relative`
 * (Chakra's button recipe has it).
 */
export function BusyContent({ busy, children }: { busy: boolean; children: ReactNode }) {
  if (!busy) return <>{children}</>;
  return (
    <>
      <span className={SPINNER} aria-hidden />
      <span className={HIDDEN}>
        <span>{children}</span>
      </span>
    </>
  );
}
