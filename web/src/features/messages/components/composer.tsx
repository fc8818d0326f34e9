import { Box, Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { FiSend } from 'react-icons/fi';
import { MESSAGE_MAX_LENGTH } from '@homehaven/domain/conversations';
import { useComposer } from '../hooks/use-composer';

interface ComposerProps {
  /** Sends checked, trimmed text; rejects when it could not be sent. */
  send: (text: string) => Promise<void>;
  /** Why nobody can write here, or null. */
  closedReason?: string | null;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line. A counter shows the length against the
 * limit; an empty or overlong message is refused with a message under the box, and nothing is sent.
 */
export function Composer({ send, closedReason = null }: ComposerProps) {
  const { inputRef, ...composer } = useComposer(send);
  if (closedReason) {
    return (
      <Box px="4" py="3" borderTopWidth="1px" bg="white">
        <Text color="fg.muted" fontSize="sm">
          {closedReason}
        </Text>
      </Box>
    );
  }
  const over = composer.length > MESSAGE_MAX_LENGTH;
  return (
    <Box asChild px={{ base: 3, md: 4 }} py="3" borderTopWidth="1px" bg="white">
      <form noValidate onSubmit={composer.onSubmit}>
        <Field.Root invalid={Boolean(composer.error)}>
          <Field.Label srOnly>Your message</Field.Label>
          <HStack align="end" gap="2" w="full">
            <Textarea ref={inputRef} value={composer.text} onChange={composer.onChange} onKeyDown={composer.onKeyDown} placeholder="Write a message…" autoresize rows={1} maxH="10rem" flex="1" />
            <Button type="submit" colorPalette="teal" loading={composer.sending} loadingText="Sending…" flexShrink={0}>
              <FiSend aria-hidden /> Send
            </Button>
          </HStack>
          <HStack justify="space-between" w="full" gap="3" align="start">
            {composer.error ? <Field.ErrorText>{composer.error}</Field.ErrorText> : <Field.HelperText>Enter to send, Shift+Enter for a new line.</Field.HelperText>}
            <Text fontSize="xs" color={over ? 'red.600' : 'fg.muted'} flexShrink={0} mt="1.5" data-testid="message-counter">
              {composer.length} / {MESSAGE_MAX_LENGTH}
              <Box as="span" srOnly>
                {' '}
                characters
              </Box>
            </Text>
          </HStack>
        </Field.Root>
      </form>
    </Box>
  );
}
