import { useSearchParams } from 'react-router';
import { decodeInstantCursor } from '@homehaven/domain/queries/page-cursor';
import { readPageView, type PageView } from './page-url';

/** The page of a newest-first dashboard list that the URL names (`?after=` / `?before=` instant cursors). */
export function useNewestPageView(): PageView {
  const [params] = useSearchParams();
  return readPageView(params, decodeInstantCursor);
}
