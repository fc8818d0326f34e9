import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** A saved search's card while the list loads: the card's own size, so nothing moves when it arrives. */
export function SavedSearchCardSkeleton() {
  return (
    <Box bg="white" borderWidth="1px" rounded="xl" p={{ base: 4, md: 5 }}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
        <Stack gap="2" flex="1">
          <Skeleton h="6" w="40%" />
          <SkeletonText noOfLines={1} w="70%" />
          <Skeleton h="5" w="28" mt="2" />
        </Stack>
        <Skeleton h="8" w={{ base: 'full', md: '64' }} />
      </Stack>
    </Box>
  );
}
