import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { timesOf, type AppSlot } from '../../lib/viewings/viewing';
import { SlotTime } from './slot-time';

interface SlotPickerProps {
  name: string;
  slots: readonly AppSlot[];
  value: string;
  onChange: (slotId: string) => void;
  /** The group's accessible name. */
  label: string;
  invalid?: boolean;
  describedBy?: string;
}

const GROUP = css({ display: 'flex', flexDirection: 'column', gap: '2', m: '0', p: '0', border: '0' });
const CHOICE = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderWidth: '1px',
  rounded: 'md',
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.500' },
});
// Each property set by one class only: atomic classes that set the same property would win by stylesheet order, not by class order.
const CHECKED = { yes: css({ bg: 'teal.50', borderColor: 'teal.500' }), no: css({ bg: 'white', borderColor: 'border' }) } as const;
const TAKEN = { yes: css({ cursor: 'not-allowed', color: 'fg.muted' }), no: css({ cursor: 'pointer' }) } as const;
const RADIO = css({ accentColor: 'teal.600' });
const TIME = css({ flex: '1', fontSize: 'sm' });
const TAKEN_BADGE = cx(badge({ variant: 'subtle', size: 'sm' }), css({ colorPalette: 'gray' }));

/** The slots as radio choices; a taken one stays listed, marked and unselectable (it updates live). */
export function SlotPicker({ name, slots, value, onChange, label, invalid, describedBy }: SlotPickerProps) {
  return (
    <fieldset className={GROUP} role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {slots.map((slot) => {
        const taken = slot.status !== 'open';
        const checked = value === slot.id;
        return (
          <label key={slot.id} className={cx(CHOICE, CHECKED[checked ? 'yes' : 'no'], TAKEN[taken ? 'yes' : 'no'])}>
            <input type="radio" name={name} value={slot.id} checked={checked} disabled={taken} onChange={() => onChange(slot.id)} className={RADIO} />
            <p className={TIME}>
              <SlotTime {...timesOf(slot)} />
            </p>
            {taken ? <span className={TAKEN_BADGE}>Taken</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
