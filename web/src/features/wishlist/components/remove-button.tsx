import { IconButton } from '@chakra-ui/react';
import { FiTrash2 } from 'react-icons/fi';

interface RemoveButtonProps {
  propertyName: string;
  /** A removal is running: one at a time. */
  disabled: boolean;
  onClick: () => void;
}

/** Remove, over the card's picture: a round button that stays readable on any photo. */
export function RemoveButton({ propertyName, disabled, onClick }: RemoveButtonProps) {
  const label = `Remove ${propertyName} from your wishlist`;
  return (
    <IconButton
      aria-label={label}
      title="Remove from wishlist"
      size="sm"
      rounded="full"
      variant="solid"
      bg="white"
      color="red.700"
      shadow="md"
      _hover={{ bg: 'red.50' }}
      disabled={disabled}
      onClick={onClick}
    >
      <FiTrash2 aria-hidden />
    </IconButton>
  );
}
