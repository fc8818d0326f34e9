import { HStack, Icon } from '@chakra-ui/react';
import { FaStar, FaRegStar } from 'react-icons/fa6';
import { RATING } from '@homehaven/domain/constants';

/** A rating shown as five stars, read as "Rated 4 out of 5". */
export function StarRating({ value, size = '4' }: { value: number; size?: string }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${value} out of ${RATING.max}`} color="orange.400">
      {Array.from({ length: RATING.max }, (_, i) => (
        <Icon key={i} as={i < value ? FaStar : FaRegStar} boxSize={size} aria-hidden />
      ))}
    </HStack>
  );
}
