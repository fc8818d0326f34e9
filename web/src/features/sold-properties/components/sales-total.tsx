import { Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatPrice } from '@homehaven/domain/format';
import type { SalesTotal as Total } from '../api/use-sales-total';

/** The total sold amount and the number of sales, above the list. */
export function SalesTotal({ total }: { total: Total }) {
  return (
    <Card.Root variant="outline" mb="6" bg="teal.50" borderColor="teal.200">
      <Card.Body p="5">
        <HStack justify="space-between" align="end" flexWrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              Total sold
            </Text>
            {total.status === 'success' ? (
              <Text fontSize="3xl" fontWeight="bold" color="teal.800" data-testid="sales-total">
                {formatPrice(total.value.total)}
              </Text>
            ) : total.status === 'error' ? (
              <Text color="red.700">The total could not be counted.</Text>
            ) : (
              <Skeleton h="10" w="48" aria-label="Counting your sales" />
            )}
          </Stack>
          {total.status === 'success' ? (
            <Text color="fg.muted" data-testid="sales-count">
              {total.value.count} {total.value.count === 1 ? 'sale' : 'sales'}
            </Text>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
