import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { THREAD_HEIGHT } from './message-list';

/** A thread's placeholders at its final size: header, a few bubbles on alternating sides, the message box. */
export function ThreadSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the conversation" role="status">
      <HStack gap="3" px={{ base: 3, md: 4 }} py="3" borderBottomWidth="1px" bg="white">
        <Skeleton boxSize="11" rounded="md" />
        <Stack gap="1.5" flex="1">
          <Skeleton h="4" w="40%" />
          <Skeleton h="3.5" w="60%" />
        </Stack>
      </HStack>
      <Stack h={THREAD_HEIGHT} minH="12rem" bg="gray.50" px="4" py="4" gap="3">
        {[60, 45, 70, 35].map((width, i) => (
          <Skeleton key={i} h="10" w={`${width}%`} rounded="2xl" alignSelf={i % 2 ? 'flex-end' : 'flex-start'} />
        ))}
      </Stack>
      <HStack px="4" py="3" borderTopWidth="1px" bg="white" gap="2">
        <Skeleton h="10" flex="1" rounded="md" />
        <Skeleton h="10" w="24" rounded="md" />
      </HStack>
    </Box>
  );
}
