import { Card, Flex, Skeleton, Stack } from '@chakra-ui/react';

/** Rows shown while an agent's list loads. */
const ROWS = 3;

/** An {@link OfferRow}-sized placeholder while an agent's list loads. */
export function OfferRowSkeleton() {
  return (
    <Card.Root variant="outline" aria-hidden data-testid="offer-row-skeleton">
      <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} p="4">
        <Skeleton w={{ base: 'full', md: '28' }} aspectRatio={16 / 10} rounded="md" />
        <Stack gap="2" flex="1">
          <Skeleton h="6" w="60%" />
          <Skeleton h="5" w="40%" />
          <Skeleton h="5" w="50%" />
        </Stack>
        <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
          <Skeleton h="7" w="32" />
          <Skeleton h="8" w="40" />
        </Stack>
      </Flex>
    </Card.Root>
  );
}

/** A list's worth of {@link OfferRowSkeleton}s, announced as loading `label`. */
export function OfferRowSkeletons({ label }: { label: string }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label={label}>
      {Array.from({ length: ROWS }, (_, i) => (
        <OfferRowSkeleton key={i} />
      ))}
    </Stack>
  );
}
