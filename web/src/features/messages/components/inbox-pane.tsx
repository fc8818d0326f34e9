import { FiHome, FiMessageSquare } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { CONVERSATION_MESSAGES } from '@homehaven/domain/conversations';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/static/links';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { useAuth } from '../../../lib/auth/use-auth';
import { useNewestPageView } from '../../../lib/use-newest-page-view';
import { useInbox } from '../api/use-inbox';
import { InboxRow } from './inbox-row';
import { InboxSkeleton } from './inbox-skeleton';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none' });

/** The inbox: the viewer's conversations, latest message first, live, paged; the open one highlighted. */
export function InboxPane({ selectedId }: { selectedId: string | null }) {
  const { user } = useAuth();
  const view = useNewestPageView();
  const result = useInbox(view);
  return (
    <section aria-label="Conversations">
      <PagedList
        result={result}
        view={view}
        loading={<InboxSkeleton />}
        error={{ icon: FiMessageSquare, title: CONVERSATION_MESSAGES.inboxFailed }}
        empty={
          <EmptyState
            icon={FiMessageSquare}
            title={CONVERSATION_MESSAGES.inboxEmpty}
            text={CONVERSATION_MESSAGES.inboxEmptyHint}
            action={
              <ButtonLink to={paths.properties.href()} palette="teal" variant="outline">
                <FiHome aria-hidden /> Browse properties
              </ButtonLink>
            }
          />
        }
      >
        {(conversations) => (
          <ul className={LIST} aria-label="Your conversations">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <InboxRow conversation={conversation} viewerUid={user?.uid ?? ''} selected={conversation.id === selectedId} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
