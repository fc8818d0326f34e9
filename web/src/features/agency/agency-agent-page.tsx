import { FiHome, FiInbox, FiUsers } from 'react-icons/fi';
import { useParams, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { formatDay, formatPriceRange } from '@homehaven/domain/format';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { paths } from '../../config/paths';
import { OfferRow } from '../../components/offer/offer-row';
import { OfferRowSkeletons } from '../../components/offer/offer-row-skeleton';
import { OfferStatusBadge } from '../../components/offer/offer-status-badge';
import { SalesTotal } from '../../components/offer/sales-total';
import { StatusBadge } from '../../components/property/status-badge';
import { ButtonLink } from '../../components/static/links';
import { Skeleton } from '../../components/static/skeleton';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PagedList } from '../../components/ui/paged-list';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { instantToDate } from '../../lib/firebase/documents';
import { useAgentSalesTotal } from '../../lib/sales/use-sales-total';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import type { PageView } from '../../lib/page-url';
import type { AgencyAgent } from './api/use-agency';
import { useAgentListings, useAgentOffers, useTeamMember } from './api/use-agent-activity';

type Shown = 'listings' | 'offers';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyleType: 'none', p: '0' });
const SWITCH = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '4' });
const WHO = css({ display: 'flex', alignItems: 'center', gap: '3', mb: '6' });
const NAME = css({ fontWeight: 'semibold', fontSize: 'lg' });
const MUTED = css({ color: 'fg.muted', fontSize: 'sm' });
const WHO_SKELETON = css({ h: '12', w: '64', mb: '6', rounded: 'md' });

/** Listings / Offers as two links: each its own URL, so a reload or Back keeps the list. */
function ShownSwitch({ agentUid, shown }: { agentUid: string; shown: Shown }) {
  return (
    <nav aria-label={M.activity} className={SWITCH}>
      {(['listings', 'offers'] as const).map((each) => (
        <ButtonLink
          key={each}
          to={paths.dashboard.agencyAgent.href(agentUid, each === 'offers' ? 'offers' : undefined)}
          size="sm"
          palette="teal"
          variant={each === shown ? 'solid' : 'outline'}
          aria-current={each === shown ? 'page' : undefined}
        >
          {each === 'offers' ? M.offersTab : M.listingsTab}
        </ButtonLink>
      ))}
    </nav>
  );
}

/** The agent's listings in every status, each with its price range, status and day listed. */
function AgentListings({ result, view }: { result: ReturnType<typeof useAgentListings>; view: PageView }) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={<OfferRowSkeletons label="Loading their listings" />}
      error={{ icon: FiHome, title: M.agentListingsFailed }}
      empty={<EmptyState icon={FiHome} title={M.noAgentListings} text={M.noAgentListingsText} />}
    >
      {(listings) => (
        <ul className={LIST} aria-label={M.agentListings}>
          {listings.map((listing) => {
            const status = isSoldListing(listing) ? 'sold' : listing.withdrawn ? 'withdrawn' : listing.status;
            return (
              <li key={listing.id}>
                <OfferRow
                  testId="agent-listing-row"
                  status={status}
                  title={listing.title}
                  image={listing.image}
                  location={listing.location}
                  amount={formatPriceRange(listing.MinimumPrice, listing.MaximumPrice)}
                  details={<p className={MUTED}>Listed {formatDay(instantToDate(listing.createdAt))}</p>}
                  badge={<StatusBadge status={status} />}
                />
              </li>
            );
          })}
        </ul>
      )}
    </PagedList>
  );
}

/** The offers on the agent's listings, newest first, with the buyer, the day and the status. */
function AgentOffers({ result, view }: { result: ReturnType<typeof useAgentOffers>; view: PageView }) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={<OfferRowSkeletons label="Loading the offers" />}
      error={{ icon: FiInbox, title: M.agentOffersFailed }}
      empty={<EmptyState icon={FiInbox} title={M.noAgentOffers} text={M.noAgentOffersText} />}
    >
      {(offers) => (
        <ul className={LIST} aria-label={M.agentOffers}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferRow
                testId="agent-offer-row"
                status={offer.status}
                title={offer.propertyTitle}
                image={offer.propertyImage}
                location={offer.location}
                amount={offer.offerAmount}
                details={
                  <p>
                    {offer.buyerName || 'Buyer'} · {formatDay(instantToDate(offer.createdAt))}
                  </p>
                }
                badge={<OfferStatusBadge offer={offer} />}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** What the agency sees of one agent: who, their sales total, then their listings or the offers on them. */
function AgentActivity({ agent, shown, view }: { agent: AgencyAgent; shown: Shown; view: PageView }) {
  const listings = useAgentListings(shown === 'listings' ? agent.id : null, view);
  const offers = useAgentOffers(shown === 'offers' ? agent.id : null, view);
  // Aggregates are not live: counted again whenever the shown list changes (a page turned, the other
  // list shown, an offer made or decided meanwhile), as Sold properties does.
  const result = shown === 'offers' ? offers : listings;
  const version = result.status === 'success' ? `${shown}|${result.data.items.map((item) => `${item.id}:${item.status}`).join(',')}` : `${shown}|loading`;
  const total = useAgentSalesTotal(agent.id, version);
  return (
    <>
      <div className={WHO}>
        <UserAvatar name={agent.name} photoURL={agent.image} size="md" />
        <div>
          <p className={NAME}>{agent.name || 'Agent'}</p>
          <p className={MUTED}>Joined {formatDay(instantToDate(agent.joinedAt))}</p>
        </div>
      </div>
      <SalesTotal total={total} whose="their" />
      <ShownSwitch agentUid={agent.id} shown={shown} />
      {shown === 'offers' ? <AgentOffers result={offers} view={view} /> : <AgentListings result={listings} view={view} />}
    </>
  );
}

/**
 * An agent's page in My agency (/dashboard/agency/agents/:uid; docs/accounts.md "Agencies"): their
 * listings in every status or the offers on them, live and paged, and the total of their sales. Only
 * while they are in the agency: removed meanwhile, the page says so at once.
 */
export function AgencyAgentPage() {
  const { uid = '' } = useParams();
  const { user } = useAuth();
  const role = useRole();
  const [params] = useSearchParams();
  const shown: Shown = params.get('show') === 'offers' ? 'offers' : 'listings';
  const view = useNewestPageView();
  const agencyUid = role.accountType === 'agency' ? (user?.uid ?? null) : null;
  const member = useTeamMember(agencyUid, uid);
  const back = (
    <ButtonLink to={paths.dashboard.agency.href()} size="sm" variant="outline" palette="teal">
      <FiUsers aria-hidden /> {M.backToAgency}
    </ButtonLink>
  );
  const title = member.status === 'success' && member.data ? M.activityOf(member.data.name || 'Agent') : M.activity;
  return (
    <DashboardPage title={title} description={M.activityText} actions={back}>
      {role.status === 'success' && role.accountType !== 'agency' ? (
        <EmptyState icon={FiUsers} title={M.onlyAgencies} />
      ) : member.status === 'error' ? (
        <LoadError icon={FiUsers} title={M.loadFailed} onRetry={member.retry} />
      ) : member.status === 'success' && member.data === null ? (
        <EmptyState icon={FiUsers} title={M.notYourAgent} action={back} />
      ) : member.status === 'success' && member.data ? (
        <AgentActivity agent={member.data} shown={shown} view={view} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading the agent">
          <Skeleton className={WHO_SKELETON} />
          <OfferRowSkeletons label="Loading their listings" />
        </div>
      )}
    </DashboardPage>
  );
}
