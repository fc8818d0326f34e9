import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { Alert } from '../../components/ui/alert';
import { useAgencyAgents, useOpenInvitations } from './api/use-agency';
import { AgentList } from './components/agent-list';
import { InvitationList } from './components/invitation-list';
import { InviteForm } from './components/invite-form';

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '8' });
const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const SECTION_HEADING = heading({ size: 'lg' });

/**
 * My agency (/dashboard/agency, an approved agency; docs/accounts.md "Agencies"): invite agents by
 * e-mail, the invitations still waiting, and the agents who joined, each removable. All live.
 */
export function AgencyPage() {
  const { user } = useAuth();
  const role = useRole();
  const view = useNewestPageView();
  const agencyUid = role.accountType === 'agency' ? (user?.uid ?? null) : null;
  const invitations = useOpenInvitations(agencyUid);
  const agents = useAgencyAgents(agencyUid, view);
  return (
    <DashboardPage title={M.title} description="Invite agents to your team and see who has joined.">
      {role.status === 'success' && role.accountType !== 'agency' ? (
        <Alert status="info">{M.onlyAgencies}</Alert>
      ) : (
        <div className={STACK}>
          <section className={SECTION} aria-label={M.invite}>
            <h2 className={SECTION_HEADING}>{M.invite}</h2>
            <InviteForm />
          </section>
          <section className={SECTION} aria-label={M.openInvitations}>
            <h2 className={SECTION_HEADING}>{M.openInvitations}</h2>
            <InvitationList result={invitations} />
          </section>
          <section className={SECTION} aria-label={M.agents}>
            <h2 className={SECTION_HEADING}>{M.agents}</h2>
            <AgentList result={agents} view={view} />
          </section>
        </div>
      )}
    </DashboardPage>
  );
}
