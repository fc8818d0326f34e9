import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Centered loading indicator for guards and lazy routes. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="xl" color="teal.500" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
