import { DashboardPage } from '../../components/ui/dashboard-page';
import { useAuth } from '../../lib/auth/use-auth';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useUsers } from './api/use-users';
import { ManageUsersContent } from './components/manage-users-content';
import { UserQuestionDialog } from './components/user-question-dialog';
import { UserSearch } from './components/user-search';
import { UserFiltersBar } from './components/user-filters';
import { useUserActions } from './hooks/use-user-actions';
import { useUserSearch } from './hooks/use-user-search';

/**
 * Manage users (/dashboard/manageUsers, admin): every user newest first, or those a name or e-mail
 * search and the role and account type filters find, live and paged, each with the last decision on
 * their professional application; make admin, make agent, mark an agent fraud, delete. The admin's own
 * row is protected.
 */
export function ManageUsersPage() {
  const { user } = useAuth();
  const { search, setSearch, filters, setFilters } = useUserSearch();
  const view = useNewestPageView();
  const result = useUsers(search || null, view, filters);
  const actions = useUserActions();

  return (
    <DashboardPage title="Manage users" description="Change roles, mark a fraudulent agent, or delete an account.">
      <UserSearch value={search} onSearch={setSearch} />
      <UserFiltersBar filters={filters} onChange={setFilters} />
      <ManageUsersContent result={result} view={view} search={search} actions={actions} selfUid={user?.uid} />
      <UserQuestionDialog asking={actions.asking} busy={actions.asking ? actions.busy.has(actions.asking.user.id) : false} onConfirm={actions.confirm} onClose={actions.cancel} />
    </DashboardPage>
  );
}
