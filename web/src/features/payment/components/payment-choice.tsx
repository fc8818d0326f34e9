import { useState } from 'react';
import { PAYMENT_METHODS, TRANSFER_MESSAGES, type OfferTransfer, type PaymentMethod } from '@homehaven/domain/bank-transfers';
import { formatDay, formatPrice } from '@homehaven/domain/format';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { instantToDate, type Offer } from '../../../lib/firebase/documents';
import { Alert } from '../../../components/ui/alert';
import { ChoiceCards } from '../../../components/ui/choice-cards';
import { AmountLine } from './amount-line';
import { CardPath } from './card-path';
import { TransferStart } from './transfer-start';

/** Why the offer's last bank transfer ended (its day passed, or it was cancelled) and what of the money goes back. */
function CanceledTransferNote({ transfer }: { transfer: OfferTransfer<InstantValue> }) {
  const due = instantToDate(transfer.dueAt);
  const late = transfer.canceledAt !== undefined && instantToDate(transfer.canceledAt).getTime() >= due.getTime();
  return (
    <Alert status="info" data-testid="transfer-canceled">
      {TRANSFER_MESSAGES.canceled({ late, due: formatDay(due), returnedCents: transfer.receivedCents })}
    </Alert>
  );
}

/**
 * How to pay a pending offer, card (the default) or bank transfer, then that way's form. The choice is
 * held while a payment runs or has charged the card, so a charge is never followed by a second way.
 */
export function PaymentChoice({ offer, buyer }: { offer: Offer; buyer: { name: string; email: string } }) {
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [locked, setLocked] = useState(false);
  return (
    <>
      {offer.transfer?.status === 'canceled' ? <CanceledTransferNote transfer={offer.transfer} /> : null}
      <AmountLine label="Amount to pay" amount={formatPrice(offer.offerAmount)} testId="amount-to-pay" />
      <ChoiceCards
        legend={TRANSFER_MESSAGES.methodLegend}
        options={PAYMENT_METHODS}
        value={method}
        onChange={setMethod}
        labelOf={(option) => TRANSFER_MESSAGES.methods[option]}
        hintOf={(option) => TRANSFER_MESSAGES.methodHints[option]}
        name="paymentMethod"
        disabled={locked}
      />
      {method === 'card' ? <CardPath offer={offer} buyer={buyer} onLock={setLocked} /> : <TransferStart offer={offer} onLock={setLocked} />}
    </>
  );
}
