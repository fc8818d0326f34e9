import { Box, Container, Grid, HStack, Icon, Span, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { HEADLINE } from '../content/headline';
import { SectionHeading } from './section-heading';

/** The stat band: the one headline figure (HEADLINE_FIGURE, "150+") with its caption, beside plain statements. */
export function HeadlineFigureSection() {
  return (
    <Box as="section" aria-labelledby="headline-figure-heading" py={{ base: 14, md: 20 }}>
      <Container maxW="6xl">
        <SectionHeading id="headline-figure-heading" eyebrow={HEADLINE.eyebrow} title={HEADLINE.title} />
        <Grid templateColumns={{ base: '1fr', md: '5fr 7fr' }} rounded="3xl" overflow="hidden" shadow="lg" bg="white">
          <Stack
            justify="center"
            p={{ base: 8, md: 12 }}
            textAlign={{ base: 'center', md: 'start' }}
            bg="teal.800"
            bgGradient="to-br"
            gradientFrom="teal.700"
            gradientTo="teal.900"
            color="white"
          >
            <Text>
              <Span display="block" fontSize={{ base: '7xl', md: '8xl' }} fontWeight="extrabold" lineHeight="1" letterSpacing="tight" data-testid="headline-figure">
                {HEADLINE.figure}
              </Span>
              <Span display="block" mt="3" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium" color="teal.50">
                {HEADLINE.caption}
              </Span>
            </Text>
          </Stack>
          <Stack as="ul" listStyleType="none" gap={{ base: 4, md: 6 }} justify="center" p={{ base: 6, md: 12 }}>
            {HEADLINE.points.map((point) => (
              <HStack as="li" key={point} align="flex-start" gap="3">
                <Icon as={LuCircleCheck} boxSize="6" color="teal.700" flexShrink={0} aria-hidden />
                <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.800">
                  {point}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
