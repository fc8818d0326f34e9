import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Message } from '../api/documents';
import { fullTime, isoTime, shortTime } from '../utils/message-time';

interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  /** The other person's name, said to screen readers before their messages. */
  otherName: string;
}

/** One message: the viewer's on the right in teal, the other person's on the left; time below, "Sending…" until the server has it. */
export function MessageBubble({ message, mine, otherName }: MessageBubbleProps) {
  return (
    <Box as="li" alignSelf={mine ? 'flex-end' : 'flex-start'} maxW={{ base: '85%', md: '70%' }} data-testid={mine ? 'message-mine' : 'message-theirs'}>
      <Box
        px="3.5"
        py="2"
        rounded="2xl"
        roundedBottomRight={mine ? 'sm' : '2xl'}
        roundedBottomLeft={mine ? '2xl' : 'sm'}
        bg={mine ? 'teal.700' : 'white'}
        color={mine ? 'white' : 'fg'}
        borderWidth={mine ? '0' : '1px'}
      >
        <VisuallyHidden>{mine ? 'You:' : `${otherName}:`}</VisuallyHidden>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.text}
        </Text>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" textAlign={mine ? 'right' : 'left'}>
        {message.pending ? (
          'Sending…'
        ) : (
          <time dateTime={isoTime(message.sentAt)} title={fullTime(message.sentAt)}>
            {shortTime(message.sentAt)}
          </time>
        )}
      </Text>
    </Box>
  );
}
