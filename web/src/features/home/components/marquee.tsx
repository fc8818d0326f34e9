import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { marqueeDurationSeconds } from './marquee-duration';

interface MarqueeProps {
  /** Pixels per second (docs/product.md §14 Constants: MARQUEE_SPEED, BANNER_MARQUEE_SPEED in the banner). */
  speed: number;
  /** Accessible name of the row (it can take focus, which pauses it). */
  label: string;
  /** The row's own look (padding, border, background). */
  className?: string;
  /** Space between items (`gap`), also kept after the last one (`pe`) so the loop has no seam. */
  listClassName?: string;
  /** The items, each shown as one list item. */
  children: ReactNode;
}

const FADE_EDGES = 'linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent)';

// Under prefers-reduced-motion the track stands still, the copy is dropped and the row scrolls.
const ROOT = css({
  overflow: 'hidden',
  // Panda adds the -webkit- copy.
  maskImage: FADE_EDGES,
  _focusVisible: { outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '-2px' },
  _motionReduce: { overflowX: 'auto', maskImage: 'none' },
});
// The track moves by -50% (one copy) per loop once its duration is known (data-running); hovering or
// focusing the row pauses it.
const TRACK = css({
  display: 'flex',
  w: 'max-content',
  _motionSafe: {
    '[data-running] > &': { animation: 'hh-marquee var(--hh-marquee-duration) linear infinite' },
    '[data-running]:is(:hover, :focus-within) > &': { animationPlayState: 'paused' },
  },
});
const LIST = css({ display: 'flex', flexShrink: 0, alignItems: 'center', listStyleType: 'none' });
const DEFAULT_SPACING = css({ gap: '8', pe: '8' });
const COPY = css({ _motionReduce: { display: 'none' } });
const ITEM = css({ flexShrink: 0 });

/**
 * A row that scrolls its children sideways at `speed` px/s, in CSS only. The items are rendered twice
 * in one track (the copy hidden from assistive technology and inert), and the track's width, measured
 * on mount and whenever it changes (ResizeObserver), sets the loop's duration.
 */
export function Marquee({ speed, label, className, listClassName = DEFAULT_SPACING, children }: MarqueeProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [trackWidth, setTrackWidth] = useState(0);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return undefined;
    // The observer reports the size once when it starts observing, then on every change (fonts, breakpoints).
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setTrackWidth(entry.contentRect.width);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  const duration = marqueeDurationSeconds(trackWidth, speed);
  const items = Children.toArray(children);
  const copy = (hidden: boolean) => (
    <ul className={cx(LIST, listClassName, hidden && COPY)} aria-hidden={hidden || undefined} inert={hidden || undefined}>
      {items.map((item, index) => (
        <li key={index} className={ITEM}>
          {item}
        </li>
      ))}
    </ul>
  );

  return (
    <div className={cx(ROOT, className)} data-running={duration > 0 ? '' : undefined} role="group" aria-label={label} tabIndex={0} style={{ '--hh-marquee-duration': `${duration}s` } as CSSProperties}>
      <div ref={trackRef} className={TRACK}>
        {copy(false)}
        {copy(true)}
      </div>
    </div>
  );
}
