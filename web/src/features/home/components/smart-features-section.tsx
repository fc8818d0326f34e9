import { Box, Flex, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { SMART_FEATURES } from '../content/smart-features';
import { HomeSection } from './home-section';

/** The smart-features grid: spec section 1's 12 tools in its order; 2 columns on phones, 3 then 4 wider. */
export function SmartFeaturesSection() {
  return (
    <HomeSection id="smart-features-heading" eyebrow="Smart features" title="Tools that make the search easier" subtitle="Twelve helpers for every step, from the first look to the final check." bg="white">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: 3, md: 5 }}>
        {SMART_FEATURES.map((feature) => (
          <Box
            as="li"
            key={feature.name}
            p={{ base: 4, md: 6 }}
            rounded="xl"
            borderWidth="1px"
            borderColor="gray.200"
            bg="gray.50"
            transition="border-color 0.2s, background-color 0.2s"
            _hover={{ borderColor: 'teal.300', bg: 'teal.50' }}
          >
            <Flex boxSize={{ base: 10, md: 11 }} align="center" justify="center" rounded="lg" bg="white" color="teal.700" shadow="xs" mb={{ base: 3, md: 4 }}>
              <Icon as={feature.icon} boxSize={{ base: 5, md: 6 }} aria-hidden />
            </Flex>
            <Heading as="h3" fontSize={{ base: 'sm', md: 'md' }} fontWeight="semibold" lineHeight="short" mb="1">
              {feature.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {feature.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
