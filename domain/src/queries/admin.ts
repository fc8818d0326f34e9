import { DOCUMENTS_MAX_PER_LISTING } from '../constants';
import { userSearchTerm } from '../search';
import { DASHBOARD_PAGE_SIZE, pageQuery, type PageRequest } from './paging';
import type { CollectionQuery, QuerySpec } from './query-spec';
import { ROLES } from '../roles';
import { PROFESSIONAL_TYPES } from '../applications';

/**
 * The filters of Manage properties. Pending comes first (the admin's queue, oldest waiting first);
 * Legal checks, the other queue, lists the listings whose ownership documents wait for a decision
 * (whatever their status); the status filters leave withdrawn listings (a fraud agent's) out, as
 * Legal checks does, Withdrawn shows only them, and All shows every listing newest first.
 */
export const LISTING_FILTERS = ['pending', 'legalCheck', 'verified', 'rejected', 'withdrawn', 'all'] as const;
/** One of {@link LISTING_FILTERS}. */
export type ListingFilter = (typeof LISTING_FILTERS)[number];

/** The filter shown when the URL names none. */
export const DEFAULT_LISTING_FILTER: ListingFilter = 'pending';

/** Whether a URL value names a filter. */
export function isListingFilter(value: unknown): value is ListingFilter {
  return typeof value === 'string' && (LISTING_FILTERS as readonly string[]).includes(value);
}

/**
 * Every document count a listing can hold but none: a check pending with no document (its agent
 * removed the last) has nothing to decide. Counted as `in`, an equality, rather than `>= 1`, a range
 * Firestore would order by, so the list keeps the plain newest-first cursor of the others.
 */
const SOME_DOCUMENTS = Array.from({ length: DOCUMENTS_MAX_PER_LISTING }, (_, index) => index + 1);

const FILTER_WHERE: Record<ListingFilter, NonNullable<QuerySpec['where']>> = {
  pending: [
    ['status', '==', 'pending'],
    ['withdrawn', '==', false],
  ],
  legalCheck: [
    ['legalCheck.status', '==', 'pending'],
    ['legalCheck.documentCount', 'in', SOME_DOCUMENTS],
    ['withdrawn', '==', false],
  ],
  verified: [
    ['status', '==', 'verified'],
    ['withdrawn', '==', false],
  ],
  rejected: [
    ['status', '==', 'rejected'],
    ['withdrawn', '==', false],
  ],
  withdrawn: [['withdrawn', '==', true]],
  all: [],
};

/** Pending listings wait in a queue, the longest-waiting first; every other list is newest first. */
export function listingFilterOrder(filter: ListingFilter): 'asc' | 'desc' {
  return filter === 'pending' ? 'asc' : 'desc';
}

/** One page of Manage properties (admins: the rules let them read every listing). */
export function adminListingsPageQuery(filter: ListingFilter, request: PageRequest = {}, pageSize = DASHBOARD_PAGE_SIZE): CollectionQuery {
  return pageQuery('properties', FILTER_WHERE[filter], ['createdAt', listingFilterOrder(filter)], request, pageSize);
}

/** Manage users' role filter: every person, or those holding one role. */
export const USER_ROLE_FILTERS = ['all', ...ROLES] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
/** Manage users' account type filter: every person, or the approved professionals of one type. */
export const USER_TYPE_FILTERS = ['all', ...PROFESSIONAL_TYPES] as const;
export type UserTypeFilter = (typeof USER_TYPE_FILTERS)[number];

/** Manage users' filters; both `all` when the URL names none. */
export interface UserFilters {
  role: UserRoleFilter;
  type: UserTypeFilter;
}
export const NO_USER_FILTERS: UserFilters = { role: 'all', type: 'all' };

export const isUserRoleFilter = (value: unknown): value is UserRoleFilter => typeof value === 'string' && (USER_ROLE_FILTERS as readonly string[]).includes(value);
export const isUserTypeFilter = (value: unknown): value is UserTypeFilter => typeof value === 'string' && (USER_TYPE_FILTERS as readonly string[]).includes(value);

/**
 * One page of Manage users, newest first (admins), or of those whose name or e-mail has a word
 * starting with `search` (through the system-written `searchKeys`, domain/src/search.ts), narrowed to
 * a role (`roll`) and an account type (`accountType`, written on approval).
 */
export function usersPageQuery(search: string | null, request: PageRequest = {}, pageSize = DASHBOARD_PAGE_SIZE, filters: UserFilters = NO_USER_FILTERS): CollectionQuery {
  const term = search === null ? null : userSearchTerm(search);
  const where: NonNullable<QuerySpec['where']>[number][] = [];
  if (term !== null) where.push(['searchKeys', 'array-contains', term]);
  if (filters.role !== 'all') where.push(['roll', '==', filters.role]);
  if (filters.type !== 'all') where.push(['accountType', '==', filters.type]);
  return pageQuery('users', where, ['createdAt', 'desc'], request, pageSize);
}
