import type { ReactNode } from 'react';
import { Box, Center, Grid, Icon, Text, VStack } from '@chakra-ui/react';
import { FiMessageSquare } from 'react-icons/fi';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { InboxPane } from './inbox-pane';

/** What the thread column shows on desktop before a conversation is chosen. */
function ChooseConversation() {
  return (
    <Center h="full" minH="20rem" bg="white" borderWidth="1px" rounded="xl" px="6">
      <VStack gap="2" textAlign="center">
        <Icon as={FiMessageSquare} boxSize="8" color="teal.500" aria-hidden />
        <Text color="fg.muted">Choose a conversation to read it here.</Text>
      </VStack>
    </Center>
  );
}

/**
 * The inbox and a thread. Phone first: on a phone they are separate screens (the list, or the open
 * thread with a way back); from the lg breakpoint the list stays beside the thread. CSS hides the
 * other screen, so a screen reader meets only what is shown.
 */
export function MessagesLayout({ conversationId, children }: { conversationId: string | null; children?: ReactNode }) {
  const open = conversationId !== null;
  return (
    <DashboardPage
      title="Messages"
      // Kept on desktop, where the list stays (nothing moves when a thread opens); a phone's thread screen needs the room.
      description={
        <Box as="span" display={{ base: open ? 'none' : 'inline', lg: 'inline' }}>
          Your conversations about properties, latest first.
        </Box>
      }
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }} gap="4" alignItems="start">
        <Box display={{ base: open ? 'none' : 'block', lg: 'block' }}>
          <InboxPane selectedId={conversationId} />
        </Box>
        <Box display={{ base: open ? 'block' : 'none', lg: 'block' }} h="full">
          {children ?? <ChooseConversation />}
        </Box>
      </Grid>
    </DashboardPage>
  );
}
