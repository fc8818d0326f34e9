import { css, cx } from 'styled-system/css';
import { table } from 'styled-system/recipes/table';
import { PriceRange } from '../../../components/property/price-range';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { Listing } from '../../../lib/firebase/documents';
import type { AdminListingsProps } from './admin-listings-props';
import { usePicturesToggle } from './listing-pictures';
import { ListingState } from './listing-state';
import { LegalCheckReview } from './legal-check-review';
import { ListingTitle } from './listing-title';
import { VerdictButtons } from './verdict-buttons';

/** The table's columns (a row's panel spans them all). */
const COLUMNS = 6;

const FRAME = css({ bg: 'white', rounded: 'xl', borderWidth: '1px', overflowX: 'auto' });
const TABLE = table({ variant: 'line', size: 'sm' });
const PICTURE_HEADER = cx(TABLE.columnHeader, css({ w: '24' }));
const PICTURE = css({ w: '20', aspectRatio: '4 / 3', rounded: 'md', overflow: 'hidden', bg: 'gray.200' });
const PROPERTY_CELL = cx(TABLE.cell, css({ maxW: '64' }));
const AGENT_CELL = cx(TABLE.cell, css({ maxW: '56' }));
const PRICE_CELL = cx(TABLE.cell, css({ whiteSpace: 'nowrap' }));
const PROPERTY = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
const STATUS = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const LOCATION = css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 2 });
const AGENT_NAME = css({ lineClamp: 1 });
const AGENT_EMAIL = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });

/** One listing's row, and under it, once opened, its pictures and facts across the whole table. */
function AdminListingRow({ listing, busy, onDecide, panels }: { listing: Listing; busy: boolean; onDecide: AdminListingsProps['onDecide']; panels: AdminListingsProps['panels'] }) {
  const pictures = usePicturesToggle(listing, panels);
  return (
    <>
      <tr className={TABLE.row} data-testid="admin-listing" data-status={listing.status} aria-label={listing.title}>
        <td className={TABLE.cell}>
          <div className={PICTURE}>
            <ResponsiveImage src={listing.image} alt="" sizes="80px" cover />
          </div>
        </td>
        <td className={PROPERTY_CELL}>
          <div className={PROPERTY}>
            <ListingTitle listing={listing} />
            <p className={LOCATION}>{listing.location}</p>
            <div>{pictures.toggle}</div>
          </div>
        </td>
        <td className={AGENT_CELL}>
          <p className={AGENT_NAME}>{listing.agent.name || 'Agent'}</p>
          <p className={AGENT_EMAIL}>{listing.agent.email}</p>
        </td>
        <td className={PRICE_CELL}>
          <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} size="sm" />
        </td>
        <td className={TABLE.cell}>
          <div className={STATUS}>
            <ListingState listing={listing} />
            <LegalCheckReview listing={listing} panels={panels} />
          </div>
        </td>
        <td className={TABLE.cell}>
          <VerdictButtons listing={listing} busy={busy} onDecide={(verdict) => onDecide(listing, verdict)} />
        </td>
      </tr>
      {pictures.panel ? (
        <tr className={TABLE.row}>
          <td className={TABLE.cell} colSpan={COLUMNS}>
            {pictures.panel}
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Manage properties on a wide screen: one table row per listing, the verdict buttons at its end. */
export function AdminListingTable({ listings, deciding, coolingDown, onDecide, panels }: AdminListingsProps) {
  return (
    <div className={FRAME}>
      <table className={TABLE.root} aria-label="Properties">
        <thead className={TABLE.header}>
          <tr className={TABLE.row}>
            <th className={PICTURE_HEADER}>Picture</th>
            <th className={TABLE.columnHeader}>Property</th>
            <th className={TABLE.columnHeader}>Agent</th>
            <th className={TABLE.columnHeader}>Price range</th>
            <th className={TABLE.columnHeader}>Status</th>
            <th className={TABLE.columnHeader}>Verdict</th>
          </tr>
        </thead>
        <tbody className={TABLE.body}>
          {listings.map((listing) => (
            <AdminListingRow key={listing.id} listing={listing} busy={coolingDown || deciding.has(listing.id)} onDecide={onDecide} panels={panels} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
