import { useCallback, useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from 'styled-system/css';
import { input as inputRecipe } from 'styled-system/recipes/input';
import { useEarlyInput } from '../../lib/use-early-input';
import { INVALID_BORDER } from '../static/invalid-border';
import { errorIdOf, LabelledField } from './labelled-field';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

// Chakra's input (size md, outline) as build-time classes: forms of prerendered pages (login, register)
// and of the dashboard look the same.
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
  const invalid = Boolean(error);
  return (
    <LabelledField id={inputId} label={label} required={required} error={error}>
      <input
        ref={refs}
        id={inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorIdOf(inputId) : undefined}
        data-invalid={invalid || undefined}
        className={cx(INPUT, className)}
        {...input}
      />
    </LabelledField>
  );
}
