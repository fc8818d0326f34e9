import { useEffect } from 'react';
import { FiFileText } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { TRANSFER_MESSAGES } from '@homehaven/domain/bank-transfers';
import { formatPrice } from '@homehaven/domain/format';
import type { Offer } from '../../../lib/firebase/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useStartTransfer } from '../api/use-start-transfer';

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const TEXT = css({ color: 'fg.muted' });

/** Paying by bank transfer: what it means, and the button that asks for the account and the reference. */
export function TransferStart({ offer, onLock }: { offer: Offer; onLock: (locked: boolean) => void }) {
  const { state, start } = useStartTransfer(offer.id);
  const starting = state.step === 'starting';
  useEffect(() => onLock(starting), [starting, onLock]);
  return (
    <div className={STACK}>
      <p className={TEXT}>{TRANSFER_MESSAGES.explanation(formatPrice(offer.offerAmount))}</p>
      {state.step === 'failed' ? (
        <Alert status="error" role="alert">
          {state.message}
        </Alert>
      ) : null}
      <Button palette="teal" size="lg" loading={starting} loadingText={TRANSFER_MESSAGES.gettingDetails} onClick={start}>
        <FiFileText aria-hidden /> {TRANSFER_MESSAGES.getDetails}
      </Button>
    </div>
  );
}
