import { useEffect, useRef, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { animate, useInView } from 'framer-motion';
import { COUNTER_ANIMATION_MS } from '@homehaven/domain/constants';

/** A figure that counts up from 0 over 2 s the first time it scrolls into view (spec section 9). */
export function Counter({ value, label }: { value: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once: true });
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!inView) return undefined;
    const controls = animate(0, value, {
      duration: COUNTER_ANIMATION_MS / 1000,
      ease: 'easeOut',
      onUpdate: (latest) => setShown(Math.round(latest)),
    });
    return () => controls.stop();
  }, [inView, value]);

  return (
    <Stack ref={ref} gap="1" textAlign="center" p="6" bg="white" rounded="xl" shadow="sm">
      <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="teal.600" data-testid="counter-value">
        {shown}+
      </Text>
      <Text color="fg.muted">{label}</Text>
    </Stack>
  );
}
