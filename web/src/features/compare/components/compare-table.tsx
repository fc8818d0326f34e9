import type { CSSProperties, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { table } from 'styled-system/recipes/table';
import type { CompareItem } from '@homehaven/domain/compare';
import { lowestPriceIds } from '@homehaven/domain/compare-view';
import type { Listing } from '../../../lib/firebase/documents';
import { removeFromCompare } from '../../../lib/compare/compare-tray';
import type { ComparedListing } from '../api/use-compared-listings';
import type { ReviewSummary } from '../api/use-review-summaries';
import { AgentCell, CellSkeleton, EmptyCell, LocationCell, PriceCell, RatingCell, ReviewCountCell } from './compare-cells';
import { ListingHeader } from './listing-header';

interface CompareTableProps {
  items: readonly CompareItem[];
  listingOf: (id: string) => ComparedListing;
  reviewsOf: (id: string) => ReviewSummary;
  onRetryListings: () => void;
  onRetryReviews: () => void;
}

/** A row: its label (a row header for screen readers) and what it shows of each compared listing. */
interface Row {
  label: string;
  cell: (item: CompareItem, state: ComparedListing) => ReactNode;
}

/** A fact of the listing document: a skeleton while it loads, a dash when there is no listing to show. */
function fromListing(show: (listing: Listing) => ReactNode) {
  return (_: CompareItem, state: ComparedListing): ReactNode => {
    if (state.status === 'available') return show(state.listing);
    if (state.status === 'loading') return <CellSkeleton />;
    return <EmptyCell />;
  };
}

const SLOTS = table({ size: 'md', variant: 'line' });
const REGION = css({ overflowX: 'auto', bg: 'white', borderWidth: '1px', rounded: 'xl' });
// Fixed widths: the labels column (6rem on a phone, 9rem from md) and each listing's (10rem, 15rem);
// the table is as wide as its columns (`--columns`, how many listings), scrolling sideways on a phone.
const ROOT = cx(SLOTS.root, css({ tableLayout: 'fixed', minW: 'full', w: { base: 'calc(6rem + var(--columns) * 10rem)', md: 'calc(9rem + var(--columns) * 15rem)' } }));
// The first column stays in view while a phone scrolls the listings sideways.
const STICKY = css({ position: 'sticky', left: 0, zIndex: 1, bg: 'white' });
const LABELS_HEAD = cx(SLOTS.columnHeader, STICKY, css({ w: { base: '6rem', md: '9rem' } }));
const LISTING_HEAD = cx(SLOTS.columnHeader, css({ w: { base: '10rem', md: '15rem' }, verticalAlign: 'top' }));
const ROW_HEAD = cx(SLOTS.columnHeader, STICKY, css({ fontWeight: 'semibold', color: 'fg.muted', verticalAlign: 'top' }));
const CELL = cx(SLOTS.cell, css({ verticalAlign: 'top' }));
const HIDDEN = css({ srOnly: true });

/**
 * The compared listings side by side: a real table, a column per listing with its header, a row per
 * fact with its row header, so a screen reader announces "Price range, {listing}" at each cell. Wider
 * than a phone, it scrolls sideways inside its own focusable region, the labels column fixed.
 */
export function CompareTable({ items, listingOf, reviewsOf, onRetryListings, onRetryReviews }: CompareTableProps) {
  const available = items.flatMap((item) => {
    const state = listingOf(item.id);
    return state.status === 'available' ? [state.listing] : [];
  });
  const lowest = new Set(lowestPriceIds(available));
  // Review figures come from their own query: they show while the listing itself still loads.
  const fromReviews = (show: (summary: ReviewSummary, retry: () => void) => ReactNode) => (item: CompareItem, state: ComparedListing) =>
    state.status === 'unavailable' || state.status === 'error' ? <EmptyCell /> : show(reviewsOf(item.id), onRetryReviews);
  const rows: Row[] = [
    { label: 'Price range', cell: fromListing((listing) => <PriceCell listing={listing} lowest={lowest.has(listing.id)} />) },
    { label: 'Location', cell: fromListing((listing) => <LocationCell listing={listing} />) },
    { label: 'Agent', cell: fromListing((listing) => <AgentCell listing={listing} />) },
    { label: 'Rating', cell: fromReviews((summary, retry) => <RatingCell summary={summary} onRetry={retry} />) },
    { label: 'Reviews', cell: fromReviews((summary, retry) => <ReviewCountCell summary={summary} onRetry={retry} />) },
  ];

  return (
    <div className={REGION} tabIndex={0} role="region" aria-label="Compared properties" data-testid="compare-table">
      <table className={ROOT} style={{ '--columns': items.length } as CSSProperties}>
        <thead className={SLOTS.header}>
          <tr className={SLOTS.row}>
            <th scope="col" className={LABELS_HEAD}>
              <span className={HIDDEN}>Property</span>
            </th>
            {items.map((item) => (
              <th key={item.id} scope="col" className={LISTING_HEAD} data-testid="compare-column" data-id={item.id}>
                <ListingHeader item={item} state={listingOf(item.id)} onRemove={() => removeFromCompare(item.id)} onRetry={onRetryListings} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={SLOTS.body}>
          {rows.map((row) => (
            <tr key={row.label} className={SLOTS.row} data-testid={`compare-row-${row.label}`}>
              <th scope="row" className={ROW_HEAD}>
                {row.label}
              </th>
              {items.map((item) => (
                <td key={item.id} className={CELL}>
                  {row.cell(item, listingOf(item.id))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
