import { useId } from 'react';
import { Box, Card, HStack, Icon, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import type { StatReading } from './read-stat';

const COUNT = new Intl.NumberFormat('en-US');

interface StatCardProps {
  /** The required title ("Total Property"). */
  label: string;
  icon: IconType;
  /** The number and what it counts; null while loading (the same outline, as placeholders). */
  reading: StatReading | null;
  testId: string;
}

/**
 * One count on the dashboard home: its title, the number (or a dash with the reason when this viewer
 * has none) and a line saying what it counts. While loading, the number and the line are placeholders
 * of their final size, so nothing moves when the counts arrive.
 */
export function StatCard({ label, icon, reading, testId }: StatCardProps) {
  const labelId = useId();
  return (
    <Card.Root as="li" h="full" variant="elevated" aria-labelledby={labelId} data-testid={testId}>
      <Card.Body p="5" gap="1">
        <HStack justify="space-between" align="start" gap="3">
          <Text id={labelId} fontSize="sm" fontWeight="semibold" color="fg.muted">
            {label}
          </Text>
          <Box as="span" display="inline-flex" p="2" rounded="lg" bg="teal.50" color="teal.700" flexShrink={0}>
            <Icon as={icon} boxSize="5" aria-hidden />
          </Box>
        </HStack>
        {reading === null ? (
          <Skeleton w="16">
            <Text fontSize="3xl" fontWeight="bold">
              0
            </Text>
          </Skeleton>
        ) : reading.value === null ? (
          <Text fontSize="3xl" fontWeight="bold" color="fg.muted">
            <span aria-hidden data-testid="stat-value">
              —
            </span>
            <VisuallyHidden>Not shown</VisuallyHidden>
          </Text>
        ) : (
          <Text fontSize="3xl" fontWeight="bold" color="gray.900" data-testid="stat-value">
            {COUNT.format(reading.value)}
          </Text>
        )}
        {/* Four to a row, a hint may take two lines: each card keeps room for two, loaded or not. */}
        <Box minH={{ xl: '10' }}>
          {reading === null ? (
            <Skeleton w="75%">
              <Text fontSize="sm" lineHeight="1.25rem">
                &nbsp;
              </Text>
            </Skeleton>
          ) : (
            <Text fontSize="sm" lineHeight="1.25rem" color="fg.muted" data-testid="stat-hint">
              {reading.hint}
            </Text>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
