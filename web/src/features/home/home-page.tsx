import { lazy, Suspense, type ComponentType } from 'react';
import { Box } from '@chakra-ui/react';
import { RenderWhenNear } from '../../components/ui/render-when-near';
import { Hero } from './components/hero';

type SectionName = 'FeatureMarqueeSection' | 'NewProperties' | 'WhyHomeHavenSection' | 'SmartFeaturesSection' | 'HeadlineFigureSection' | 'LatestReviews' | 'PromoBannerSection' | 'BlogSection';

/** A section of home-sections.ts, loaded lazily (all of them share one chunk). */
function section(name: SectionName): ComponentType {
  return lazy(async () => ({ default: (await import('./home-sections'))[name] }));
}

/**
 * Spec section 1's sections below the hero, in the order a visitor reads a property portal, each with
 * about the height it will take (phone first), held until it renders so the page does not jump.
 */
const SECTIONS: { key: SectionName; Component: ComponentType; minH: string }[] = [
  { key: 'FeatureMarqueeSection', Component: section('FeatureMarqueeSection'), minH: '120px' },
  { key: 'NewProperties', Component: section('NewProperties'), minH: '1200px' },
  { key: 'WhyHomeHavenSection', Component: section('WhyHomeHavenSection'), minH: '900px' },
  { key: 'SmartFeaturesSection', Component: section('SmartFeaturesSection'), minH: '900px' },
  { key: 'HeadlineFigureSection', Component: section('HeadlineFigureSection'), minH: '420px' },
  { key: 'LatestReviews', Component: section('LatestReviews'), minH: '520px' },
  { key: 'PromoBannerSection', Component: section('PromoBannerSection'), minH: '480px' },
  { key: 'BlogSection', Component: section('BlogSection'), minH: '900px' },
];

/**
 * Home (/): the hero paints first; each later section loads, reads its data and renders as the
 * visitor scrolls near it (docs/performance.md).
 */
export function HomePage() {
  return (
    <>
      <Hero />
      {SECTIONS.map(({ key, Component, minH }) => (
        <RenderWhenNear key={key} minH={minH}>
          <Suspense fallback={<Box minH={minH} aria-hidden aria-busy="true" />}>
            <Component />
          </Suspense>
        </RenderWhenNear>
      ))}
    </>
  );
}
