import { css, cx } from 'styled-system/css';
import { table } from 'styled-system/recipes/table';
import type { ChartView } from './insight-views';

// Chakra's small line table and its scroll area, as build-time classes.
const SLOTS = table({ size: 'sm', variant: 'line' });
const SCROLL = css({ display: 'block', whiteSpace: 'nowrap', WebkitOverflowScrolling: 'touch', overflow: 'auto', maxWidth: '100%', borderWidth: '1px', rounded: 'md' });
const CAPTION = cx(SLOTS.caption, css({ captionSide: 'top', textAlign: 'start', color: 'fg.muted', px: '3', pt: '2', mb: '1' }));
const NUMBER_HEADER = cx(SLOTS.columnHeader, css({ textAlign: 'end' }));
const ROW_HEADER = cx(SLOTS.cell, css({ fontWeight: 'normal', whiteSpace: 'nowrap' }));
const NUMBER = cx(SLOTS.cell, css({ textAlign: 'end', whiteSpace: 'nowrap' }));

/** Every value of an insight chart as a real table ("Show as table"): read cell by cell by a screen reader. */
export function InsightTable({ view }: { view: ChartView }) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it (as the compare table).
    <div className={SCROLL} tabIndex={0} role="region" aria-label={`${view.title}: table`}>
      <table className={SLOTS.root} data-testid={`insight-table-${view.id}`}>
        <caption className={CAPTION}>{view.title}</caption>
        <thead className={SLOTS.header}>
          <tr className={SLOTS.row}>
            <th className={SLOTS.columnHeader} scope="col">
              {view.labelHeader}
            </th>
            {view.columns.map((column) => (
              <th key={column.key} className={NUMBER_HEADER} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={SLOTS.body}>
          {view.rows.map((row) => (
            <tr key={row.label} className={SLOTS.row}>
              <th className={ROW_HEADER} scope="row">
                {row.label}
              </th>
              {view.columns.map((column) => (
                <td key={column.key} className={NUMBER}>
                  {column.format(row.values[column.key] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
