import { Badge, type BadgeProps } from '@chakra-ui/react';
import { propertyStatusTone, offerStatusTone, type StatusTone } from '@homehaven/domain/statuses';

/** Solid colours keep the label readable over a photo (contrast checked by axe in the browser tests). */
const TONE_PALETTE: Record<StatusTone, string> = { green: 'green', red: 'red', yellow: 'yellow' };

interface StatusBadgeProps extends BadgeProps {
  status: string;
  /** Listings and offers colour their statuses differently (spec section 4). */
  kind?: 'property' | 'offer';
}

/** A status as a coloured label: green, red, or yellow for anything else (spec section 4). */
export function StatusBadge({ status, kind = 'property', ...badge }: StatusBadgeProps) {
  const tone = kind === 'property' ? propertyStatusTone(status) : offerStatusTone(status);
  return (
    <Badge variant="solid" colorPalette={TONE_PALETTE[tone]} textTransform="capitalize" data-tone={tone} {...badge}>
      {status}
    </Badge>
  );
}
