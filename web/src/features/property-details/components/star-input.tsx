import { Box, HStack, Icon } from '@chakra-ui/react';
import { FaStar, FaRegStar } from 'react-icons/fa6';
import { RATING } from '@homehaven/domain/constants';

interface StarInputProps {
  value: number;
  onChange: (rating: number) => void;
  name: string;
}

/**
 * Five clickable stars (docs/product.md §12 Validation): real radio inputs under the stars, so arrow keys, screen
 * readers and forms work as they do for any radio group.
 */
export function StarInput({ value, onChange, name }: StarInputProps) {
  return (
    <HStack as="fieldset" gap="1" border="0" p="0" m="0">
      <Box as="legend" srOnly>
        Rating
      </Box>
      {Array.from({ length: RATING.max }, (_, i) => {
        const stars = i + 1;
        return (
          <Box
            as="label"
            key={stars}
            cursor="pointer"
            rounded="sm"
            p="0.5"
            color={stars <= value ? 'orange.400' : 'gray.400'}
            _hover={{ color: 'orange.500' }}
            css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'var(--chakra-colors-teal-500)' } }}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={stars === value}
              onChange={() => onChange(stars)}
              aria-label={`${stars} star${stars > 1 ? 's' : ''}`}
              style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
            />
            <Icon as={stars <= value ? FaStar : FaRegStar} boxSize="7" aria-hidden />
          </Box>
        );
      })}
    </HStack>
  );
}
