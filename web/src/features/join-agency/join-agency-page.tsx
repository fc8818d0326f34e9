import { useState } from 'react';
import { useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { useRole } from '../../lib/auth/use-role';
import { useLogOut } from '../../lib/auth/use-log-out';
import { messageOf } from '../../lib/errors';
import { notifyError } from '../../lib/toast';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SkeletonText } from '../../components/static/skeleton';
import { ButtonLink, TextLink } from '../../components/static/links';
import { InvitationCard } from './components/invitation-card';
import { acceptInvitation, linkOf, useInvitation } from './api/invitation-link';

const ACTIONS = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
const STATUS_TEXT = { accepted: M.invitationUsed, revoked: M.invitationUsed, expired: M.invitationExpired } as const;

/**
 * An agency's invitation link (docs/accounts.md "Agencies"): who invites, for which address; accepted
 * by signing in (or registering) with that address, then, for a buyer, on to the agent's application
 * with the agency named.
 */
export function JoinAgencyPage() {
  const location = useLocation();
  const link = linkOf(location.search);
  const invitation = useInvitation(link);
  const { user, loading } = useAuth();
  const role = useRole();
  const logOut = useLogOut();
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState(false);
  const here = { from: { pathname: location.pathname, search: location.search } };

  const accept = async () => {
    if (!link) return;
    setBusy(true);
    try {
      await acceptInvitation(link);
      setJoined(true);
    } catch (error) {
      notifyError(messageOf(error, M.invitationInvalid));
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (invitation.status === 'loading' || loading)
      return (
        <div role="status" aria-busy="true" aria-label="Checking the invitation">
          <SkeletonText lines={3} />
        </div>
      );
    if (invitation.status === 'invalid') return <Alert status="warning">{invitation.message}</Alert>;
    const { agencyName, email, status } = invitation.invitation;
    if (joined)
      return (
        <>
          <Alert status="success" data-testid="agency-joined">
            {M.accepted(agencyName)}
          </Alert>
          {role.role === 'user' ? (
            <ButtonLink to={`${paths.dashboard.application.href()}?type=agent&agency=${encodeURIComponent(agencyName)}`} palette="teal">
              Apply as an agent
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.dashboard.root.href()} palette="teal">
              Go to your dashboard
            </ButtonLink>
          )}
        </>
      );
    if (status !== 'open') return <Alert status="warning">{STATUS_TEXT[status]}</Alert>;
    if (!user)
      return (
        <>
          <p>{M.signInAs(email)}</p>
          <div className={ACTIONS}>
            <ButtonLink to={paths.login.href()} state={here} palette="teal">
              Login
            </ButtonLink>
            <ButtonLink to={paths.register.href()} state={here} variant="outline">
              Register
            </ButtonLink>
          </div>
        </>
      );
    if ((user.email ?? '').toLowerCase() !== email)
      return (
        <>
          <Alert status="warning">{M.wrongAccount(email)}</Alert>
          <Button variant="outline" onClick={() => void logOut()}>
            Log out
          </Button>
        </>
      );
    return (
      <Button palette="teal" loading={busy} onClick={() => void accept()}>
        {M.accept}
      </Button>
    );
  };

  const agency = invitation.status === 'found' ? invitation.invitation.agencyName : null;
  return (
    <InvitationCard title={M.joinTitle} lead={agency ? M.joinText(agency) : undefined}>
      {body()}
      <TextLink to={paths.home.href()}>Back to HomeHaven</TextLink>
    </InvitationCard>
  );
}
