import type { ReactNode } from 'react';
import { Checkbox as Ark } from '@ark-ui/react/checkbox';
import { css, cx } from 'styled-system/css';
import { checkbox } from 'styled-system/recipes/checkbox';

// Chakra's checkbox (size md, solid) as build-time classes on Ark UI's checkbox (docs/decisions.md "Build-time styles everywhere").
const SLOTS = checkbox({ size: 'md', variant: 'solid' });
const ROOTS = { teal: cx(SLOTS.root, css({ colorPalette: 'teal' })), gray: cx(SLOTS.root, css({ colorPalette: 'gray' })) } as const;

interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The colour palette (Chakra's colorPalette); gray, as in Chakra, unless given. */
  palette?: keyof typeof ROOTS;
  disabled?: boolean;
  /** When the box loses focus (a form library's touched state). */
  onBlur?: () => void;
  /** The label. */
  children: ReactNode;
}

/**
 * A labelled checkbox like Chakra's `<Checkbox>`: Ark UI's parts (a real, hidden checkbox input named
 * by the label) with Chakra's recipe and its checkmark SVG.
 */
export function Checkbox({ checked, onCheckedChange, palette = 'gray', disabled, onBlur, children }: CheckboxProps) {
  return (
    <Ark.Root className={ROOTS[palette]} checked={checked} disabled={disabled} onCheckedChange={(event) => onCheckedChange(event.checked === true)}>
      <Ark.HiddenInput onBlur={onBlur} />
      <Ark.Control className={SLOTS.control}>
        <svg
          className={SLOTS.indicator}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
          data-state={checked ? 'checked' : 'unchecked'}
        >
          {checked ? <polyline points="20 6 9 17 4 12" /> : null}
        </svg>
      </Ark.Control>
      <Ark.Label className={SLOTS.label}>{children}</Ark.Label>
    </Ark.Root>
  );
}
