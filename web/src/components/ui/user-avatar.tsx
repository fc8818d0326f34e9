import { Avatar, Portal, Tooltip } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';

interface UserAvatarProps {
  name?: string | null;
  photoURL?: string | null;
  size?: 'sm' | 'md' | 'lg' | '2xl';
  /** Show the name in a tooltip on hover (top bar); off where the name is printed anyway. */
  withTooltip?: boolean;
}

/** The user's photo, or the default avatar when there is none. */
export function UserAvatar({ name, photoURL, size = 'sm', withTooltip = false }: UserAvatarProps) {
  const label = name || MESSAGES.fallback.userName;
  const avatar = (
    <Avatar.Root size={size} colorPalette="teal" data-testid="user-avatar" tabIndex={withTooltip ? 0 : undefined}>
      {/* No name passed to the fallback: with no photo the default avatar icon shows. */}
      <Avatar.Fallback />
      {photoURL ? <Avatar.Image src={photoURL} alt={label} /> : null}
    </Avatar.Root>
  );
  if (!withTooltip) return avatar;
  return (
    <Tooltip.Root openDelay={100} closeDelay={50}>
      <Tooltip.Trigger asChild>{avatar}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
