import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HEADLINE_FIGURE, HOME_NEW_PROPERTIES } from '@homehaven/domain/constants';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { BLOG_ARTICLES } from './content/blog-articles';
import { FEATURE_PHRASES } from './content/feature-phrases';
import { SMART_FEATURES } from './content/smart-features';
import { HomePage } from './home-page';

/** Home as the build prerenders it (no effects run: nothing is near the viewport, nothing is read). */
const html = renderToStaticMarkup(
  <MemoryRouter>
    <HomePage />
  </MemoryRouter>,
);
/** The markup's text, entities decoded the way a browser shows them. */
const text = html
  .replace(/<[^>]+>/g, ' ')
  .replaceAll('&amp;', '&')
  .replaceAll('&#x27;', "'")
  .replaceAll('&quot;', '"');

describe('the prerendered home page', () => {
  it("holds every section's text, for Find in page and crawlers", () => {
    for (const phrase of FEATURE_PHRASES) expect(text).toContain(phrase);
    for (const feature of SMART_FEATURES) expect(text).toContain(feature.name);
    for (const article of BLOG_ARTICLES) expect(text).toContain(article.title);
    expect(text).toContain(HEADLINE_FIGURE);
    expect(html.match(/<section /g)).toHaveLength(9);
  });

  it("shows the data sections' placeholders until the visitor nears them", () => {
    expect(html).toContain('aria-label="Loading new properties"');
    expect(html.match(/data-testid="property-card-skeleton"/g)).toHaveLength(HOME_NEW_PROPERTIES);
    expect(text).toContain(REVIEW_MESSAGES.loading);
  });

  it('fetches the hero photo first and the blog pictures lazily', () => {
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i);
    const blogImages = html.match(/<img [^>]*src="\/blog\/[^>]*>/g) ?? [];
    expect(blogImages).toHaveLength(BLOG_ARTICLES.length);
    for (const image of blogImages) expect(image).toMatch(/loading="lazy"[^>]*decoding="async"/);
  });

  it('carries its styles in build-time classes, not <style> elements', () => {
    expect(html).not.toContain('<style');
  });
});
