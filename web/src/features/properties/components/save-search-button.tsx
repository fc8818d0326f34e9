import { lazy, Suspense, useState } from 'react';
import { FiBookmark } from 'react-icons/fi';
import { useLocation, useNavigate } from 'react-router';
import type { ListingFilters } from '@homehaven/domain/listing-filters';
import type { ListingOrder } from '@homehaven/domain/queries/listings';
import { paths, type LoginRedirectState } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { buttonClass } from '../../../components/static/button-style';

// The dialog (Ark UI, forms, validation, Firestore) downloads on the first click, not with All properties.
const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog')).SaveSearchDialog }));
const SAVE = buttonClass({ size: 'sm', variant: 'outline', palette: 'teal' });

/** "Save search" beside a location search's results, its filters included; a visitor is sent to sign in first, and back. */
export function SaveSearchButton({ location, order, filters }: { location: string; order: ListingOrder; filters: ListingFilters }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const here = useLocation();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (user) return setOpen(true);
    const state: LoginRedirectState = { from: { pathname: here.pathname, search: here.search } };
    return void navigate(paths.login.href(), { state });
  };
  return (
    <>
      {/* Held while the session is restored: a signed-in person's early click must not be sent to sign in. */}
      <button type="button" className={SAVE} onClick={start} disabled={loading}>
        <FiBookmark aria-hidden /> Save search
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog location={location} order={order} filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
