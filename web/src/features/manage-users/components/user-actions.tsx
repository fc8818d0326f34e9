import { FiShield, FiTrash2, FiUserCheck, FiUserX } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import type { AppUser } from '../../../lib/firebase/documents';
import type { UserQuestion } from '../hooks/use-user-actions';
import { useJustChanged } from '../../../lib/use-just-changed';

export interface UserActionsProps {
  user: AppUser;
  /** The admin's own row: every button disabled (the rules and the facade refuse these too). */
  self: boolean;
  /** An action on this user is on its way. */
  busy: boolean;
  onMakeAgent: () => void;
  onAsk: (action: UserQuestion['action']) => void;
}

const ROW = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });

/**
 * How long the buttons ignore clicks after the role changed them: Make Fraud appears (or goes) and the
 * others move, so the second click of a double click on Make Agent would land on what took its place.
 */
const SETTLE_MS = 600;

/**
 * The buttons of docs/product.md §9.2 Manage users: Make Admin (disabled if admin), Make Agent (disabled if agent), Make
 * Fraud (agents only); a fraud user has no role buttons. Then Delete.
 */
export function UserActions({ user, self, busy, onMakeAgent, onAsk }: UserActionsProps) {
  const name = user.name || user.email;
  const settling = useJustChanged(user.roll, SETTLE_MS);
  const off = self || busy || settling;
  return (
    <div className={ROW}>
      {user.roll === 'fraud' ? null : (
        <>
          <Button size="xs" variant="outline" palette="purple" disabled={off || user.roll === 'admin'} onClick={() => onAsk('admin')} aria-label={`Make ${name} an admin`}>
            <FiShield aria-hidden /> Make Admin
          </Button>
          <Button size="xs" variant="outline" palette="teal" disabled={off || user.roll === 'agent'} onClick={onMakeAgent} aria-label={`Make ${name} an agent`}>
            <FiUserCheck aria-hidden /> Make Agent
          </Button>
          {user.roll === 'agent' ? (
            <Button size="xs" variant="outline" palette="orange" disabled={off} onClick={() => onAsk('fraud')} aria-label={`Mark ${name} as fraud`}>
              <FiUserX aria-hidden /> Make Fraud
            </Button>
          ) : null}
        </>
      )}
      <Button size="xs" variant="outline" palette="red" disabled={off} onClick={() => onAsk('delete')} aria-label={`Delete ${name}`}>
        <FiTrash2 aria-hidden /> Delete
      </Button>
    </div>
  );
}
