import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Box, Flex, type BoxProps } from '@chakra-ui/react';
import { marqueeDurationSeconds } from './marquee-duration';

/**
 * Every marquee's CSS, written once into <head> by React 19 (a `<style>` with `href` and `precedence`
 * is hoisted and de-duplicated). The track moves by -50% (one copy) per loop; hovering or focusing the
 * row pauses it; under prefers-reduced-motion it stands still, the copy is dropped and the row scrolls.
 */
const MARQUEE_CSS = `
@keyframes hh-marquee { from { transform: translate3d(0, 0, 0); } to { transform: translate3d(-50%, 0, 0); } }
.hh-marquee { overflow: hidden; -webkit-mask-image: linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent); mask-image: linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent); }
.hh-marquee[data-running] .hh-marquee-track { animation: hh-marquee var(--hh-marquee-duration) linear infinite; }
.hh-marquee:hover .hh-marquee-track, .hh-marquee:focus-within .hh-marquee-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) {
  .hh-marquee { overflow-x: auto; -webkit-mask-image: none; mask-image: none; }
  .hh-marquee[data-running] .hh-marquee-track { animation: none; }
  .hh-marquee .hh-marquee-copy { display: none; }
}
`;

interface MarqueeProps extends Omit<BoxProps, 'children' | 'className' | 'gap'> {
  /** Pixels per second (spec section 9: MARQUEE_SPEED, BANNER_MARQUEE_SPEED in the banner). */
  speed: number;
  /** Accessible name of the row (it can take focus, which pauses it). */
  label: string;
  /** Space between items, also kept after the last one so the loop has no seam. */
  gap?: BoxProps['gap'];
  /** The items, each shown as one list item. */
  children: ReactNode;
}

/**
 * A row that scrolls its children sideways at `speed` px/s, in CSS only. The items are rendered twice
 * in one track (the copy hidden from assistive technology and inert), and the track's width, measured
 * on mount and whenever it changes (ResizeObserver), sets the loop's duration.
 */
export function Marquee({ speed, label, gap = '8', children, ...box }: MarqueeProps) {
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
    <Flex
      as="ul"
      className={hidden ? 'hh-marquee-copy' : undefined}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      flexShrink={0}
      alignItems="center"
      gap={gap}
      pe={gap}
      listStyleType="none"
    >
      {items.map((item, index) => (
        <Box as="li" key={index} flexShrink={0}>
          {item}
        </Box>
      ))}
    </Flex>
  );

  return (
    <Box
      className="hh-marquee"
      data-running={duration > 0 ? '' : undefined}
      role="group"
      aria-label={label}
      tabIndex={0}
      style={{ '--hh-marquee-duration': `${duration}s` } as CSSProperties}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '-2px' }}
      {...box}
    >
      <style href="hh-marquee" precedence="medium">
        {MARQUEE_CSS}
      </style>
      <Flex ref={trackRef} className="hh-marquee-track" w="max-content">
        {copy(false)}
        {copy(true)}
      </Flex>
    </Box>
  );
}
