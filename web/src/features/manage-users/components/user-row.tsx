import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { ACCOUNT_TYPE_LABELS } from '@homehaven/domain/account-types';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { instantToDate } from '../../../lib/firebase/documents';
import { RoleBadge } from './role-badge';
import { UserActions, type UserActionsProps } from './user-actions';

type UserRowUser = UserActionsProps['user'];

// Shared with UserRowSkeletons, so the placeholders have the rows' outline.
export const USER_CARD = card({ variant: 'outline' }).root;
export const USER_LINE = css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'center' }, gap: { base: '3', md: '5' }, p: '4' });
export const USER_WHO = css({ display: 'flex', alignItems: 'center', gap: '3', flex: '1', minW: '0' });
const DETAILS = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const NAME_LINE = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const NAME = css({ fontWeight: 'semibold', lineClamp: 1 });
const YOU = cx(badge({ variant: 'outline', size: 'sm' }), css({ colorPalette: 'gray' }));
const EMAIL = css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 1, wordBreak: 'break-all' });
const JOINED = css({ fontSize: 'xs', color: 'fg.muted' });
const DECISION = css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' });
const TYPE = cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'purple' }));

/** The last decision on a person's application: what, as what, by whom, when, and why (docs/accounts.md "Approving"). */
function decisionLine(decision: NonNullable<UserRowUser['lastDecision']>): string {
  const what = `${decision.outcome === 'approved' ? 'Approved' : 'Rejected'} as ${ACCOUNT_TYPE_LABELS[decision.type].toLowerCase()}`;
  const by = `by ${decision.byName || 'an admin'} on ${formatDay(instantToDate(decision.at))}`;
  return decision.reason ? `${what} ${by}: ${decision.reason}` : `${what} ${by}`;
}

/** One user: photo, name, e-mail, role and joining day, then the actions; stacked on a phone, in a line on wide screens. */
export function UserRow({ user, self, busy, onMakeAgent, onAsk }: UserActionsProps) {
  const name = user.name || MESSAGES.fallback.userName;
  return (
    <article className={USER_CARD} aria-label={`${name}, ${user.email}`} data-testid="user-row" data-email={user.email} data-role={user.roll}>
      <div className={USER_LINE}>
        <div className={USER_WHO}>
          <UserAvatar name={name} photoURL={user.image} size="md" />
          <div className={DETAILS}>
            <div className={NAME_LINE}>
              <p className={NAME}>{name}</p>
              <RoleBadge role={user.roll} />
              {user.accountType && user.accountType !== 'agent' ? <span className={TYPE}>{ACCOUNT_TYPE_LABELS[user.accountType]}</span> : null}
              {self ? (
                <span className={YOU} title={MESSAGES.users.ownAccount}>
                  You
                </span>
              ) : null}
            </div>
            <p className={EMAIL}>{user.email}</p>
            <p className={JOINED}>Joined {formatDay(instantToDate(user.createdAt))}</p>
            {user.lastDecision ? (
              <p className={DECISION} data-testid="user-decision">
                {decisionLine(user.lastDecision)}
              </p>
            ) : null}
          </div>
        </div>
        <UserActions user={user} self={self} busy={busy} onMakeAgent={onMakeAgent} onAsk={onAsk} />
      </div>
    </article>
  );
}
