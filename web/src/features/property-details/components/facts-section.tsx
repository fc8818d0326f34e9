import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { FACT_SECTION_MESSAGES, factRows, type ListingFacts } from '@homehaven/domain/listing-facts';
import { AmenityList, FactsGrid } from '../../../components/property/listing-facts-grid';
import { AreaUnitSwitch } from './area-unit-switch';

/** The details page's facts: the grid, the ft²/m² switch when there is an area to show, then the amenities. */
export function FactsSection({ facts }: { facts: ListingFacts | undefined }) {
  const hasArea = facts?.area !== undefined || facts?.lotSize !== undefined;
  const empty = factRows(facts, 'sqft').length === 0 && !facts?.amenities?.length;
  return (
    <Box as="section" aria-labelledby="facts-heading">
      <HStack justify="space-between" gap="3" mb="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id="facts-heading">
          {FACT_SECTION_MESSAGES.heading}
        </Heading>
        {hasArea ? <AreaUnitSwitch /> : null}
      </HStack>
      {empty ? (
        <Text color="fg.muted">{FACT_SECTION_MESSAGES.none}</Text>
      ) : (
        <>
          <FactsGrid facts={facts} />
          {facts?.amenities?.length ? (
            <>
              <Heading as="h3" size="md" mt="5" mb="2">
                {FACT_SECTION_MESSAGES.amenities}
              </Heading>
              <AmenityList facts={facts} />
            </>
          ) : null}
        </>
      )}
    </Box>
  );
}
