import { useState } from 'react';
import { TRANSFER_MESSAGES } from '@homehaven/domain/bank-transfers';
import { messageOf } from '../../../lib/errors';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { cancelBankTransfer } from './payment-api';

/**
 * Cancel transfer, after a question (one call at a time: `useConfirmedAction`). Once cancelled, the
 * offer, read live, shows the choice of payment again in place of the details; until it does, the
 * button stays busy. A failure is said under the button.
 */
export function useCancelTransfer(offerId: string) {
  const [outcome, setOutcome] = useState<{ step: 'open' } | { step: 'cancelled' } | { step: 'failed'; message: string }>({ step: 'open' });
  const question = useConfirmedAction(async (id: string) => {
    try {
      await cancelBankTransfer(id);
      setOutcome({ step: 'cancelled' });
    } catch (error) {
      console.error('cancel bank transfer', error);
      setOutcome({ step: 'failed', message: messageOf(error, TRANSFER_MESSAGES.cancelFailed) });
    }
  });
  return {
    asking: question.target !== null,
    busy: question.busy || outcome.step === 'cancelled',
    error: outcome.step === 'failed' ? outcome.message : null,
    ask: () => question.ask(offerId),
    confirm: question.confirm,
    cancel: question.cancel,
  };
}
