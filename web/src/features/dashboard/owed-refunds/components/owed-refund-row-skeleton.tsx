import { Card, Flex, Skeleton, Stack } from '@chakra-ui/react';

/** An {@link OwedRefundRow}-sized placeholder, with the section's heading and note, while the list loads. */
export function OwedRefundsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading refunds still owed" data-testid="owed-refunds-skeleton">
      <Skeleton h="8" w="60" />
      <Skeleton h="5" w={{ base: 'full', md: '2xl' }} />
      <Card.Root variant="outline" aria-hidden>
        <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} p="4">
          <Stack gap="2" flex="1">
            <Skeleton h="6" w="50%" />
            <Skeleton h="5" w="40%" />
            <Skeleton h="5" w="60%" />
            <Skeleton h="5" w="55%" />
            <Skeleton h="5" w="70%" />
          </Stack>
          <Skeleton h="8" w="28" />
        </Flex>
      </Card.Root>
    </Stack>
  );
}
