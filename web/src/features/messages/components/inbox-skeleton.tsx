import { HStack, Skeleton, Stack } from '@chakra-ui/react';

/** Rows shown while the inbox loads. */
const ROWS = 4;

/** Placeholders of the inbox rows' final size (thumbnail and three lines), so nothing shifts when they arrive. */
export function InboxSkeleton() {
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-busy="true" aria-label="Loading your messages">
      {Array.from({ length: ROWS }, (_, i) => (
        <HStack as="li" key={i} gap="3" px="3" py="3" bg="white" rounded="lg">
          <Skeleton boxSize="14" rounded="md" flexShrink={0} />
          <Stack gap="1.5" flex="1">
            <Skeleton h="4" w="50%" />
            <Skeleton h="3.5" w="70%" />
            <Skeleton h="3.5" w="90%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
