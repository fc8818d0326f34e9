import { Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatDay, formatPrice, priceBounds } from '@homehaven/domain/format';
import type { PriceChange } from '../api/use-price-history';

/** How a price moved, e.g. "▼ $20,000" (hidden text says it in words). */
function Movement({ from, to }: { from: number; to: number }) {
  if (from === to) {
    return (
      <Text as="span" display="block" fontSize="xs" color="fg.muted">
        unchanged
      </Text>
    );
  }
  const down = to < from;
  return (
    <Text as="span" display="block" fontSize="xs" color={down ? 'teal.700' : 'orange.700'}>
      <span aria-hidden>{down ? '▼' : '▲'} </span>
      <VisuallyHidden>{down ? 'down' : 'up'} </VisuallyHidden>
      {formatPrice(Math.abs(to - from))}
    </Text>
  );
}

/** One price, with its movement from the previous one. */
function PriceCell({ price, previous }: { price: number; previous: number }) {
  return (
    <Table.Cell textAlign="end">
      <Text as="span" fontWeight="semibold">
        {formatPrice(price)}
      </Text>
      <Movement from={previous} to={price} />
    </Table.Cell>
  );
}

/** The price changes, newest first: date, minimum, maximum (each the lower and higher of the two stored prices). */
export function PriceHistoryTable({ changes }: { changes: readonly PriceChange[] }) {
  return (
    <Table.Root size="sm" variant="line" data-testid="price-history-table">
      <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="2">
        Price changes, newest first
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Minimum price
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Maximum price
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((change) => {
          const now = priceBounds(change.MinimumPrice, change.MaximumPrice);
          const before = priceBounds(change.previous.MinimumPrice, change.previous.MaximumPrice);
          return (
            <Table.Row key={change.id} data-testid="price-change">
              <Table.Cell whiteSpace="nowrap">{formatDay(change.at)}</Table.Cell>
              <PriceCell price={now.low} previous={before.low} />
              <PriceCell price={now.high} previous={before.high} />
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
