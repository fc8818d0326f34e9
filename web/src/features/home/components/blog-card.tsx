import { LuArrowUpRight } from 'react-icons/lu';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { icon } from 'styled-system/recipes/icon';
import { link } from 'styled-system/recipes/link';
import type { BlogArticle } from '../content/blog-articles';
import { BLOG_IMAGE_SIZE, blogImageSrcSet, blogImageUrl } from '../content/blog-images';

/** How wide the pictures show (Container 7xl; the featured one takes 58% of the row from md up). */
const SIZES = {
  featured: '(min-width: 80em) 700px, (min-width: 48em) 58vw, 100vw',
  regular: '(min-width: 80em) 600px, (min-width: 48em) 50vw, 100vw',
} as const;

const CARD = card({ variant: 'elevated' });

/** The featured card lays its picture beside the text from md up, and has more room and larger type. */
const LOOK = {
  featured: {
    root: cx(CARD.root, css({ h: 'full', overflow: 'hidden', flexDirection: { base: 'column', md: 'row' } })),
    media: css({ flexShrink: 0, w: { base: 'full', md: '58%' }, alignSelf: { md: 'center' } }),
    // The picture's own ratio (BLOG_IMAGE_SIZE, 800 × 520).
    frame: css({ position: 'relative', aspectRatio: '800 / 520', bg: 'gray.200' }),
    body: cx(CARD.body, css({ gap: '3', p: { base: '5', md: '10' }, justifyContent: 'center' })),
    title: cx(heading({ size: { base: '2xl', md: '3xl' } }), css({ lineHeight: 'short' })),
    excerpt: css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } }),
  },
  regular: {
    root: cx(CARD.root, css({ h: 'full', overflow: 'hidden', flexDirection: 'column' })),
    media: css({ flexShrink: 0, w: 'full' }),
    // The others crop to 16:9.
    frame: css({ position: 'relative', aspectRatio: '16 / 9', bg: 'gray.200' }),
    body: cx(CARD.body, css({ gap: '3', p: { base: '5', md: '6' }, justifyContent: 'center' })),
    title: cx(heading({ size: 'lg' }), css({ lineHeight: 'short' })),
    excerpt: css({ color: 'fg.muted', fontSize: 'md' }),
  },
} as const;

const PICTURE = css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover' });
const BADGES = css({ display: 'flex', alignItems: 'center', gap: '2' });
const CATEGORY = {
  News: cx(badge({ variant: 'subtle', size: 'md' }), css({ colorPalette: 'teal' })),
  other: cx(badge({ variant: 'subtle', size: 'md' }), css({ colorPalette: 'orange' })),
} as const;
const FEATURED = cx(badge({ variant: 'outline', size: 'md' }), css({ colorPalette: 'gray' }));
const READ_MORE = cx(link(), css({ color: 'teal.700', fontWeight: 'semibold', alignSelf: 'flex-start', mt: 'auto', pt: '1' }));
const SR_ONLY = css({ srOnly: true });
const ARROW = icon();

/**
 * A blog article as a card; the featured one is larger and, from md up, lays its picture beside the
 * text. The picture's box has a fixed ratio, so nothing shifts as it loads (lazily: it is far down the page).
 */
export function BlogCard({ article }: { article: BlogArticle }) {
  const { featured } = article;
  const look = featured ? LOOK.featured : LOOK.regular;
  return (
    <article className={look.root} data-testid="blog-article">
      <div className={look.media}>
        <div className={look.frame}>
          <img
            src={blogImageUrl(article.image.name, 800)}
            srcSet={blogImageSrcSet(article.image.name)}
            sizes={featured ? SIZES.featured : SIZES.regular}
            alt={article.image.alt}
            width={BLOG_IMAGE_SIZE.width}
            height={BLOG_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
            className={PICTURE}
          />
        </div>
      </div>
      <div className={look.body}>
        <div className={BADGES}>
          <span className={article.category === 'News' ? CATEGORY.News : CATEGORY.other}>{article.category}</span>
          {featured ? <span className={FEATURED}>Featured</span> : null}
        </div>
        <h3 className={look.title}>{article.title}</h3>
        <p className={look.excerpt}>{article.excerpt}</p>
        <a href={article.url} target="_blank" rel="noopener noreferrer" className={READ_MORE}>
          Read more
          <span className={SR_ONLY}>: {article.title} (opens in a new tab)</span>
          <LuArrowUpRight className={ARROW} aria-hidden />
        </a>
      </div>
    </article>
  );
}
