import { useState } from 'react';
import { FiCheck, FiHeart } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { wishlistAddFailure } from '../api/use-add-to-wishlist';

const FULL_WIDTH = css({ w: 'full' });

interface WishlistButtonProps {
  /** Only buyers (role user) may add; for everyone else the button is disabled. */
  allowed: boolean;
  add: () => Promise<void>;
}

/**
 * Add to Wishlist: asks first, then "Added successfully"; refused when the entry exists ("Already
 * added!"). Disabled after one successful add (docs/product.md §6.3 Property details) and for anyone who is not a buyer.
 */
export function WishlistButton({ allowed, add }: WishlistButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await add();
      setAdded(true);
      notifySuccess(MESSAGES.wishlist.added);
    } catch (error) {
      console.error('wishlist add', error);
      notifyError(wishlistAddFailure(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button palette="teal" variant="outline" className={FULL_WIDTH} disabled={!allowed || added} onClick={() => setAsking(true)}>
        {added ? <FiCheck aria-hidden /> : <FiHeart aria-hidden />}
        {added ? 'Added to wishlist' : 'Add to Wishlist'}
      </Button>
      <ConfirmDialog open={asking} title={MESSAGES.wishlist.confirmAdd} confirmLabel="Yes, add it!" busy={busy} onConfirm={() => void confirm()} onClose={() => setAsking(false)} />
    </>
  );
}
