import { css, cx } from 'styled-system/css';
import { formatPriceRange } from '@homehaven/domain/format';

const PRICE = css({ fontWeight: 'bold', color: 'teal.700' });
/** Text sizes where it shows: the body's own by default, smaller in tables and alerts, large on a listing's page. */
const SIZE = { sm: css({ fontSize: 'sm' }), md: undefined, '2xl': css({ fontSize: '2xl' }) } as const;

interface PriceRangeProps {
  minimum: number;
  maximum: number;
  size?: keyof typeof SIZE;
}

/** "$420,000 – $465,000": the lower and the higher of a listing's two prices. */
export function PriceRange({ minimum, maximum, size = 'md' }: PriceRangeProps) {
  return <p className={cx(PRICE, SIZE[size])}>{formatPriceRange(minimum, maximum)}</p>;
}
