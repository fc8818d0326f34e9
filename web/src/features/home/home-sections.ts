// The sections below the hero, in one module so they load as one chunk after the first paint.
export { BlogSection } from './components/blog-section';
export { FeatureMarqueeSection } from './components/feature-marquee-section';
export { HeadlineFigureSection } from './components/headline-figure-section';
export { LatestReviews } from './components/latest-reviews';
export { NewProperties } from './components/new-properties';
export { PromoBannerSection } from './components/promo-banner-section';
export { SmartFeaturesSection } from './components/smart-features-section';
export { WhyHomeHavenSection } from './components/why-homehaven-section';
