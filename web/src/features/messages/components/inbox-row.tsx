import { Badge, Box, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { otherPartyName } from '@homehaven/domain/conversations';
import { paths } from '../../../config/paths';
import type { Conversation } from '../api/documents';
import { fullTime, isoTime, shortTime } from '../utils/message-time';
import { previewOf, unreadLabel } from '../utils/preview';

interface InboxRowProps {
  conversation: Conversation;
  viewerUid: string;
  /** This conversation is open beside the list (desktop). */
  selected: boolean;
}

/** One conversation in the inbox: listing thumbnail, the other person, the listing, the last message, unread badge. */
export function InboxRow({ conversation, viewerUid, selected }: InboxRowProps) {
  const unread = conversation.buyerUid === viewerUid ? conversation.buyerUnread : conversation.agentUnread;
  const other = otherPartyName(conversation, viewerUid);
  const time = conversation.lastMessage?.sentAt ?? conversation.updatedAt;
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="3"
      rounded="lg"
      bg={selected ? 'teal.50' : 'white'}
      borderWidth="1px"
      borderColor={selected ? 'teal.300' : 'transparent'}
      _hover={{ bg: selected ? 'teal.50' : 'gray.50' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '1px' }}
    >
      <RouterLink to={paths.dashboard.conversation.href(conversation.id)} aria-current={selected ? 'page' : undefined} data-testid="inbox-row">
        <HStack gap="3" align="center">
          <Image src={conversation.propertyImage} alt="" boxSize="14" objectFit="cover" rounded="md" flexShrink={0} loading="lazy" />
          <Stack gap="0.5" minW="0" flex="1">
            <HStack justify="space-between" gap="2">
              <Text fontWeight={unread > 0 ? 'bold' : 'semibold'} truncate>
                {other}
              </Text>
              <Text asChild fontSize="xs" color="fg.muted" flexShrink={0}>
                <time dateTime={isoTime(time)} title={fullTime(time)}>
                  {shortTime(time)}
                </time>
              </Text>
            </HStack>
            <Text fontSize="sm" color="teal.700" truncate>
              {conversation.propertyTitle}
            </Text>
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" color={unread > 0 ? 'fg' : 'fg.muted'} fontWeight={unread > 0 ? 'medium' : 'normal'} truncate>
                {previewOf(conversation.lastMessage, viewerUid)}
              </Text>
              {unread > 0 ? (
                <Badge colorPalette="red" variant="solid" rounded="full" flexShrink={0} data-testid="unread-badge">
                  <span aria-hidden>{unread}</span>
                  <VisuallyHidden>{unreadLabel(unread)}</VisuallyHidden>
                </Badge>
              ) : null}
            </HStack>
          </Stack>
        </HStack>
      </RouterLink>
    </Box>
  );
}
