import { Badge, Box, Stack, Text } from '@chakra-ui/react';
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

/** The slots as radio choices; a taken one stays listed, marked and unselectable (it updates live). */
export function SlotPicker({ name, slots, value, onChange, label, invalid, describedBy }: SlotPickerProps) {
  return (
    <Stack as="fieldset" gap="2" m="0" p="0" border="0" role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {slots.map((slot) => {
        const taken = slot.status !== 'open';
        const checked = value === slot.id;
        return (
          <Box
            as="label"
            key={slot.id}
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2"
            borderWidth="1px"
            rounded="md"
            cursor={taken ? 'not-allowed' : 'pointer'}
            bg={checked ? 'teal.50' : 'white'}
            borderColor={checked ? 'teal.500' : 'border'}
            color={taken ? 'fg.muted' : undefined}
            css={{
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'var(--chakra-colors-teal-500)',
              },
            }}
          >
            <input type="radio" name={name} value={slot.id} checked={checked} disabled={taken} onChange={() => onChange(slot.id)} style={{ accentColor: 'var(--chakra-colors-teal-600)' }} />
            <Text flex="1" fontSize="sm">
              <SlotTime {...timesOf(slot)} />
            </Text>
            {taken ? (
              <Badge colorPalette="gray" variant="subtle">
                Taken
              </Badge>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
