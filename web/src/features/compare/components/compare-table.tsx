import type { ReactNode } from 'react';
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
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

// The first column stays in view while a phone scrolls the listings sideways.
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bg: 'white' } as const;
// Fixed widths (rem): the labels column and each listing's column, on a phone and from md up.
const LABELS_REM = { base: 6, md: 9 } as const;
const COLUMN_REM = { base: 10, md: 15 } as const;
const rem = (n: number) => `${n}rem`;

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
    <Box overflowX="auto" bg="white" borderWidth="1px" rounded="xl" tabIndex={0} role="region" aria-label="Compared properties" data-testid="compare-table">
      <Table.Root size="md" tableLayout="fixed" minW="full" w={{ base: rem(LABELS_REM.base + items.length * COLUMN_REM.base), md: rem(LABELS_REM.md + items.length * COLUMN_REM.md) }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" w={{ base: rem(LABELS_REM.base), md: rem(LABELS_REM.md) }} {...STICKY}>
              <VisuallyHidden>Property</VisuallyHidden>
            </Table.ColumnHeader>
            {items.map((item) => (
              <Table.ColumnHeader key={item.id} scope="col" w={{ base: rem(COLUMN_REM.base), md: rem(COLUMN_REM.md) }} verticalAlign="top" data-testid="compare-column" data-id={item.id}>
                <ListingHeader item={item} state={listingOf(item.id)} onRemove={() => removeFromCompare(item.id)} onRetry={onRetryListings} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label} data-testid={`compare-row-${row.label}`}>
              <Table.ColumnHeader scope="row" fontWeight="semibold" color="fg.muted" verticalAlign="top" {...STICKY}>
                {row.label}
              </Table.ColumnHeader>
              {items.map((item) => (
                <Table.Cell key={item.id} verticalAlign="top">
                  {row.cell(item, listingOf(item.id))}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
