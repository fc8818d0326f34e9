import { Box, Card, Flex, Skeleton, Stack } from '@chakra-ui/react';

/** Placeholders while the first page loads: a screenful. */
const ROWS = 5;

/** Table-row or card-sized placeholders, matching what the page will show at this width. */
export function AdminListingsSkeleton({ wide }: { wide: boolean }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading properties" bg={wide ? 'white' : undefined} rounded="xl" borderWidth={wide ? '1px' : undefined} p={wide ? 3 : 0}>
      {Array.from({ length: ROWS }, (_, i) =>
        wide ? (
          <Flex key={i} gap="4" align="center" aria-hidden>
            <Skeleton w="20" aspectRatio={4 / 3} rounded="md" />
            <Stack gap="2" flex="1">
              <Skeleton h="5" w="50%" />
              <Skeleton h="4" w="30%" />
              <Skeleton h="8" w="24" />
            </Stack>
            <Skeleton h="5" w="32" />
            <Skeleton h="8" w="44" />
          </Flex>
        ) : (
          <Card.Root key={i} variant="outline" aria-hidden>
            <Card.Body p="3" gap="3">
              <Flex gap="3">
                <Skeleton w="24" aspectRatio={4 / 3} rounded="md" />
                <Box flex="1">
                  <Skeleton h="5" w="70%" mb="2" />
                  <Skeleton h="4" w="50%" />
                </Box>
              </Flex>
              <Skeleton h="4" w="60%" />
              <Skeleton h="8" w="24" />
              <Skeleton h="8" w="full" />
            </Card.Body>
          </Card.Root>
        ),
      )}
    </Stack>
  );
}
