import { useState } from 'react';
import { FiBookmark, FiHome } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { ALERT_MESSAGES } from '@homehaven/domain/saved-searches';
import { paths } from '../../../config/paths';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { ButtonLink } from '../../../components/static/links';
import type { PageView } from '../../../lib/page-url';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import type { SavedSearch } from '../api/saved-search';
import { useSavedSearchActions } from '../api/use-saved-search-actions';
import type { useSavedSearches } from '../api/use-saved-searches';
import { RenameDialog } from './rename-dialog';
import { SavedSearchCard } from './saved-search-card';
import { SavedSearchCardSkeleton } from './saved-search-card-skeleton';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '4', m: '0', p: '0' });

/** Runs a change, then says how it went; resolves either way unless `rethrow`. */
async function report(change: Promise<void>, done: string, failed: string, rethrow = false): Promise<void> {
  try {
    await change;
    notifySuccess(done);
  } catch (error) {
    console.error('saved search', error);
    notifyError(failed);
    if (rethrow) throw error;
  }
}

/** The saved searches in each state: placeholders, a retry, the empty list, or the cards with their actions. */
export function SavedSearchesContent({ result, view }: { result: ReturnType<typeof useSavedSearches>; view: PageView }) {
  const actions = useSavedSearchActions();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const deletion = useConfirmedAction((search: SavedSearch) => report(actions.remove(search.id), ALERT_MESSAGES.deleted, ALERT_MESSAGES.deleteFailed));

  const switchEmail = async (search: SavedSearch, on: boolean) => {
    setSwitching(search.id);
    await report(actions.setEmailAlerts(search.id, on), on ? ALERT_MESSAGES.emailOn : ALERT_MESSAGES.emailOff, ALERT_MESSAGES.switchFailed);
    setSwitching(null);
  };

  return (
    <>
      <PagedList
        result={result}
        view={view}
        loading={
          <div className={LIST} role="status" aria-busy="true" aria-label="Loading your saved searches">
            {[0, 1, 2].map((i) => (
              <SavedSearchCardSkeleton key={i} />
            ))}
          </div>
        }
        error={{ icon: FiBookmark, title: 'Your saved searches could not be loaded.' }}
        empty={
          <EmptyState
            icon={FiBookmark}
            title={ALERT_MESSAGES.noSearches}
            text="Search a location on All properties and choose Save search: we'll tell you when a new listing there is published."
            action={
              <ButtonLink to={paths.properties.href()} palette="teal" variant="outline">
                <FiHome aria-hidden /> Browse properties
              </ButtonLink>
            }
          />
        }
      >
        {(searches) => (
          <ul className={LIST} aria-label="Your saved searches">
            {searches.map((search) => (
              <SavedSearchCard
                key={search.id}
                search={search}
                busy={switching === search.id || deletion.target?.id === search.id}
                onRename={() => setRenaming(search)}
                onDelete={() => deletion.ask(search)}
                onEmailAlerts={(on) => void switchEmail(search, on)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {renaming ? (
        <RenameDialog
          name={renaming.name}
          onRename={(name) => report(actions.rename(renaming.id, name), ALERT_MESSAGES.renamed, ALERT_MESSAGES.renameFailed, true)}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      <DeleteConfirmDialog open={deletion.target !== null} busy={deletion.busy} onConfirm={deletion.confirm} onClose={deletion.cancel} />
    </>
  );
}
