import { useSearchParams } from 'react-router';
import { NO_USER_FILTERS, isUserRoleFilter, isUserTypeFilter, type UserFilters } from '@homehaven/domain/queries/admin';

/** Longest search kept in the URL (a search key is at most 30 characters anyway). */
const MAX_SEARCH = 100;

/**
 * The user search and filters in the URL (`?q=ali&role=agent&type=agency`), so they survive a reload and Back. Setting them drops the page
 * (a new search starts on its first page) and replaces the history entry rather than adding one per key.
 */
export function useUserSearch(): { search: string; setSearch: (text: string) => void; filters: UserFilters; setFilters: (filters: UserFilters) => void } {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').slice(0, MAX_SEARCH);
  const role = params.get('role');
  const type = params.get('type');
  const filters: UserFilters = { role: isUserRoleFilter(role) ? role : NO_USER_FILTERS.role, type: isUserTypeFilter(type) ? type : NO_USER_FILTERS.type };
  const go = (text: string, next: UserFilters) => {
    const query = new URLSearchParams();
    const trimmed = text.trim().slice(0, MAX_SEARCH);
    if (trimmed) query.set('q', trimmed);
    if (next.role !== 'all') query.set('role', next.role);
    if (next.type !== 'all') query.set('type', next.type);
    setParams(query, { replace: true });
  };
  return { search, setSearch: (text) => go(text, filters), filters, setFilters: (next) => go(search, next) };
}
