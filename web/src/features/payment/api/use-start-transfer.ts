import { useRef, useState } from 'react';
import { TRANSFER_MESSAGES } from '@homehaven/domain/bank-transfers';
import { messageOf } from '../../../lib/errors';
import { startBankTransfer } from './payment-api';

/** Where asking for the transfer's details stands: what the button and the line under it show. */
export type StartTransferState = { step: 'ready' } | { step: 'starting' } | { step: 'failed'; message: string };

/**
 * Asks the facade for the bank transfer's details (one call at a time: a second click while it runs
 * does nothing). The offer, read live, then carries the transfer and the page shows its details in
 * place of the button; until it does, the button stays busy, so a success is never asked again.
 */
export function useStartTransfer(offerId: string) {
  const [state, setState] = useState<StartTransferState>({ step: 'ready' });
  const busy = useRef(false);

  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ step: 'starting' });
    try {
      await startBankTransfer(offerId);
    } catch (error) {
      console.error('bank transfer', error);
      setState({ step: 'failed', message: messageOf(error, TRANSFER_MESSAGES.startFailed) });
      busy.current = false;
    }
  };

  return { state, start: () => void start() };
}
