import { useCallback, useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input as inputRecipe } from 'styled-system/recipes/input';
import { useEarlyInput } from '../../lib/use-early-input';
import { INVALID_BORDER } from '../static/invalid-border';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

// Chakra's field and input (size md, outline) as build-time classes: forms of prerendered pages
// (login, register) and of the dashboard look the same.
const FIELD = field({ orientation: 'vertical' });
const INPUT = cx(inputRecipe({ size: 'md', variant: 'outline' }), INVALID_BORDER);

/** Hands an element to a ref passed in (a form library's register, a parent's ref). */
function setRef<T>(ref: Ref<T> | undefined, element: T | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) (ref as { current: T | null }).current = element;
}

/** A labelled input with its inline error; `required` shows the indicator. */
export function FormField({ label, error, required, id, className, ref, ...input }: FormFieldProps) {
  const generated = useId();
  // A controlled field of a prerendered form (login, register) takes what was typed before hydration.
  const earlyRef = useEarlyInput<HTMLInputElement>((element) => {
    if (input.value !== undefined && element.value !== String(input.value)) input.onChange?.({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
  });
  const refs = useCallback(
    (element: HTMLInputElement | null) => {
      earlyRef.current = element;
      setRef(ref, element);
    },
    [earlyRef, ref],
  );
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(error);
  return (
    <div className={FIELD.root} data-invalid={invalid || undefined}>
      <label htmlFor={inputId} className={FIELD.label}>
        {label}
        {required ? (
          <span aria-hidden className={FIELD.requiredIndicator}>
            *
          </span>
        ) : null}
      </label>
      <input
        ref={refs}
        id={inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        data-invalid={invalid || undefined}
        className={cx(INPUT, className)}
        {...input}
      />
      {error ? (
        <p id={errorId} className={cx(FIELD.errorText, css({ mt: '0' }))}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
