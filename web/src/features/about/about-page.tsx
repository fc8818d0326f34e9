import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ABOUT_COUNTERS } from '@homehaven/domain/constants';
import { PhotoBackdrop } from '../../components/ui/photo-backdrop';
import { Counter } from './components/counter';
import { VideoDialog } from './components/video-dialog';

const COUNTERS = [
  { value: ABOUT_COUNTERS.properties, label: 'Modern properties' },
  { value: ABOUT_COUNTERS.agents, label: 'Experienced agents' },
  { value: ABOUT_COUNTERS.clients, label: 'Happy clients' },
  { value: ABOUT_COUNTERS.years, label: 'Years of experience' },
];

/** About: the company, its figures, and the promo video button. */
export function AboutPage() {
  return (
    <Box py={{ base: 12, md: 20 }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="12" alignItems="center">
          <Stack gap="5">
            <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="semibold" color="teal.700">
              About us
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              A leader in selling and renting houses
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              For over three decades HomeHaven has helped families, first-time buyers and investors find
              the right home. Our agents know their neighbourhoods, every listing is checked before it is
              published, and buying is secure from the first offer to the final payment.
            </Text>
          </Stack>
          <PhotoBackdrop overlay="linear-gradient(rgba(15, 23, 42, 0.35), rgba(15, 23, 42, 0.35))" h={{ base: '56', md: '80' }} rounded="2xl" justifyContent="center">
            <VideoDialog />
          </PhotoBackdrop>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" mt="16">
          {COUNTERS.map((counter) => (
            <Counter key={counter.label} {...counter} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
