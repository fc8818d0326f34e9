import { Field } from '@ark-ui/react/field';
import { FiSend } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { textarea } from 'styled-system/recipes/textarea';
import { MESSAGE_MAX_LENGTH } from '@homehaven/domain/conversations';
import { Button } from '../../../components/ui/button';
import { useComposer } from '../hooks/use-composer';

interface ComposerProps {
  /** Sends checked, trimmed text; rejects when it could not be sent. */
  send: (text: string) => Promise<void>;
  /** Why nobody can write here, or null. */
  closedReason?: string | null;
}

// Chakra's field and textarea (build-time CSS); Ark's field wires the label, error and help text as Chakra's did.
const FIELD = field({ orientation: 'vertical' });
const BAR = css({ borderTopWidth: '1px', bg: 'white', py: '3' });
const CLOSED = cx(BAR, css({ px: '4' }));
const CLOSED_TEXT = css({ color: 'fg.muted', fontSize: 'sm' });
const FORM = cx(BAR, css({ px: { base: '3', md: '4' } }));
const LABEL = cx(FIELD.label, css({ srOnly: true }));
const ROW = css({ display: 'flex', alignItems: 'end', gap: '2', w: 'full' });
const INPUT = cx(textarea({ size: 'md', variant: 'outline' }), css({ maxH: '10rem', flex: '1' }));
const SEND = css({ flexShrink: 0 });
const UNDER = css({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', w: 'full', gap: '3' });
const COUNTER = css({ fontSize: 'xs', flexShrink: 0, mt: '1.5' });
const COUNTER_TONE = { over: css({ color: 'red.600' }), within: css({ color: 'fg.muted' }) } as const;
const HIDDEN = css({ srOnly: true });

/**
 * The message box: Enter sends, Shift+Enter starts a new line. A counter shows the length against the
 * limit; an empty or overlong message is refused with a message under the box, and nothing is sent.
 */
export function Composer({ send, closedReason = null }: ComposerProps) {
  const { inputRef, ...composer } = useComposer(send);
  if (closedReason) {
    return (
      <div className={CLOSED}>
        <p className={CLOSED_TEXT}>{closedReason}</p>
      </div>
    );
  }
  const over = composer.length > MESSAGE_MAX_LENGTH;
  return (
    <form noValidate onSubmit={composer.onSubmit} className={FORM}>
      <Field.Root invalid={Boolean(composer.error)} className={FIELD.root}>
        <Field.Label className={LABEL}>Your message</Field.Label>
        <div className={ROW}>
          <Field.Textarea ref={inputRef} value={composer.text} onChange={composer.onChange} onKeyDown={composer.onKeyDown} placeholder="Write a message…" autoresize rows={1} className={INPUT} />
          <Button type="submit" palette="teal" className={SEND} loading={composer.sending} loadingText="Sending…">
            <FiSend aria-hidden /> Send
          </Button>
        </div>
        <div className={UNDER}>
          {composer.error ? (
            <Field.ErrorText className={FIELD.errorText}>{composer.error}</Field.ErrorText>
          ) : (
            <Field.HelperText className={FIELD.helperText}>Enter to send, Shift+Enter for a new line.</Field.HelperText>
          )}
          <p className={cx(COUNTER, over ? COUNTER_TONE.over : COUNTER_TONE.within)} data-testid="message-counter">
            {composer.length} / {MESSAGE_MAX_LENGTH}
            <span className={HIDDEN}> characters</span>
          </p>
        </div>
      </Field.Root>
    </form>
  );
}
