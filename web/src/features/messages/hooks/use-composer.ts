import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { CONVERSATION_MESSAGES, messageTextError } from '@homehaven/domain/conversations';
import { trimInvisible } from '@homehaven/domain/text';

/**
 * The message box's state: the text, the error shown under it, and sending. A refused message (empty,
 * too long) sends nothing and says why; a failed send keeps the text so it can be sent again.
 */
export function useComposer(send: (text: string) => Promise<void>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (sending) return;
    const refused = messageTextError(text);
    if (refused) {
      setError(refused);
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await send(trimInvisible(text));
      setText('');
      setError(null);
    } catch (failure) {
      console.error('send message', failure);
      setError(CONVERSATION_MESSAGES.sendFailed);
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  return {
    text,
    error,
    sending,
    inputRef,
    /** Length as it will be sent (trimmed). */
    length: trimInvisible(text).length,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      setText(event.target.value);
      // The reason stays visible while it still applies; it goes once the text is fine.
      if (error && messageTextError(event.target.value) === null) setError(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is not a send.
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      void submit();
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
  };
}
