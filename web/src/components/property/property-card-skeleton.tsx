import { AspectRatio, Card, HStack, Skeleton, SkeletonCircle } from '@chakra-ui/react';

interface PropertyCardSkeletonProps {
  /** The card carries a row of two actions under its link (the agent's Update and Delete). */
  withActions?: boolean;
}

/** A card-sized placeholder with the card's own proportions, so nothing shifts when listings arrive. */
export function PropertyCardSkeleton({ withActions = false }: PropertyCardSkeletonProps) {
  return (
    <Card.Root h="full" overflow="hidden" variant="elevated" aria-hidden data-testid="property-card-skeleton">
      <AspectRatio ratio={16 / 10}>
        <Skeleton />
      </AspectRatio>
      <Card.Body gap="2" p="4">
        <Skeleton h="6" w="60%" />
        <Skeleton h="6" w="85%" />
        {/* Heights as the card's lines render them (measured): location 21 px, agent row 32 + 4 px. */}
        <Skeleton h="21px" w="50%" />
        <HStack gap="2" pt="1">
          <SkeletonCircle size="8" />
          <Skeleton h="5" w="40%" />
        </HStack>
      </Card.Body>
      <Card.Footer p="4" pt="0" gap="2" flexWrap="wrap">
        <Skeleton h="9" w="32" />
        {withActions ? (
          <HStack w="full" gap="2">
            <Skeleton h="9" flex="1" />
            <Skeleton h="9" flex="1" />
          </HStack>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
