import { FiUsers } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import type { PageView } from '../../../lib/page-url';
import type { useUsers } from '../api/use-users';
import type { useUserActions } from '../hooks/use-user-actions';
import { UserRow } from './user-row';
import { UserRowSkeletons } from './user-row-skeletons';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' });

interface ManageUsersContentProps {
  result: ReturnType<typeof useUsers>;
  view: PageView;
  search: string;
  actions: ReturnType<typeof useUserActions>;
  /** The signed-in admin's uid: their own row is protected. */
  selfUid: string | undefined;
}

/** The page's body in each state: placeholders, a retry, "No users found", or the users with their actions. */
export function ManageUsersContent({ result, view, search, actions, selfUid }: ManageUsersContentProps) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={<UserRowSkeletons />}
      error={{ icon: FiUsers, title: MESSAGES.users.loadFailed }}
      empty={<EmptyState icon={FiUsers} title={MESSAGES.users.noneFound} text={search ? `No name or e-mail has a word starting with “${search}”.` : 'People who sign up appear here.'} />}
    >
      {(users) => (
        <ul className={LIST} aria-label="Users">
          {users.map((user) => (
            <li key={user.id}>
              <UserRow user={user} self={user.id === selfUid} busy={actions.busy.has(user.id)} onMakeAgent={() => actions.makeAgent(user)} onAsk={(action) => actions.ask({ user, action })} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
