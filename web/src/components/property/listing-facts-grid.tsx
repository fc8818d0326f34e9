import { Box, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { FiCheck } from 'react-icons/fi';
import { AMENITY_LABELS, factRows, type ListingFacts } from '@homehaven/domain/listing-facts';
import { useAreaUnit } from '../../lib/area-unit';

/** Every fact the agent gave as a grid of label and value, in the visitor's area unit. */
export function FactsGrid({ facts }: { facts: ListingFacts | undefined }) {
  const [unit] = useAreaUnit();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3" data-testid="facts-grid">
      {factRows(facts, unit).map((row) => (
        <Box key={row.label} bg="gray.50" rounded="md" px="3" py="2">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {row.label}
          </Text>
          <Text as="dd" fontWeight="semibold">
            {row.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The amenities the agent ticked, in the fixed order. */
export function AmenityList({ facts }: { facts: ListingFacts | undefined }) {
  const amenities = facts?.amenities ?? [];
  if (amenities.length === 0) return null;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="2">
      {amenities.map((amenity) => (
        <HStack as="li" key={amenity} gap="2">
          <Icon as={FiCheck} color="teal.600" aria-hidden />
          <Text>{AMENITY_LABELS[amenity]}</Text>
        </HStack>
      ))}
    </SimpleGrid>
  );
}
