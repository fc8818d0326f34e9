import { FiHeart, FiHome } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { PropertyCardSkeleton } from '../../../components/property/property-card-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { ButtonLink } from '../../../components/static/links';
import type { WishlistEntry } from '../../../lib/firebase/documents';
import type { PageView } from '../../../lib/page-url';
import type { useWishlist } from '../api/use-wishlist';
import { WishlistGrid } from './wishlist-grid';
import { WishlistList } from './wishlist-list';

/** Placeholders while the first result loads: a screenful at any column count (1, 2 or 3). */
const SKELETONS = 6;

interface WishlistContentProps {
  result: ReturnType<typeof useWishlist>;
  /** The page the URL names. */
  view: PageView;
  /** A removal is running: every Remove waits. */
  busy: boolean;
  onRemove: (entry: WishlistEntry) => void;
}

/** The page's body in each state (`PagedList`): card placeholders, a retry, the empty wishlist, or the entries. */
export function WishlistContent({ result, view, busy, onRemove }: WishlistContentProps) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={
        <WishlistGrid aria-busy="true" aria-label="Loading your wishlist">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i}>
              <PropertyCardSkeleton />
            </li>
          ))}
        </WishlistGrid>
      }
      error={{ icon: FiHeart, title: 'Your wishlist could not be loaded.' }}
      empty={
        <EmptyState
          icon={FiHeart}
          title={MESSAGES.empty.wishlist}
          action={
            <ButtonLink to={paths.properties.href()} palette="teal" variant="outline">
              <FiHome aria-hidden /> Browse properties
            </ButtonLink>
          }
        />
      }
    >
      {(entries) => <WishlistList entries={entries} busy={busy} onRemove={onRemove} />}
    </PagedList>
  );
}
