import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes/spinner';

// Chakra's button loader with a text: a spinner of the text's size before it.
const SPIN = cx(spinner({ size: 'inherit' }), css({ borderWidth: '0.125em', color: 'inherit' }));

/**
 * A button's label that says what is happening while its action runs, as Chakra's `loadingText`
 * showed it ("Sending…" with a spinner before it), otherwise the label itself.
 */
export function BusyLabel({ busy, text, children }: { busy: boolean; text: string; children: ReactNode }) {
  if (!busy) return <>{children}</>;
  return (
    <>
      <span className={SPIN} aria-hidden />
      {text}
    </>
  );
}
