import { Box, Stack } from '@chakra-ui/react';
import { FiHome, FiMessageSquare } from 'react-icons/fi';
import { CONVERSATION_MESSAGES } from '@homehaven/domain/conversations';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { ButtonLink } from '../../../components/ui/router-link';
import { useAuth } from '../../../lib/auth/use-auth';
import { useNewestPageView } from '../../../lib/use-newest-page-view';
import { useInbox } from '../api/use-inbox';
import { InboxRow } from './inbox-row';
import { InboxSkeleton } from './inbox-skeleton';

/** The inbox: the viewer's conversations, latest message first, live, paged; the open one highlighted. */
export function InboxPane({ selectedId }: { selectedId: string | null }) {
  const { user } = useAuth();
  const view = useNewestPageView();
  const result = useInbox(view);
  return (
    <Box as="section" aria-label="Conversations">
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
              <ButtonLink to={paths.properties.href()} colorPalette="teal" variant="outline">
                <FiHome aria-hidden /> Browse properties
              </ButtonLink>
            }
          />
        }
      >
        {(conversations) => (
          <Stack as="ul" listStyleType="none" gap="1" aria-label="Your conversations">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <InboxRow conversation={conversation} viewerUid={user?.uid ?? ''} selected={conversation.id === selectedId} />
              </li>
            ))}
          </Stack>
        )}
      </PagedList>
    </Box>
  );
}
