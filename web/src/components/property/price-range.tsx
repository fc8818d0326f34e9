import { Text, type TextProps } from '@chakra-ui/react';
import { formatPriceRange } from '@homehaven/domain/format';

interface PriceRangeProps extends TextProps {
  minimum: number;
  maximum: number;
}

/** "$420,000 – $465,000": the lower and the higher of a listing's two prices. */
export function PriceRange({ minimum, maximum, ...text }: PriceRangeProps) {
  return (
    <Text fontWeight="bold" color="teal.700" {...text}>
      {formatPriceRange(minimum, maximum)}
    </Text>
  );
}
