import { FaRegStar, FaStar } from 'react-icons/fa6';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { RATING } from '@homehaven/domain/constants';

/** Star sizes (spacing tokens, as Chakra's `boxSize`). */
type StarSize = '3' | '4' | '5' | '6';

const ROW = css({ display: 'flex', alignItems: 'center', gap: '0.5', color: 'orange.400' });
const STAR: Record<StarSize, string> = {
  '3': cx(icon(), css({ boxSize: '3' })),
  '4': cx(icon(), css({ boxSize: '4' })),
  '5': cx(icon(), css({ boxSize: '5' })),
  '6': cx(icon(), css({ boxSize: '6' })),
};

/** A rating shown as five stars, read as "Rated 4 out of 5" (build-time CSS: it shows on prerendered pages). */
export function StarRating({ value, size = '4' }: { value: number; size?: StarSize }) {
  return (
    <div role="img" aria-label={`Rated ${value} out of ${RATING.max}`} className={ROW}>
      {Array.from({ length: RATING.max }, (_, i) => {
        const Star = i < value ? FaStar : FaRegStar;
        return <Star key={i} className={STAR[size]} aria-hidden />;
      })}
    </div>
  );
}
