import { FiTrash2 } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';

interface RemoveButtonProps {
  propertyName: string;
  /** A removal is running: one at a time. */
  disabled: boolean;
  onClick: () => void;
}

// White with a red icon whatever the photo under it; these utilities win over the button recipe's solid colours.
const ON_PHOTO = css({ rounded: 'full', bg: 'white', color: 'red.700', shadow: 'md', _hover: { bg: 'red.50' } });

/** Remove, over the card's picture: a round button that stays readable on any photo. */
export function RemoveButton({ propertyName, disabled, onClick }: RemoveButtonProps) {
  const label = `Remove ${propertyName} from your wishlist`;
  return (
    <Button aria-label={label} title="Remove from wishlist" size="sm" variant="solid" icon className={ON_PHOTO} disabled={disabled} onClick={onClick}>
      <FiTrash2 aria-hidden />
    </Button>
  );
}
