import { HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** An alert while the list loads, at the alert's own size. */
export function NotificationItemSkeleton() {
  return (
    <HStack gap="4" align="start" bg="white" borderWidth="1px" rounded="xl" p="3">
      <Skeleton w={{ base: '20', md: '28' }} h={{ base: '16', md: '20' }} rounded="lg" flexShrink="0" />
      <Stack gap="2" flex="1">
        <SkeletonText noOfLines={3} />
        <Skeleton h="4" w="32" />
      </Stack>
    </HStack>
  );
}
