import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FiArrowRight } from 'react-icons/fi';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/router-link';
import { HERO_IMAGE } from './hero-image';

/**
 * The hero: welcome text and the All properties button over a street photo. The photo is a real
 * <img> (the page's Largest Contentful Paint on phones), sized per screen in AVIF or WebP, fetched
 * with high priority and preloaded by index.html before any script runs.
 */
export function Hero() {
  return (
    <Box as="section" aria-labelledby="hero-heading" position="relative" minH={{ base: '70vh', md: '78vh' }} display="flex" alignItems="center" bg="teal.800" color="white" overflow="hidden">
      <picture>
        <source type="image/avif" srcSet={HERO_IMAGE.avifSrcSet} sizes={HERO_IMAGE.sizes} />
        <source type="image/webp" srcSet={HERO_IMAGE.srcSet} sizes={HERO_IMAGE.sizes} />
        <img
          src={HERO_IMAGE.fallback}
          alt=""
          width={HERO_IMAGE.width}
          height={HERO_IMAGE.height}
          fetchPriority="high"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
      <Box position="absolute" inset="0" bgImage="linear-gradient(120deg, rgba(15, 23, 42, 0.85), rgba(13, 148, 136, 0.55))" />
      <Container maxW="7xl" py="20" position="relative">
        <Stack gap="6" maxW="2xl">
          <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="semibold" color="teal.200">
            Welcome to HomeHaven
          </Text>
          <Heading as="h1" id="hero-heading" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
            Find the home that fits your life
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
            Browse verified listings from trusted agents, save your favourites, make an offer and pay securely, all in one place.
          </Text>
          <Box>
            <ButtonLink to={paths.properties.href()} size="lg" colorPalette="teal" rounded="full" px="8">
              All properties <FiArrowRight aria-hidden />
            </ButtonLink>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
