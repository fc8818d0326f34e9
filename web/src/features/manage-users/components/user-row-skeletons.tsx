import { Card, Flex, HStack, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';

/** Placeholders while the first page loads: a screenful. */
const ROWS = 5;

/** {@link UserRow}-sized placeholders, announced as loading. */
export function UserRowSkeletons() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading users">
      {Array.from({ length: ROWS }, (_, i) => (
        <Card.Root key={i} variant="outline" aria-hidden>
          <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} p="4">
            <HStack gap="3" flex="1">
              <SkeletonCircle size="10" />
              <Stack gap="1.5" flex="1">
                <Skeleton h="5" w="40%" />
                <Skeleton h="4" w="55%" />
                <Skeleton h="3" w="25%" />
              </Stack>
            </HStack>
            <Skeleton h="6" w={{ base: 'full', md: '80' }} />
          </Flex>
        </Card.Root>
      ))}
    </Stack>
  );
}
