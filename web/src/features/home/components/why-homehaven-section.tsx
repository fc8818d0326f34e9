import { Card, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { WHY_HOMEHAVEN } from '../content/why-homehaven';
import { HomeSection } from './home-section';

/** The features grid ("why HomeHaven"): six cards of the spec's marketing points, icon, title and one line. */
export function WhyHomeHavenSection() {
  return (
    <HomeSection id="why-homehaven-heading" eyebrow="Why HomeHaven" title="Everything you need to buy, sell and list" subtitle="One place for buyers, agents, developers and agencies, from the first search to the final payment.">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 4, md: 6 }}>
        {WHY_HOMEHAVEN.map((item) => (
          <Card.Root as="li" key={item.title} variant="elevated" h="full">
            <Card.Body flexDirection={{ base: 'row', md: 'column' }} alignItems="flex-start" gap={{ base: 4, md: 5 }} p={{ base: 5, md: 7 }}>
              <Flex boxSize="12" flexShrink={0} align="center" justify="center" rounded="xl" bg="teal.50" color="teal.700">
                <Icon as={item.icon} boxSize="6" aria-hidden />
              </Flex>
              <Stack gap="1.5">
                <Heading as="h3" size="md">
                  {item.title}
                </Heading>
                <Text color="fg.muted">{item.description}</Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
