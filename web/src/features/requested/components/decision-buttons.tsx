import { FiCheck, FiX } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { awaitedTransfer } from '@homehaven/domain/bank-transfers';
import { TransferProgress } from '../../../components/offer/transfer-progress';
import { Button } from '../../../components/ui/button';
import type { Offer } from '../../../lib/firebase/documents';
import type { Decision } from '../api/decide-offer';

const NOTE = css({ fontSize: 'sm', color: 'fg.muted', maxW: '56', textAlign: { base: 'start', md: 'end' } });
/** Wide enough for "$125,000.25 of $250,000.50 arrived" on one line. */
const PROGRESS = css({ w: '64', maxW: 'full', textAlign: { base: 'start', md: 'end' } });

interface DecisionButtonsProps {
  offer: Offer;
  busy: boolean;
  onDecide: (status: Decision) => void;
}

/** Accept and Reject, only while the offer is bought (paid); other statuses say where the offer stands, and how much of an awaited bank transfer has arrived. */
export function DecisionButtons({ offer, busy, onDecide }: DecisionButtonsProps) {
  const transfer = awaitedTransfer(offer);
  if (transfer) return <TransferProgress transfer={transfer} className={PROGRESS} />;
  if (offer.status === 'bought') {
    return (
      <>
        <Button size="sm" palette="green" disabled={busy} onClick={() => onDecide('accepted')} aria-label={`Accept the offer on ${offer.propertyTitle} from ${offer.buyerName || offer.buyerEmail}`}>
          <FiCheck aria-hidden /> Accept
        </Button>
        <Button
          size="sm"
          palette="red"
          variant="outline"
          disabled={busy}
          onClick={() => onDecide('rejected')}
          aria-label={`Reject the offer on ${offer.propertyTitle} from ${offer.buyerName || offer.buyerEmail}`}
        >
          <FiX aria-hidden /> Reject
        </Button>
      </>
    );
  }
  const note = {
    pending: 'Awaiting payment: it can be decided once paid.',
    accepted: 'Accepted: sold to this buyer.',
    rejected: offer.transactionId ? 'Rejected: the buyer was refunded.' : 'Rejected.',
  }[offer.status as 'pending' | 'accepted' | 'rejected'];
  return <p className={NOTE}>{note}</p>;
}
