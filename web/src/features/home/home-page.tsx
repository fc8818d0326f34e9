import type { ComponentType } from 'react';
import { css, cx } from 'styled-system/css';
import { BlogSection } from './components/blog-section';
import { FeatureMarqueeSection } from './components/feature-marquee-section';
import { HeadlineFigureSection } from './components/headline-figure-section';
import { Hero } from './components/hero';
import { LatestReviews } from './components/latest-reviews';
import { NewProperties } from './components/new-properties';
import { PromoBannerSection } from './components/promo-banner-section';
import { SmartFeaturesSection } from './components/smart-features-section';
import { WhyHomeHavenSection } from './components/why-homehaven-section';

// The browser skips a section's layout and paint until it nears the viewport, and reserves this
// height for it meanwhile ("auto": the height it last had, once rendered).
const DEFERRED = css({ contentVisibility: 'auto' });

/**
 * The sections of docs/product.md §5.1 Home below the hero, in the order a visitor reads a property portal, each with
 * about the height it takes (measured with the system font at 390, 800 and 1280 px; the data sections
 * with their skeletons), so the scroll bar does not jump.
 */
const SECTIONS: { key: string; Section: ComponentType<{ className?: string }>; height: string }[] = [
  { key: 'feature-marquee', Section: FeatureMarqueeSection, height: css({ containIntrinsicSize: { base: 'auto 285px', md: 'auto 345px' } }) },
  { key: 'new-properties', Section: NewProperties, height: css({ containIntrinsicSize: { base: 'auto 3980px', md: 'auto 1520px', lg: 'auto 1200px' } }) },
  { key: 'why-homehaven', Section: WhyHomeHavenSection, height: css({ containIntrinsicSize: { base: 'auto 1345px', md: 'auto 1060px', lg: 'auto 810px' } }) },
  { key: 'smart-features', Section: SmartFeaturesSection, height: css({ containIntrinsicSize: { base: 'auto 1530px', md: 'auto 1185px', lg: 'auto 900px' } }) },
  { key: 'headline-figure', Section: HeadlineFigureSection, height: css({ containIntrinsicSize: { base: 'auto 690px', md: 'auto 660px', lg: 'auto 580px' } }) },
  { key: 'latest-reviews', Section: LatestReviews, height: css({ containIntrinsicSize: { base: 'auto 975px', md: 'auto 555px' } }) },
  { key: 'promo-banner', Section: PromoBannerSection, height: css({ containIntrinsicSize: { base: 'auto 500px', md: 'auto 715px', lg: 'auto 570px' } }) },
  { key: 'blog', Section: BlogSection, height: css({ containIntrinsicSize: { base: 'auto 1860px', md: 'auto 1440px', lg: 'auto 1340px' } }) },
];

/**
 * Home (/): every section is in the prerendered HTML (all of its text for Find in page and crawlers);
 * the hero paints first, the sections below it are laid out as the visitor scrolls near them, and
 * the data sections read Firestore only then (docs/performance.md).
 */
export function HomePage() {
  return (
    <>
      <Hero />
      {SECTIONS.map(({ key, Section, height }) => (
        <Section key={key} className={cx(DEFERRED, height)} />
      ))}
    </>
  );
}
