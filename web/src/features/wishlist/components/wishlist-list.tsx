import { css } from 'styled-system/css';
import type { WishlistEntry } from '../../../lib/firebase/documents';
import { WishlistCard } from './wishlist-card';
import { WishlistGrid } from './wishlist-grid';

/** Cards above the fold on a wide screen (the first row): their pictures load at once. */
const EAGER_CARDS = 3;

/**
 * The cards' titles are h3 (property-card.tsx): a heading between them and the page's h1 keeps the
 * levels from skipping one, for screen readers' heading lists (docs/testing.md "What a journey step waits for").
 */
const SECTION_HEADING = css({ srOnly: true });

interface WishlistListProps {
  entries: WishlistEntry[];
  /** A removal is running: every Remove waits. */
  busy: boolean;
  onRemove: (entry: WishlistEntry) => void;
}

/** The buyer's entries as cards, in the list's order (newest first). */
export function WishlistList({ entries, busy, onRemove }: WishlistListProps) {
  return (
    <>
      <h2 className={SECTION_HEADING}>Saved properties</h2>
      <WishlistGrid aria-label="Your wishlist">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <WishlistCard entry={entry} eager={index < EAGER_CARDS} busy={busy} onRemove={() => onRemove(entry)} />
          </li>
        ))}
      </WishlistGrid>
    </>
  );
}
