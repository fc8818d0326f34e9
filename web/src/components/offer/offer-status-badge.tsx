import { awaitedTransfer, TRANSFER_STATUS_LABELS } from '@homehaven/domain/bank-transfers';
import type { Offer } from '../../lib/firebase/documents';
import { StatusBadge } from '../property/status-badge';

/**
 * An offer's status badge, for its buyer and its agent alike: the stored status, or "Awaiting transfer"
 * while the money of its bank transfer is awaited (the offer is still pending then: docs/payments.md
 * "Bank transfers").
 */
export function OfferStatusBadge({ offer, className }: { offer: Offer; className?: string }) {
  const awaiting = awaitedTransfer(offer) !== null;
  return <StatusBadge status={offer.status} kind="offer" label={awaiting ? TRANSFER_STATUS_LABELS.awaiting : undefined} className={className} />;
}
