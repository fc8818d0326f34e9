import { useSearchParams } from 'react-router';

/** Longest search kept in the URL (a search key is at most 30 characters anyway). */
const MAX_SEARCH = 100;

/**
 * The user search in the URL (`?q=ali`), so it survives a reload and Back. Setting it drops the page
 * (a new search starts on its first page) and replaces the history entry rather than adding one per key.
 */
export function useUserSearch(): { search: string; setSearch: (text: string) => void } {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').slice(0, MAX_SEARCH);
  const setSearch = (text: string) => {
    const next = new URLSearchParams();
    const trimmed = text.trim().slice(0, MAX_SEARCH);
    if (trimmed) next.set('q', trimmed);
    setParams(next, { replace: true });
  };
  return { search, setSearch };
}
