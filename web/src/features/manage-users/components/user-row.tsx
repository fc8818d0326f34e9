import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { instantToDate } from '../../../lib/firebase/documents';
import { RoleBadge } from './role-badge';
import { UserActions, type UserActionsProps } from './user-actions';

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
              {self ? (
                <span className={YOU} title={MESSAGES.users.ownAccount}>
                  You
                </span>
              ) : null}
            </div>
            <p className={EMAIL}>{user.email}</p>
            <p className={JOINED}>Joined {formatDay(instantToDate(user.createdAt))}</p>
          </div>
        </div>
        <UserActions user={user} self={self} busy={busy} onMakeAgent={onMakeAgent} onAsk={onAsk} />
      </div>
    </article>
  );
}
