import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Hero } from './components/hero';

// Everything below the hero loads after the first paint: the hero alone is on the critical path.
const HomeSections = lazy(() => import('./home-sections'));

/** Home (/): the hero now, the rest of spec section 1's sections as soon as their code arrives. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Suspense fallback={<Box minH="100vh" aria-hidden />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
