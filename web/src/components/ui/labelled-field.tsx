import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';

// Chakra's field (vertical) as build-time classes: the label, the required mark and the error text.
const FIELD = field({ orientation: 'vertical' });
const ERROR = cx(FIELD.errorText, css({ mt: '0' }));

interface LabelledFieldProps {
  /** The control's id: the label names it. */
  id: string;
  label: string;
  required?: boolean | undefined;
  /** The control's error, shown under it; the control points to it with aria-describedby={`${id}-error`}. */
  error?: string | null | undefined;
  /** The control (an input, a textarea). */
  children: ReactNode;
}

/** The id of a labelled field's error text, for its control's aria-describedby. */
export const errorIdOf = (id: string): string => `${id}-error`;

/** A control with its label (and required mark) above and its error below, as Chakra's Field lays them out. */
export function LabelledField({ id, label, required, error, children }: LabelledFieldProps) {
  return (
    <div className={FIELD.root} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={FIELD.label}>
        {label}
        {required ? (
          <span aria-hidden className={FIELD.requiredIndicator}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={errorIdOf(id)} aria-live="polite" className={ERROR}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
