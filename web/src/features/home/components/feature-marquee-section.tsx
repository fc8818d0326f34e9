import { Box, Container, HStack, Icon, Text } from '@chakra-ui/react';
import { LuSparkle } from 'react-icons/lu';
import { MARQUEE_SPEED } from '@homehaven/domain/constants';
import { FEATURE_PHRASES } from '../content/feature-phrases';
import { Marquee } from './marquee';
import { SectionHeading } from './section-heading';

/** The feature-phrases marquee: spec section 1's twelve phrases, in order, scrolling at MARQUEE_SPEED. */
export function FeatureMarqueeSection() {
  return (
    <Box as="section" aria-labelledby="feature-marquee-heading" pt={{ base: 14, md: 20 }} pb={{ base: 10, md: 14 }} bg="white">
      <Container maxW="7xl">
        <SectionHeading id="feature-marquee-heading" eyebrow="One platform" title="Built for buyers, sellers and agents" />
      </Container>
      <Marquee speed={MARQUEE_SPEED} label="HomeHaven features" gap={{ base: 6, md: 10 }} py={{ base: 4, md: 6 }} borderYWidth="1px" borderColor="gray.200" bg="gray.50">
        {FEATURE_PHRASES.map((phrase) => (
          <HStack key={phrase} gap={{ base: 6, md: 10 }}>
            <Text as="span" fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" color="gray.800" whiteSpace="nowrap" letterSpacing="tight">
              {phrase}
            </Text>
            <Icon as={LuSparkle} boxSize={{ base: 4, md: 6 }} color="teal.600" aria-hidden />
          </HStack>
        ))}
      </Marquee>
    </Box>
  );
}
