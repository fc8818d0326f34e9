import { useEffect, useRef, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { COUNTER_ANIMATION_MS } from '@homehaven/domain/constants';

/**
 * A figure that counts up from 0 over 2 s the first time it scrolls into view (spec section 9).
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
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
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
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      stop?.();
    };
  }, [value]);

  return (
    <Stack ref={ref} gap="1" textAlign="center" p="6" bg="white" rounded="xl" shadow="sm">
      <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="teal.700" data-testid="counter-value">
        {shown}+
      </Text>
      <Text color="fg.muted">{label}</Text>
    </Stack>
  );
}
