import { Skeleton, Stack } from '@chakra-ui/react';

/** The slots while they load, at their own size. */
export function SlotListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="2" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="10" rounded="md" />
      ))}
    </Stack>
  );
}
