import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

interface RenderWhenNearProps {
  children: ReactNode;
  /**
   * Height kept until the content renders: close to the content's own, and not taller, so that
   * rendering lengthens the page rather than pulling what is above it (at the page's end).
   */
  minH: string | Record<string, string>;
  /** How far below the viewport rendering starts. */
  margin?: string;
}

/**
 * Renders its content only when it comes near the viewport. Below-the-fold sections then cost
 * nothing while the page loads (no render, no data read) and appear before the visitor reaches
 * them. Without IntersectionObserver (old browsers, some crawlers) the content renders at once.
 */
export function RenderWhenNear({ children, minH, margin = '600px' }: RenderWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  return <Box ref={ref} minH={minH} aria-hidden aria-busy="true" />;
}
