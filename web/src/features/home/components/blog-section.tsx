import { Grid, GridItem } from '@chakra-ui/react';
import { BLOG_ARTICLES } from '../content/blog-articles';
import { BlogCard } from './blog-card';
import { HomeSection } from './home-section';

/** The featured article first, then the others in their order. */
const ORDERED = [...BLOG_ARTICLES].sort((a, b) => Number(b.featured) - Number(a.featured));

/** The blog: three static articles, the featured one across the full width from md up, "Read more" opening elsewhere. */
export function BlogSection() {
  return (
    <HomeSection id="blog-heading" eyebrow="From the blog" title="News, tips and tricks" subtitle="Short reads for buyers and sellers, from the market to moving day." bg="white">
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap={{ base: 6, md: 8 }}>
        {ORDERED.map((article) => (
          <GridItem as="li" key={article.id} colSpan={{ base: 1, md: article.featured ? 2 : 1 }}>
            <BlogCard article={article} />
          </GridItem>
        ))}
      </Grid>
    </HomeSection>
  );
}
