import { useState } from 'react';
import { FiCheck, FiCopy, FiXCircle } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { formatCents, TRANSFER_MESSAGES as M, type OfferTransfer } from '@homehaven/domain/bank-transfers';
import { formatDay } from '@homehaven/domain/format';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { instantToDate, type Offer } from '../../../lib/firebase/documents';
import { OfferStatusBadge } from '../../../components/offer/offer-status-badge';
import { TransferProgress } from '../../../components/offer/transfer-progress';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCancelTransfer } from '../api/use-cancel-transfer';
import { AmountLine } from './amount-line';
import { FactList } from './fact-list';

// Build-time classes (docs/decisions.md "Build-time styles everywhere").
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const HEAD = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' });
const TITLE = heading({ size: 'md' });
const MUTED = css({ color: 'fg.muted', fontSize: 'sm' });
/** The button beside the reference where both fit on one line, under it where they do not (never splitting the reference). */
const REFERENCE_BOX = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  flexWrap: 'wrap',
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'space-between',
  gap: '3',
  p: '4',
  rounded: 'lg',
  bg: 'teal.50',
  borderWidth: '1px',
  borderColor: 'teal.200',
});
const REFERENCE_TEXT = css({ flex: '1 1 auto', minW: '0' });
const REFERENCE_LABEL = css({ fontSize: 'sm', fontWeight: 'medium', color: 'teal.900' });
const REFERENCE = css({ fontFamily: 'mono', fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'wider', color: 'gray.900', overflowWrap: 'anywhere' });
/** As wide with either word, so copying moves nothing. */
const COPY_BUTTON = css({ minW: '40', flexShrink: 0 });
const COPY_FAILED = css({ fontSize: 'sm', color: 'red.700' });
const HIDDEN = css({ srOnly: true });
const MONO = css({ fontFamily: 'mono' });
const ACTIONS = css({ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: '3' });

/** The reference, large, with a button that copies it (the payer pastes it into their bank's memo field). */
function Reference({ reference }: { reference: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const write = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopy('copied');
    } catch (error) {
      console.error('copy reference', error);
      setCopy('failed');
    }
  };
  return (
    <div className={REFERENCE_BOX}>
      <div className={REFERENCE_TEXT}>
        <p className={REFERENCE_LABEL}>{M.referenceLabel}</p>
        <p className={REFERENCE} data-testid="transfer-reference">
          {reference}
        </p>
        {copy === 'failed' ? <p className={COPY_FAILED}>{M.copyFailed}</p> : null}
      </div>
      <Button variant="outline" palette="teal" className={COPY_BUTTON} onClick={() => void write()}>
        {copy === 'copied' ? <FiCheck aria-hidden /> : <FiCopy aria-hidden />} {copy === 'copied' ? M.copied : M.copy}
      </Button>
      <span className={HIDDEN} aria-live="polite">
        {copy === 'copied' ? M.copiedAnnouncement : ''}
      </span>
    </div>
  );
}

/**
 * What to send where while the offer's bank transfer is awaited (docs/payments.md "Bank transfers"):
 * the amount, the reference, the account, the day, how much has arrived (live), and Cancel transfer,
 * after a question. A light component: no Stripe.js, the offer's document says it all.
 */
export function TransferInstructions({ offer, transfer }: { offer: Offer; transfer: OfferTransfer<InstantValue> }) {
  const cancel = useCancelTransfer(offer.id);
  const facts = [
    [M.bankLabel, transfer.bank.bankName],
    [M.holderLabel, transfer.bank.accountHolderName],
    [M.accountLabel, <span className={MONO}>{transfer.bank.accountNumber}</span>],
    [M.routingLabel, <span className={MONO}>{transfer.bank.routingNumber}</span>],
    [M.dueLabel, formatDay(instantToDate(transfer.dueAt))],
  ] as const;
  return (
    <section className={STACK} aria-labelledby="transfer-details-title" data-testid="transfer-instructions">
      <div className={HEAD}>
        <h2 className={TITLE} id="transfer-details-title">
          {M.detailsTitle}
        </h2>
        <OfferStatusBadge offer={offer} />
      </div>
      <p className={MUTED}>{M.detailsIntro}</p>
      <AmountLine label={M.amountLabel} amount={formatCents(transfer.amountCents)} testId="transfer-amount" />
      <Reference reference={transfer.reference} />
      <FactList facts={facts} />
      <TransferProgress transfer={transfer} announce />
      <p className={MUTED}>{M.mailed}</p>
      <div className={ACTIONS}>
        <Button variant="outline" palette="red" loading={cancel.busy} onClick={cancel.ask}>
          <FiXCircle aria-hidden /> {M.cancel}
        </Button>
        {cancel.error ? (
          <Alert status="error" role="alert">
            {cancel.error}
          </Alert>
        ) : null}
      </div>
      <ConfirmDialog
        open={cancel.asking}
        title={M.cancelQuestion}
        text={M.cancelText}
        confirmLabel={M.cancelConfirm}
        cancelLabel={M.cancelKeep}
        tone="red"
        busy={cancel.busy}
        onConfirm={cancel.confirm}
        onClose={cancel.cancel}
      />
    </section>
  );
}
