import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { COUNTER_ANIMATION_MS } from '@homehaven/domain/constants';
import { onceInView } from '../../../lib/once-in-view';

const CARD = css({ display: 'flex', flexDirection: 'column', gap: '1', textAlign: 'center', p: '6', bg: 'white', rounded: 'xl', shadow: 'sm' });
const VALUE = css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', color: 'teal.700' });
const LABEL = css({ color: 'fg.muted' });
const SR_ONLY = css({ srOnly: true });

/**
 * A figure that counts up from 0 over 2 s the first time it scrolls into view (docs/product.md §5.2 About).
 * framer-motion animates it, loaded only when a counter comes into view, so it never weighs on the
 * first paint; under prefers-reduced-motion the figure shows at once.
 */
export function Counter({ value, label }: { value: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const stopWatching = onceInView(element, () => {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        setShown(value);
        return;
      }
      void import('framer-motion').then(({ animate }) => {
        if (cancelled) return;
        const controls = animate(0, value, { duration: COUNTER_ANIMATION_MS / 1000, ease: 'easeOut', onUpdate: (latest) => setShown(Math.round(latest)) });
        stop = () => controls.stop();
      });
    });
    return () => {
      cancelled = true;
      stopWatching();
      stop?.();
    };
  }, [value]);

  return (
    <div ref={ref} className={CARD}>
      {/* The final figure is the text (the prerendered HTML, crawlers, screen readers); the count is decoration. */}
      <p className={VALUE}>
        <span aria-hidden data-testid="counter-value">
          {shown}+
        </span>
        <span className={SR_ONLY}>{value}+</span>
      </p>
      <p className={LABEL}>{label}</p>
    </div>
  );
}
