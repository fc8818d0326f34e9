import { useState } from 'react';
import { FiUsers } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { formatDay } from '@homehaven/domain/format';
import { instantToDate } from '../../../lib/firebase/documents';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';
import type { PageView } from '../../../lib/page-url';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/static/links';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { Skeleton } from '../../../components/static/skeleton';
import { removeAgent } from '../api/agency-api';
import type { AgencyAgent, useAgencyAgents } from '../api/use-agency';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none', p: '0' });
const ROW = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', borderWidth: '1px', borderColor: 'border', rounded: 'xl', p: '4', bg: 'white' });
const WHO = css({ display: 'flex', alignItems: 'center', gap: '3', flex: '1', minW: '48' });
const NAME = css({ fontWeight: 'semibold' });
const JOINED = css({ fontSize: 'sm', color: 'fg.muted' });
const ACTIONS = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const ROW_SKELETON = css({ h: '20', rounded: 'xl' });

/** The agency's agents, paged and live, each with Remove from agency (a question first). */
export function AgentList({ result, view }: { result: ReturnType<typeof useAgencyAgents>; view: PageView }) {
  const [asking, setAsking] = useState<AgencyAgent | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await removeAgent(asking.id);
      notifySuccess(M.removed);
      setAsking(null);
    } catch (error) {
      notifyError(messageOf(error, M.removeFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PagedList
        result={result}
        view={view}
        loading={
          <div className={LIST} role="status" aria-busy="true" aria-label="Loading your agents">
            <Skeleton className={ROW_SKELETON} />
            <Skeleton className={ROW_SKELETON} />
          </div>
        }
        error={{ icon: FiUsers, title: M.loadFailed }}
        empty={<EmptyState icon={FiUsers} title={M.noAgents} text={M.noAgentsText} />}
      >
        {(agents) => (
          <ul className={LIST} aria-label={M.agents}>
            {agents.map((agent) => (
              <li key={agent.id} className={ROW} data-testid="agency-agent">
                <div className={WHO}>
                  <UserAvatar name={agent.name} photoURL={agent.image} size="md" />
                  <div>
                    <p className={NAME}>{agent.name || 'Agent'}</p>
                    <p className={JOINED}>Joined {formatDay(instantToDate(agent.joinedAt))}</p>
                  </div>
                </div>
                <div className={ACTIONS}>
                  <ButtonLink to={paths.dashboard.agencyAgent.href(agent.id)} size="sm" variant="outline" palette="teal" aria-label={`${M.activity}: ${agent.name || 'Agent'}`}>
                    {M.activity}
                  </ButtonLink>
                  <Button size="sm" variant="outline" palette="red" onClick={() => setAsking(agent)} aria-label={`${M.remove}: ${agent.name || 'Agent'}`}>
                    {M.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog open={asking !== null} title={M.removeTitle} text={M.removeText} confirmLabel={M.remove} tone="red" busy={busy} onConfirm={() => void confirm()} onClose={() => setAsking(null)} />
    </>
  );
}
