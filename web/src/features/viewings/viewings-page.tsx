import { FiCalendar } from 'react-icons/fi';
import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { zoneNote } from '@homehaven/domain/viewing-time';
import type { ViewingSide, ViewingWhen } from '@homehaven/domain/queries/viewings';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/static/links';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedList } from '../../components/ui/paged-list';
import { useRole } from '../../lib/auth/use-role';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useViewings } from './api/use-viewings';
import { ViewingCard } from './components/viewing-card';
import { ViewingCardSkeleton } from './components/viewing-card-skeleton';

const WHEN_LABELS: Record<ViewingWhen, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
};

const SWITCH = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '4' });
const ZONE = css({ display: 'flex', flexDirection: 'column', gap: '1', mb: '2' });
const ZONE_TEXT = css({ fontSize: 'sm', color: 'fg.muted' });
const LOADING = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', m: '0', p: '0' });

/** Upcoming / Past as two links: each its own URL, so a reload or Back keeps the list. */
function WhenSwitch({ when }: { when: ViewingWhen }) {
  return (
    <nav aria-label="Which visits" className={SWITCH}>
      {(['upcoming', 'past'] as const).map((each) => (
        <ButtonLink
          key={each}
          to={`${paths.dashboard.viewings.href()}${each === 'past' ? '?when=past' : ''}`}
          size="sm"
          palette="teal"
          variant={each === when ? 'solid' : 'outline'}
          aria-current={each === when ? 'page' : undefined}
        >
          {WHEN_LABELS[each]}
        </ButtonLink>
      ))}
    </nav>
  );
}

/**
 * Viewings (/dashboard/viewings): a buyer's visits, or an agent's visits of their listings, upcoming
 * (soonest first) or past (latest first), live and paged, with what each side may do on each.
 */
export function ViewingsPage() {
  const { role, status } = useRole();
  const side: ViewingSide = role === 'agent' ? 'agent' : 'buyer';
  const [params] = useSearchParams();
  const when: ViewingWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const view = useNewestPageView();
  // Until the role is known, nothing is read (an agent would otherwise see a buyer's empty list first).
  const result = useViewings(status === 'success' ? side : null, when, view);
  const emptyText =
    side === 'agent'
      ? "Publish viewing times on your listings' pages (My Added Properties, then a listing): buyers' requests show here."
      : 'Request a visit from a listing\'s page, under "Schedule a visit".';
  return (
    <DashboardPage
      title="Viewings"
      description={side === 'agent' ? 'Visits buyers requested on your listings: confirm, decline or propose another time.' : 'Your visits: follow them, accept a new time, or cancel.'}
    >
      <div className={ZONE}>
        <p className={ZONE_TEXT}>{zoneNote()}</p>
      </div>
      <WhenSwitch when={when} />
      <PagedList
        result={result}
        view={view}
        loading={
          <div className={LOADING} role="status" aria-busy="true" aria-label="Loading your visits">
            {[0, 1, 2].map((i) => (
              <ViewingCardSkeleton key={i} />
            ))}
          </div>
        }
        error={{ icon: FiCalendar, title: VIEWING_MESSAGES.listFailed }}
        empty={<EmptyState icon={FiCalendar} title={when === 'upcoming' ? VIEWING_MESSAGES.noUpcoming : VIEWING_MESSAGES.noPast} text={emptyText} />}
      >
        {(viewings) => (
          <ul className={LIST} aria-label={`${WHEN_LABELS[when]} visits`}>
            {viewings.map((viewing) => (
              <ViewingCard key={viewing.id} viewing={viewing} side={side} past={when === 'past'} />
            ))}
          </ul>
        )}
      </PagedList>
    </DashboardPage>
  );
}
