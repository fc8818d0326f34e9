import { useState } from 'react';
import { css } from 'styled-system/css';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { formatDay } from '@homehaven/domain/format';
import { instantToDate } from '../../../lib/firebase/documents';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { SkeletonText } from '../../../components/static/skeleton';
import { revokeInvitation } from '../api/agency-api';
import type { useOpenInvitations } from '../api/use-agency';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none', p: '0' });
const ROW = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
  px: '4',
  py: '2',
  bg: 'white',
});
const EMAIL = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });
const WHEN = css({ fontSize: 'sm', color: 'fg.muted' });
const EMPTY = css({ color: 'fg.muted', fontSize: 'sm' });
const LOADING = css({ minH: '16' });

/** The agency's invitations still waiting, each with when its link stops working, and Withdraw. */
export function InvitationList({ result }: { result: ReturnType<typeof useOpenInvitations> }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (result.status === 'loading')
    return (
      <div className={LOADING} role="status" aria-busy="true" aria-label="Loading invitations">
        <SkeletonText lines={2} />
      </div>
    );
  if (result.status === 'error') return <LoadErrorAlert title={M.loadFailed} onRetry={result.retry} />;
  if (result.data.length === 0) return <p className={EMPTY}>{M.noInvitations}</p>;
  const revoke = async (id: string) => {
    setBusy(id);
    try {
      await revokeInvitation(id);
      notifySuccess(M.revoked);
    } catch (error) {
      notifyError(messageOf(error, M.inviteFailed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className={LIST} aria-label={M.openInvitations}>
      {result.data.map((invitation) => (
        <li key={invitation.id} className={ROW} data-testid="invitation-row">
          <div>
            <p className={EMAIL}>{invitation.email}</p>
            <p className={WHEN}>Link works until {formatDay(instantToDate(invitation.expiresAt))}</p>
          </div>
          <Button size="sm" variant="outline" loading={busy === invitation.id} onClick={() => void revoke(invitation.id)} aria-label={`${M.revoke} the invitation to ${invitation.email}`}>
            {M.revoke}
          </Button>
        </li>
      ))}
    </ul>
  );
}
