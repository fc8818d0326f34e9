import { AspectRatio, Badge, Box, Card, Heading, HStack, Icon, Image, Link, Span, Text } from '@chakra-ui/react';
import { LuArrowUpRight } from 'react-icons/lu';
import type { BlogArticle } from '../content/blog-articles';
import { BLOG_IMAGE_SIZE, blogImageSrcSet, blogImageUrl } from '../content/blog-images';

/** How wide the pictures show (Container 7xl; the featured one takes 58% of the row from md up). */
const SIZES = {
  featured: '(min-width: 80em) 700px, (min-width: 48em) 58vw, 100vw',
  regular: '(min-width: 80em) 600px, (min-width: 48em) 50vw, 100vw',
} as const;

/**
 * A blog article as a card; the featured one is larger and, from md up, lays its picture beside the
 * text. The picture's box has a fixed ratio (the others crop to 16:9), so nothing shifts as it loads.
 */
export function BlogCard({ article }: { article: BlogArticle }) {
  const { featured } = article;
  return (
    <Card.Root as="article" h="full" overflow="hidden" variant="elevated" flexDirection={featured ? { base: 'column', md: 'row' } : 'column'} data-testid="blog-article">
      <Box flexShrink={0} w={featured ? { base: 'full', md: '58%' } : 'full'} alignSelf={featured ? { md: 'center' } : undefined}>
        <AspectRatio ratio={featured ? BLOG_IMAGE_SIZE.width / BLOG_IMAGE_SIZE.height : 16 / 9} bg="gray.200">
          <Image
            src={blogImageUrl(article.image.name, 800)}
            srcSet={blogImageSrcSet(article.image.name)}
            sizes={featured ? SIZES.featured : SIZES.regular}
            alt={article.image.alt}
            htmlWidth={BLOG_IMAGE_SIZE.width}
            htmlHeight={BLOG_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
            fit="cover"
          />
        </AspectRatio>
      </Box>
      <Card.Body gap="3" p={featured ? { base: 5, md: 10 } : { base: 5, md: 6 }} justifyContent="center">
        <HStack gap="2">
          <Badge colorPalette={article.category === 'News' ? 'teal' : 'orange'} variant="subtle" size="md">
            {article.category}
          </Badge>
          {featured ? (
            <Badge colorPalette="gray" variant="outline" size="md">
              Featured
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h3" size={featured ? { base: '2xl', md: '3xl' } : 'lg'} lineHeight="short">
          {article.title}
        </Heading>
        <Text color="fg.muted" fontSize={featured ? { base: 'md', md: 'lg' } : 'md'}>
          {article.excerpt}
        </Text>
        <Link href={article.url} target="_blank" rel="noopener noreferrer" color="teal.700" fontWeight="semibold" alignSelf="flex-start" mt="auto" pt="1">
          Read more
          <Span srOnly>
            : {article.title} (opens in a new tab)
          </Span>
          <Icon as={LuArrowUpRight} aria-hidden />
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
