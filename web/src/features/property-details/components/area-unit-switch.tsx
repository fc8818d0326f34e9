import { css } from 'styled-system/css';
import { AREA_UNIT_LABELS, FACT_SECTION_MESSAGES, type AreaUnit } from '@homehaven/domain/listing-facts';
import { Button } from '../../../components/ui/button';
import { useAreaUnit } from '../../../lib/area-unit';

const UNITS = Object.keys(AREA_UNIT_LABELS) as AreaUnit[];

// Chakra's attached Group: the buttons touch, only the outer corners rounded, a focused one on top.
const ATTACHED = css({
  display: 'inline-flex',
  alignItems: 'center',
  isolation: 'isolate',
  position: 'relative',
  '& > *:focus-visible': { zIndex: 1 },
  '& > *:first-child:not(:last-child)': { borderEndRadius: '0', marginEnd: '-1px' },
  '& > *:not(:first-child):not(:last-child)': { borderRadius: '0', marginEnd: '-1px' },
  '& > *:last-child:not(:first-child)': { borderStartRadius: '0' },
});

/** ft² or m²: two toggle buttons, the chosen one pressed; the choice holds on every screen (web/src/lib/area-unit.ts). */
export function AreaUnitSwitch() {
  const [unit, setUnit] = useAreaUnit();
  return (
    <div className={ATTACHED} role="group" aria-label={FACT_SECTION_MESSAGES.unitSwitch}>
      {UNITS.map((option) => (
        <Button key={option} size="xs" palette="teal" variant={option === unit ? 'solid' : 'outline'} aria-pressed={option === unit} onClick={() => setUnit(option)}>
          {AREA_UNIT_LABELS[option]}
        </Button>
      ))}
    </div>
  );
}
