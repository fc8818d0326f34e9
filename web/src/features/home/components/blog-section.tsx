import { css } from 'styled-system/css';
import { BLOG_ARTICLES } from '../content/blog-articles';
import { BlogCard } from './blog-card';
import { HomeSection } from './home-section';

/** The featured article first, then the others in their order. */
const ORDERED = [...BLOG_ARTICLES].sort((a, b) => Number(b.featured) - Number(a.featured));

const GRID = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: { base: '6', md: '8' }, listStyleType: 'none' });
const ITEM = css({ gridColumn: 'span 1 / span 1' });
const FEATURED_ITEM = css({ gridColumn: { base: 'span 1 / span 1', md: 'span 2 / span 2' } });

/** The blog: three static articles, the featured one across the full width from md up, "Read more" opening elsewhere. */
export function BlogSection({ className }: { className?: string }) {
  return (
    <HomeSection id="blog-heading" eyebrow="From the blog" title="News, tips and tricks" subtitle="Short reads for buyers and sellers, from the market to moving day." white className={className}>
      <ul className={GRID}>
        {ORDERED.map((article) => (
          <li key={article.id} className={article.featured ? FEATURED_ITEM : ITEM}>
            <BlogCard article={article} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
