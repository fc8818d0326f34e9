import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { textarea } from 'styled-system/recipes/textarea';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

// Chakra's field and textarea (size md, outline) as build-time classes, as components/ui/form-field.tsx draws an input.
const FIELD = field({ orientation: 'vertical' });
const TEXTAREA = textarea({ size: 'md', variant: 'outline' });
const ERROR = cx(FIELD.errorText, css({ mt: '0' }));

/** A labelled textarea with its inline error (the label names it, the error describes it); `required` shows the indicator. */
export function TextareaField({ label, error, required, ref, ...textareaProps }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  return (
    <div className={FIELD.root} data-invalid={invalid || undefined}>
      <label htmlFor={id} className={FIELD.label} data-invalid={invalid || undefined}>
        {label}
        {required ? (
          <span aria-hidden className={FIELD.requiredIndicator}>
            *
          </span>
        ) : null}
      </label>
      <textarea
        ref={ref}
        id={id}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        data-invalid={invalid || undefined}
        className={TEXTAREA}
        {...textareaProps}
      />
      {error ? (
        <div id={errorId} aria-live="polite" className={ERROR}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
