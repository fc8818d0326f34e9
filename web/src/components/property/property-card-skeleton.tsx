import { AspectRatio, Card, HStack, Skeleton, SkeletonCircle } from '@chakra-ui/react';

/** A card-sized placeholder with the card's own proportions, so nothing shifts when listings arrive. */
export function PropertyCardSkeleton() {
  return (
    <Card.Root h="full" overflow="hidden" variant="elevated" aria-hidden data-testid="property-card-skeleton">
      <AspectRatio ratio={16 / 10}>
        <Skeleton />
      </AspectRatio>
      <Card.Body gap="2" p="4">
        <Skeleton h="6" w="60%" />
        <Skeleton h="6" w="85%" />
        <Skeleton h="5" w="50%" />
        <HStack gap="2" pt="1">
          <SkeletonCircle size="6" />
          <Skeleton h="5" w="40%" />
        </HStack>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Skeleton h="8" w="32" />
      </Card.Footer>
    </Card.Root>
  );
}
