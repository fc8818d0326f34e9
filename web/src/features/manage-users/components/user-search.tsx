import { useEffect, useId, useState } from 'react';
import { FiSearch } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { input } from 'styled-system/recipes/input';

/** Pause after the last key before searching, so typing a name runs one query, not one per letter. */
const DEBOUNCE_MS = 300;

const SEARCH = css({ display: 'block', mb: '5', maxW: 'md' });
// Chakra's InputGroup with a start element: the icon over the input's start, the text moved past it.
const GROUP = css({ display: 'inline-flex', gap: '0.5rem', isolation: 'isolate', position: 'relative', w: 'full' });
const ICON_BOX = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  zIndex: 2,
  color: 'fg.muted',
  h: 'full',
  fontSize: 'sm',
  px: '3',
  insetInlineStart: '0',
  pointerEvents: 'none',
});
const ICON = icon();
const INPUT = cx(input({ size: 'md', variant: 'outline' }), css({ ps: 'calc(var(--input-height) - 0px)', bg: 'white' }));
const HINT = css({ fontSize: 'sm', color: 'fg.muted', mt: '1' });

interface UserSearchProps {
  /** The search the URL holds. */
  value: string;
  onSearch: (text: string) => void;
}

/** "Search by name or e-mail": the start of any word of either, in any case. */
export function UserSearch({ value, onSearch }: UserSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const hintId = useId();

  // Back / Forward change the URL: the field follows it (adjusted while rendering, not in an effect),
  // unless it is this field's own search coming back, whose spaces the URL trimmed.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search className={SEARCH}>
      <div className={GROUP}>
        <div className={ICON_BOX}>
          <FiSearch aria-hidden className={ICON} />
        </div>
        <input
          type="search"
          className={INPUT}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name or e-mail"
          aria-label="Search users by name or e-mail"
          aria-describedby={hintId}
          maxLength={100}
        />
      </div>
      <p id={hintId} className={HINT}>
        Matches the start of any word: “ali” finds Alice, “example.com” every address there.
      </p>
    </search>
  );
}
