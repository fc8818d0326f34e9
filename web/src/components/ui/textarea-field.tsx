import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { textarea } from 'styled-system/recipes/textarea';
import { INVALID_BORDER } from '../static/invalid-border';
import { errorIdOf, LabelledField } from './labelled-field';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

// Chakra's textarea (size md, outline) as build-time classes, red when invalid.
const TEXTAREA = cx(textarea({ size: 'md', variant: 'outline' }), INVALID_BORDER);

/** A labelled textarea with its inline error (the label names it, the error describes it); `required` shows the indicator. */
export function TextareaField({ label, error, required, ref, ...textareaProps }: TextareaFieldProps) {
  const id = useId();
  const invalid = Boolean(error);
  return (
    <LabelledField id={id} label={label} required={required} error={error}>
      <textarea
        ref={ref}
        id={id}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorIdOf(id) : undefined}
        data-invalid={invalid || undefined}
        className={TEXTAREA}
        {...textareaProps}
      />
    </LabelledField>
  );
}
