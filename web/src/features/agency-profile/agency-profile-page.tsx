import { useEffect } from 'react';
import { useParams } from 'react-router';
import { FiUsers } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { AGENCY_PROFILE_MESSAGES as M } from '@homehaven/domain/agency-profile';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { LoadError } from '../../components/ui/load-error';
import { NotFoundView } from '../../components/ui/not-found-view';
import { forgetRenderedFirstPage } from '../../lib/listings/rendered-first-page';
import { useAgencyProfile } from './api/use-agency-profile';
import { AgencyAgents } from './components/agency-agents';
import { AgencyHeader } from './components/agency-header';
import { AgencyListings } from './components/agency-listings';

const PAGE = cx(PAGE_CONTAINER['7xl'], css({ py: { base: '8', md: '12' } }));

/**
 * An agency's public page (`/agencies/{uid}`, docs/decisions.md "The public agency page"): its mark,
 * name, agent count and bio, its latest agents, and its agents' public listings as the cards of All
 * properties, "More listings" loading the next page. Rendered per request with its data in the HTML
 * (functions/src/pages); the template a failed render answers shows skeletons and reads the agency
 * itself. An unknown agency is the not-found page.
 */
export function AgencyProfilePage() {
  const { uid = '' } = useParams();
  const { state, retry, loadMore } = useAgencyProfile(uid);
  useEffect(forgetRenderedFirstPage, []);

  if (state.status === 'not-found') return <NotFoundView reason={M.notFound} />;
  if (state.status === 'error') {
    return (
      <div className={PAGE}>
        <LoadError icon={FiUsers} title={M.loadFailed} text={M.loadFailedText} onRetry={retry} />
      </div>
    );
  }
  const profile = state.status === 'success' ? state.profile : null;
  return (
    <div className={PAGE}>
      <AgencyHeader agency={profile?.agency ?? null} />
      <AgencyAgents agents={profile?.agents ?? null} />
      {state.status === 'success' ? (
        <AgencyListings status="success" agencyName={state.profile.agency.name} listings={state.profile.listings} hasMore={state.profile.next !== null} more={state.more} onMore={loadMore} />
      ) : (
        <AgencyListings status="loading" />
      )}
    </div>
  );
}
