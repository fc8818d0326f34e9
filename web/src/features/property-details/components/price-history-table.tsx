import { css, cx } from 'styled-system/css';
import { table } from 'styled-system/recipes/table';
import { formatDay, formatPrice, priceBounds } from '@homehaven/domain/format';
import type { PriceChange } from '../api/use-price-history';

const TABLE = table({ size: 'sm', variant: 'line' });
const CAPTION = cx(TABLE.caption, css({ captionSide: 'top', textAlign: 'start', color: 'fg.muted', mb: '2' }));
const END_HEADER = cx(TABLE.columnHeader, css({ textAlign: 'end' }));
const DATE_CELL = cx(TABLE.cell, css({ whiteSpace: 'nowrap' }));
const PRICE_CELL = cx(TABLE.cell, css({ textAlign: 'end' }));
const PRICE = css({ fontWeight: 'semibold' });
const MOVEMENT_BASE = { display: 'block', fontSize: 'xs' } as const;
const UNCHANGED = css(MOVEMENT_BASE, { color: 'fg.muted' });
const DOWN = css(MOVEMENT_BASE, { color: 'teal.700' });
const UP = css(MOVEMENT_BASE, { color: 'orange.700' });
const HIDDEN = css({ srOnly: true });

/** How a price moved, e.g. "▼ $20,000" (hidden text says it in words). */
function Movement({ from, to }: { from: number; to: number }) {
  if (from === to) return <span className={UNCHANGED}>unchanged</span>;
  const down = to < from;
  return (
    <span className={down ? DOWN : UP}>
      <span aria-hidden>{down ? '▼' : '▲'} </span>
      <span className={HIDDEN}>{down ? 'down' : 'up'} </span>
      {formatPrice(Math.abs(to - from))}
    </span>
  );
}

/** One price, with its movement from the previous one. */
function PriceCell({ price, previous }: { price: number; previous: number }) {
  return (
    <td className={PRICE_CELL}>
      <span className={PRICE}>{formatPrice(price)}</span>
      <Movement from={previous} to={price} />
    </td>
  );
}

/** The price changes, newest first: date, minimum, maximum (each the lower and higher of the two stored prices). */
export function PriceHistoryTable({ changes }: { changes: readonly PriceChange[] }) {
  return (
    <table className={TABLE.root} data-testid="price-history-table">
      <caption className={CAPTION}>Price changes, newest first</caption>
      <thead className={TABLE.header}>
        <tr className={TABLE.row}>
          <th scope="col" className={TABLE.columnHeader}>
            Date
          </th>
          <th scope="col" className={END_HEADER}>
            Minimum price
          </th>
          <th scope="col" className={END_HEADER}>
            Maximum price
          </th>
        </tr>
      </thead>
      <tbody className={TABLE.body}>
        {changes.map((change) => {
          const now = priceBounds(change.MinimumPrice, change.MaximumPrice);
          const before = priceBounds(change.previous.MinimumPrice, change.previous.MaximumPrice);
          return (
            <tr key={change.id} className={TABLE.row} data-testid="price-change">
              <td className={DATE_CELL}>{formatDay(change.at)}</td>
              <PriceCell price={now.low} previous={before.low} />
              <PriceCell price={now.high} previous={before.high} />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
