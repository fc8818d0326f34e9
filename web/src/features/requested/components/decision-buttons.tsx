import { FiCheck, FiX } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import type { Offer } from '../../../lib/firebase/documents';
import type { Decision } from '../api/decide-offer';

const NOTE = css({ fontSize: 'sm', color: 'fg.muted', maxW: '56', textAlign: { base: 'start', md: 'end' } });

interface DecisionButtonsProps {
  offer: Offer;
  busy: boolean;
  onDecide: (status: Decision) => void;
}

/** Accept and Reject, only while the offer is bought (paid); other statuses say where the offer stands. */
export function DecisionButtons({ offer, busy, onDecide }: DecisionButtonsProps) {
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
