import { Navigate, useLocation } from 'react-router';
import type { PageCursor } from '@homehaven/domain/queries/paging';
import { firstPageOf, neighbourViews, searchOf, withoutPage, writePageView, type PageView } from '../../lib/page-url';
import { Pager } from './pager';

interface CursorPagerProps {
  /** The page the URL names. */
  view: PageView;
  /** Where the shown page's neighbours start, once it has loaded. */
  page: { previous: PageCursor | null; next: PageCursor | null } | null;
}

/**
 * Previous / Next links of a dashboard list paged with cursors in the URL. Paging back may land on
 * the first items (some were removed meanwhile): it then shows the real first page.
 */
export function CursorPager({ view, page }: CursorPagerProps) {
  const location = useLocation();
  if (!page) return null;
  if (view.before && !page.previous) return <Navigate to={firstPageOf(location)} replace />;
  const link = (target: PageView | null) => {
    if (!target) return null;
    const params = withoutPage(location.search);
    writePageView(params, target);
    return location.pathname + searchOf(params);
  };
  const { previous, next } = neighbourViews(view, page);
  return <Pager page={view.page} previous={link(previous)} next={link(next)} />;
}
