import { FaStar, FaRegStar } from 'react-icons/fa6';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { RATING } from '@homehaven/domain/constants';

interface StarInputProps {
  value: number;
  onChange: (rating: number) => void;
  name: string;
}

const GROUP = css({ display: 'flex', alignItems: 'center', gap: '1', border: '0', p: '0', m: '0' });
const LEGEND = css({ srOnly: true });
const STAR_LABEL = css({
  cursor: 'pointer',
  rounded: 'sm',
  p: '0.5',
  _hover: { color: 'orange.500' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.500' },
});
const FILLED = css({ color: 'orange.400' });
const EMPTY = css({ color: 'gray.400' });
const RADIO = css({ position: 'absolute', opacity: 0, width: '1px', height: '1px' });
const STAR = cx(icon(), css({ boxSize: '7' }));

/**
 * Five clickable stars (docs/product.md §12 Validation): real radio inputs under the stars, so arrow keys, screen
 * readers and forms work as they do for any radio group.
 */
export function StarInput({ value, onChange, name }: StarInputProps) {
  return (
    <fieldset className={GROUP}>
      <legend className={LEGEND}>Rating</legend>
      {Array.from({ length: RATING.max }, (_, i) => {
        const stars = i + 1;
        const Star = stars <= value ? FaStar : FaRegStar;
        return (
          <label key={stars} className={cx(STAR_LABEL, stars <= value ? FILLED : EMPTY)}>
            <input type="radio" name={name} value={stars} checked={stars === value} onChange={() => onChange(stars)} aria-label={`${stars} star${stars > 1 ? 's' : ''}`} className={RADIO} />
            <Star className={STAR} aria-hidden />
          </label>
        );
      })}
    </fieldset>
  );
}
