import type { ReactNode } from 'react';
import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { distanceText, SCHOOL_KIND_LABELS, type School } from '@homehaven/domain/neighbourhood';
import { schoolName } from './school-text';

const SKELETON_ROWS = 3;

/** One row's layout, shared by a school and its skeleton so both take the same height. */
function Row({ name, kind, distance, placeholder = false }: { name: ReactNode; kind: ReactNode; distance: ReactNode; placeholder?: boolean }) {
  return (
    <HStack
      as={placeholder ? 'div' : 'li'}
      data-testid={placeholder ? undefined : 'school'}
      justify="space-between"
      align="start"
      gap="4"
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Box minW="0">
        <Box fontWeight="semibold">{name}</Box>
        <Box fontSize="sm" color="fg.muted">
          {kind}
        </Box>
      </Box>
      <Box fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
        {distance}
      </Box>
    </HStack>
  );
}

/** The schools, nearest first: name, kind and distance. */
export function SchoolsList({ schools }: { schools: readonly School[] }) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label="Schools, nearest first">
      {schools.map((school, index) => (
        <Row key={index} name={schoolName(school)} kind={SCHOOL_KIND_LABELS[school.kind]} distance={distanceText(school.distance)} />
      ))}
    </Stack>
  );
}

/** The list while the schools load: rows of the final height. */
export function SchoolsListSkeleton() {
  return (
    <Stack gap="0" role="status" aria-label="Loading nearby schools">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Row key={index} placeholder name={<Skeleton h="6" w="40" />} kind={<Skeleton h="5" w="20" />} distance={<Skeleton h="5" w="12" />} />
      ))}
    </Stack>
  );
}

/** A sentence in place of the list (pending, unavailable, none nearby, no position). */
export function SchoolsNote({ children }: { children: ReactNode }) {
  return <Text color="fg.muted">{children}</Text>;
}
