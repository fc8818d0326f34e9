import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { Navigate, useLocation } from 'react-router';
import type { Page } from '../../lib/firebase/use-paged-query';
import type { LiveState } from '../../lib/firebase/use-live-subscription';
import { firstPageOf, type PageView } from '../../lib/page-url';
import { CursorPager } from './cursor-pager';
import { LoadError } from './load-error';

interface PagedListProps<T> {
  /** A live page (`usePagedQuery`). */
  result: LiveState<Page<T>> & { retry: () => void };
  /** The page the URL names. */
  view: PageView;
  /** Placeholders of the final size while the first result loads. */
  loading: ReactNode;
  /** What could not be loaded, if it fails. */
  error: { icon: IconType; title: string };
  /** The list with nothing in it, in the required words (docs/product.md §13.3 Empty states). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * A dashboard list in each of its states, then its pager: placeholders, the failure with Try again,
 * the empty list, or the items. A later page emptied meanwhile (its items removed) goes back to the
 * first page rather than claiming the list is empty.
 */
export function PagedList<T>({ result, view, loading, error, empty, children }: PagedListProps<T>) {
  const location = useLocation();
  if (result.status === 'loading') return loading;
  if (result.status === 'error') return <LoadError icon={error.icon} title={error.title} onRetry={result.retry} />;
  if (result.data.items.length === 0) return view.after || view.before ? <Navigate to={firstPageOf(location)} replace /> : empty;
  return (
    <>
      {children(result.data.items)}
      <CursorPager view={view} page={result.data} />
    </>
  );
}
