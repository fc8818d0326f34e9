import { HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** A visit while the list loads, at the card's own size. */
export function ViewingCardSkeleton() {
  return (
    <HStack gap="4" align="start" bg="white" borderWidth="1px" rounded="xl" p="4">
      <Skeleton w={{ base: '16', md: '24' }} h={{ base: '14', md: '20' }} rounded="lg" flexShrink="0" />
      <Stack gap="2" flex="1">
        <SkeletonText noOfLines={3} />
        <Skeleton h="8" w="40" alignSelf="end" />
      </Stack>
    </HStack>
  );
}
