import { Stack, Text } from '@chakra-ui/react';

/** One labelled line of the profile card. */
export function ProfileFact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" wordBreak="break-all" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
