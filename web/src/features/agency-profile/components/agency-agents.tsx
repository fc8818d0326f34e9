import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { AGENCY_PROFILE_MESSAGES as M, type PublicAgencyAgent } from '@homehaven/domain/agency-profile';
import { Skeleton } from '../../../components/static/skeleton';
import { UserAvatar } from '../../../components/ui/user-avatar';

const SECTION = css({ mb: '10' });
const TITLE = heading({ size: 'xl' });
const LIST = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
  gap: '4',
  mt: '4',
  listStyleType: 'none',
});
const AGENT = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const NAME = css({ fontSize: 'sm', lineClamp: 1 });
const NONE = css({ mt: '4', color: 'fg.muted' });
const AVATAR_SKELETON = css({ w: '10', h: '10', rounded: 'full', flexShrink: 0 });
const NAME_SKELETON = css({ h: '5', flex: '1' });
/** Agents a loading page shows the shapes of. */
const SKELETON_AGENTS = 4;

/** An agency's latest agents, avatars and names; their shapes while loading (`agents` null). */
export function AgencyAgents({ agents }: { agents: readonly PublicAgencyAgent[] | null }) {
  return (
    <section className={SECTION} aria-labelledby="agency-agents" aria-busy={agents === null ? 'true' : undefined}>
      <h2 id="agency-agents" className={TITLE}>
        {M.agents}
      </h2>
      {agents === null ? (
        <ul className={LIST} aria-hidden>
          {Array.from({ length: SKELETON_AGENTS }, (_, index) => (
            <li key={index} className={AGENT}>
              <Skeleton className={AVATAR_SKELETON} />
              <Skeleton className={NAME_SKELETON} />
            </li>
          ))}
        </ul>
      ) : agents.length === 0 ? (
        <p className={NONE}>{M.noAgents}</p>
      ) : (
        <ul className={LIST}>
          {agents.map((agent) => (
            <li key={agent.uid} className={AGENT} data-testid="agency-profile-agent">
              <UserAvatar name={agent.name} photoURL={agent.image} size="md" />
              <span className={NAME}>{agent.name || 'Agent'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
