import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLE_COUNT } from '@homehaven/domain/constants';
import { BLOG_ARTICLES, BLOG_CATEGORIES } from './blog-articles';
import { BLOG_IMAGE_SIZE, BLOG_IMAGE_WIDTHS, blogImageSrcSet, blogImageUrl } from './blog-images';

const PUBLIC = join(import.meta.dirname, '../../../../public');

describe('the blog', () => {
  it('has BLOG_ARTICLE_COUNT (3) articles with unique ids', () => {
    expect(BLOG_ARTICLE_COUNT).toBe(3);
    expect(BLOG_ARTICLES).toHaveLength(BLOG_ARTICLE_COUNT);
    expect(new Set(BLOG_ARTICLES.map((article) => article.id)).size).toBe(BLOG_ARTICLE_COUNT);
  });

  it('features exactly one article', () => {
    expect(BLOG_ARTICLES.filter((article) => article.featured)).toHaveLength(1);
  });

  it('uses both categories, News and Tips & Tricks, and no other', () => {
    expect(BLOG_CATEGORIES).toEqual(['News', 'Tips & Tricks']);
    expect(new Set(BLOG_ARTICLES.map((article) => article.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it('fills every required field (id, category, title, excerpt, image, featured)', () => {
    for (const article of BLOG_ARTICLES) {
      expect(Object.keys(article)).toEqual(expect.arrayContaining(['id', 'category', 'title', 'excerpt', 'image', 'featured']));
      expect(article.title.trim()).not.toBe('');
      expect(article.excerpt.trim()).not.toBe('');
      expect(article.image.alt.trim()).not.toBe('');
    }
  });

  it('sends "Read more" to an external https site', () => {
    for (const article of BLOG_ARTICLES) {
      const url = new URL(article.url);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).not.toMatch(/localhost|homehaven|^127\./);
    }
  });

  it('has every picture in web/public/blog at every width, as WebP (tools/images/blog-pictures.ts)', () => {
    for (const { image } of BLOG_ARTICLES) {
      for (const width of BLOG_IMAGE_WIDTHS) {
        const url = blogImageUrl(image.name, width);
        expect(url).toMatch(/^\/blog\/[a-z0-9-]+-\d+\.webp$/);
        expect(existsSync(join(PUBLIC, url)), url).toBe(true);
      }
      expect(blogImageSrcSet(image.name)).toBe(`/blog/${image.name}-480.webp 480w, /blog/${image.name}-800.webp 800w`);
    }
  });

  it("gives the featured picture its box at the pictures' ratio (a build-time class cannot read BLOG_IMAGE_SIZE)", () => {
    const card = readFileSync(join(import.meta.dirname, '../components/blog-card.tsx'), 'utf8');
    expect(card).toContain(`aspectRatio: '${BLOG_IMAGE_SIZE.width} / ${BLOG_IMAGE_SIZE.height}'`);
  });
});
