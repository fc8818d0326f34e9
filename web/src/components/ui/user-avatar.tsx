import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { avatar } from 'styled-system/recipes/avatar';
import { MESSAGES } from '@homehaven/domain/messages';
import { imageVariantUrl } from '@homehaven/domain/images';

type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | '2xl';

interface UserAvatarProps {
  name?: string | null;
  photoURL?: string | null;
  size?: AvatarSize;
  /** Show the name in a tooltip on hover and focus (top bar); off where the name is printed anyway. */
  withTooltip?: boolean;
}

// Chakra's avatar recipe (build-time CSS), teal and round, one class set per size.
const SLOTS: Record<AvatarSize, ReturnType<typeof avatar>> = {
  xs: avatar({ size: 'xs', variant: 'subtle', shape: 'full' }),
  sm: avatar({ size: 'sm', variant: 'subtle', shape: 'full' }),
  md: avatar({ size: 'md', variant: 'subtle', shape: 'full' }),
  lg: avatar({ size: 'lg', variant: 'subtle', shape: 'full' }),
  '2xl': avatar({ size: '2xl', variant: 'subtle', shape: 'full' }),
};
const TEAL = css({ colorPalette: 'teal' });
const IMAGE = css({ position: 'absolute', inset: '0' });

/** Hover and keyboard focus reveal the name; plain CSS, so the top bar needs no popper library. */
const WITH_TOOLTIP = css({
  position: 'relative',
  display: 'inline-flex',
  '& [role=tooltip]': { opacity: 0, transform: 'translate(-50%, -4px)', pointerEvents: 'none', transition: 'opacity 0.12s, transform 0.12s' },
  '&:hover [role=tooltip], &:focus-within [role=tooltip]': { opacity: 1, transform: 'translate(-50%, 0)' },
});
const TOOLTIP = css({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: '50%',
  zIndex: 'tooltip',
  whiteSpace: 'nowrap',
  bg: 'gray.900',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'medium',
  px: '2',
  py: '1',
  rounded: 'md',
  shadow: 'md',
});

/** Chakra's default avatar icon (a person's outline), shown when there is no photo. */
function AvatarIcon() {
  return (
    <svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24" height="1.2em" width="1.2em" aria-hidden>
      <path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" />
    </svg>
  );
}

/**
 * The user's photo (its smallest resized copy when the intake made one) over the default avatar,
 * which stays when there is no photo or it fails to load. Build-time CSS: it paints in the
 * prerendered top bar and cards from build-time CSS.
 */
export function UserAvatar({ name, photoURL, size = 'sm', withTooltip = false }: UserAvatarProps) {
  const label = name || MESSAGES.fallback.userName;
  const tooltipId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const src = photoURL ? (imageVariantUrl(photoURL, 160) ?? photoURL) : null;
  const slots = SLOTS[size];
  const avatarElement = (
    <span className={cx(slots.root, TEAL)} data-testid="user-avatar" tabIndex={withTooltip ? 0 : undefined} aria-describedby={withTooltip ? tooltipId : undefined}>
      <span className={slots.fallback}>
        <AvatarIcon />
      </span>
      {src && failed !== src ? <img src={src} alt={label} decoding="async" className={cx(slots.image, IMAGE)} onError={() => setFailed(src)} /> : null}
    </span>
  );
  if (!withTooltip) return avatarElement;
  return (
    <span className={WITH_TOOLTIP}>
      {avatarElement}
      <span role="tooltip" id={tooltipId} className={TOOLTIP}>
        {label}
      </span>
    </span>
  );
}
