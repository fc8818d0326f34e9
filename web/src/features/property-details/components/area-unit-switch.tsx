import { Button, Group } from '@chakra-ui/react';
import { AREA_UNIT_LABELS, FACT_SECTION_MESSAGES, type AreaUnit } from '@homehaven/domain/listing-facts';
import { useAreaUnit } from '../../../lib/area-unit';

const UNITS = Object.keys(AREA_UNIT_LABELS) as AreaUnit[];

/** ft² or m²: two toggle buttons, the chosen one pressed; the choice holds on every screen (web/src/lib/area-unit.ts). */
export function AreaUnitSwitch() {
  const [unit, setUnit] = useAreaUnit();
  return (
    <Group attached role="group" aria-label={FACT_SECTION_MESSAGES.unitSwitch}>
      {UNITS.map((option) => (
        <Button key={option} size="xs" colorPalette="teal" variant={option === unit ? 'solid' : 'outline'} aria-pressed={option === unit} onClick={() => setUnit(option)}>
          {AREA_UNIT_LABELS[option]}
        </Button>
      ))}
    </Group>
  );
}
