import { Checkbox } from '@ark-ui/react/checkbox';
import { css, cx } from 'styled-system/css';
import { checkbox } from 'styled-system/recipes/checkbox';

// Chakra's teal checkbox (solid, md): Ark UI's part with Chakra's slot recipe as build-time classes
// (docs/decisions.md "Build-time styles everywhere", "Behaviour from Ark UI").
const SLOTS = checkbox({ variant: 'solid', size: 'md' });
const ROOT = cx(SLOTS.root, css({ colorPalette: 'teal' }));

interface AmenityCheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
}

/** One amenity to tick: the label is what a person clicks, the input is visually hidden (as Chakra's). */
export function AmenityCheckbox({ label, checked, onCheckedChange, onBlur }: AmenityCheckboxProps) {
  return (
    <Checkbox.Root className={ROOT} checked={checked} onCheckedChange={(event) => onCheckedChange(event.checked === true)}>
      <Checkbox.HiddenInput onBlur={onBlur} />
      <Checkbox.Control className={SLOTS.control}>
        {/* Chakra's Checkmark: the tick drawn only while checked. */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
          data-state={checked ? 'checked' : 'unchecked'}
          className={SLOTS.indicator}
        >
          {checked ? <polyline points="20 6 9 17 4 12" /> : null}
        </svg>
      </Checkbox.Control>
      <Checkbox.Label className={SLOTS.label}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
