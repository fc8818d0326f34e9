import { css, cx } from 'styled-system/css';
import { arrivedPercent, TRANSFER_MESSAGES, type OfferTransfer } from '@homehaven/domain/bank-transfers';
import { ProgressBar } from '../ui/progress-bar';

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' });
const TEXT = css({ fontSize: 'sm', fontWeight: 'medium' });

interface TransferProgressProps {
  transfer: Pick<OfferTransfer, 'receivedCents' | 'amountCents'>;
  /** Say each new figure to screen readers (the page of one offer; not a list of them). */
  announce?: boolean;
  className?: string;
}

/**
 * How much of a bank transfer has arrived ("$125,000.25 of $250,000.50 arrived") and its progress bar.
 * Always the same size, from $0 on, so money arriving moves nothing on the page.
 */
export function TransferProgress({ transfer, announce = false, className }: TransferProgressProps) {
  const text = TRANSFER_MESSAGES.arrived(transfer.receivedCents, transfer.amountCents);
  return (
    <div className={cx(STACK, className)} data-testid="transfer-progress">
      <p className={TEXT} aria-live={announce ? 'polite' : undefined}>
        {text}
      </p>
      <ProgressBar percent={arrivedPercent(transfer)} label={TRANSFER_MESSAGES.progressLabel} valueText={text} />
    </div>
  );
}
