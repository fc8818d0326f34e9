import { Table } from '@chakra-ui/react';
import type { ChartView } from './insight-views';

/** Every value of an insight chart as a real table ("Show as table"): read cell by cell by a screen reader. */
export function InsightTable({ view }: { view: ChartView }) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it (as the compare table).
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={`${view.title}: table`}>
      <Table.Root size="sm" variant="line" data-testid={`insight-table-${view.id}`}>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" px="3" pt="2" mb="1">
          {view.title}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{view.labelHeader}</Table.ColumnHeader>
            {view.columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" textAlign="end">
                {column.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell as="th" scope="row" fontWeight="normal" whiteSpace="nowrap">
                {row.label}
              </Table.Cell>
              {view.columns.map((column) => (
                <Table.Cell key={column.key} textAlign="end" whiteSpace="nowrap">
                  {column.format(row.values[column.key] ?? 0)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
