import { useEffect, useState } from 'react';
import { agencyProfilePath } from '@homehaven/domain/agency-profile';
import type { Listing } from '../../../lib/firebase/documents';
import { renderedAnswer } from '../../../lib/listings/rendered-first-page';
import { fetchAgencyListings, fetchAgencyProfile, profileFromApi, type AgencyProfile } from './agency-profile-api';

/** An agency's page as shown: loading, failed, unknown, or its profile with the listings loaded so far. */
export type AgencyProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | {
      status: 'success';
      profile: AgencyProfile;
      /** "More listings" is loading, or its last attempt failed. */
      more: 'idle' | 'loading' | 'failed';
    };

/** The state of one agency's page (its facade path tells which). */
type Keyed = { path: string; state: AgencyProfileState };

const LOADING: AgencyProfileState = { status: 'loading' };

/** The page's state from the answer its HTML was rendered from (null: a 404), or null when it carries none for it. */
function renderedState(path: string): AgencyProfileState | null {
  const rendered = renderedAnswer(path);
  if (rendered === null) return null;
  return rendered.answer === null ? { status: 'not-found' } : { status: 'success', profile: profileFromApi(rendered.answer), more: 'idle' };
}

/** `listings` with those of `page` not already among them added after them. */
function appended(listings: readonly Listing[], page: readonly Listing[]): Listing[] {
  const shown = new Set(listings.map((listing) => listing.id));
  return [...listings, ...page.filter((listing) => !shown.has(listing.id))];
}

/**
 * An agency's page (docs/decisions.md "The public agency page"): the profile, agents and first listings
 * from the answer the page was rendered with (no request), else read through the facade; `loadMore`
 * adds the next page of listings, `retry` reads a failed page again.
 */
export function useAgencyProfile(uid: string): { state: AgencyProfileState; retry: () => void; loadMore: () => void } {
  const path = agencyProfilePath(uid);
  const [keyed, setKeyed] = useState<Keyed>(() => ({ path, state: renderedState(path) ?? LOADING }));
  const state = keyed.path === path ? keyed.state : LOADING;
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!loading) return undefined;
    const controller = new AbortController();
    fetchAgencyProfile(uid, controller.signal).then(
      (profile) => {
        if (!controller.signal.aborted) setKeyed({ path, state: profile === null ? { status: 'not-found' } : { status: 'success', profile, more: 'idle' } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('the agency page could not be read', error);
        setKeyed({ path, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [uid, path, loading]);

  /** Changes this agency's shown page, if it is still the one shown. */
  const update = (change: (shown: Extract<AgencyProfileState, { status: 'success' }>) => AgencyProfileState) =>
    setKeyed((current) => (current.path === path && current.state.status === 'success' ? { path, state: change(current.state) } : current));

  const loadMore = () => {
    if (state.status !== 'success' || state.more === 'loading' || state.profile.next === null) return;
    const after = state.profile.next;
    update((shown) => ({ ...shown, more: 'loading' }));
    fetchAgencyListings(uid, after).then(
      (page) => update((shown) => ({ status: 'success', profile: { ...shown.profile, listings: appended(shown.profile.listings, page.listings), next: page.next }, more: 'idle' })),
      (error: unknown) => {
        console.error('more listings of the agency could not be read', error);
        update((shown) => ({ ...shown, more: 'failed' }));
      },
    );
  };

  return { state, retry: () => setKeyed({ path, state: LOADING }), loadMore };
}
