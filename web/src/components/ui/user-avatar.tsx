import { useId } from 'react';
import { Avatar, Box } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import { imageVariantUrl } from '@homehaven/domain/images';

interface UserAvatarProps {
  name?: string | null;
  photoURL?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | '2xl';
  /** Show the name in a tooltip on hover and focus (top bar); off where the name is printed anyway. */
  withTooltip?: boolean;
}

/** Hover and keyboard focus reveal the name; plain CSS, so the top bar needs no popper library. */
const TOOLTIP_CSS = {
  '& [role=tooltip]': { opacity: 0, transform: 'translate(-50%, -4px)', pointerEvents: 'none', transition: 'opacity 0.12s, transform 0.12s' },
  '&:hover [role=tooltip], &:focus-within [role=tooltip]': { opacity: 1, transform: 'translate(-50%, 0)' },
};

/** The user's photo (its smallest resized copy when the intake made one), or the default avatar. */
export function UserAvatar({ name, photoURL, size = 'sm', withTooltip = false }: UserAvatarProps) {
  const label = name || MESSAGES.fallback.userName;
  const tooltipId = useId();
  const src = photoURL ? (imageVariantUrl(photoURL, 160) ?? photoURL) : null;
  const avatar = (
    <Avatar.Root
      size={size}
      colorPalette="teal"
      data-testid="user-avatar"
      tabIndex={withTooltip ? 0 : undefined}
      aria-describedby={withTooltip ? tooltipId : undefined}
    >
      {/* No name passed to the fallback: with no photo the default avatar icon shows. */}
      <Avatar.Fallback />
      {src ? <Avatar.Image src={src} alt={label} decoding="async" /> : null}
    </Avatar.Root>
  );
  if (!withTooltip) return avatar;
  return (
    <Box position="relative" css={TOOLTIP_CSS}>
      {avatar}
      <Box
        as="span"
        role="tooltip"
        id={tooltipId}
        position="absolute"
        top="calc(100% + 6px)"
        left="50%"
        zIndex="tooltip"
        whiteSpace="nowrap"
        bg="gray.900"
        color="white"
        fontSize="xs"
        fontWeight="medium"
        px="2"
        py="1"
        rounded="md"
        shadow="md"
      >
        {label}
      </Box>
    </Box>
  );
}
