import type { ReactNode } from 'react';
import { FiCheckCircle, FiClock, FiCreditCard, FiFileText, FiRotateCcw, FiXCircle } from 'react-icons/fi';
import type { IconType } from 'react-icons';
import { css, cx } from 'styled-system/css';
import { icon as iconRecipe } from 'styled-system/recipes/icon';
import { awaitedTransfer, paidByTransfer, TRANSFER_MESSAGES, TRANSFER_STATUS_LABELS } from '@homehaven/domain/bank-transfers';
import { exceedsCardLimit } from '@homehaven/domain/card-limit';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { paths, type PaymentPageState } from '../../../config/paths';
import type { Offer } from '../../../lib/firebase/documents';
import { TransferProgress } from '../../../components/offer/transfer-progress';
import { ButtonLink } from '../../../components/static/links';

const NOTE = css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm', minH: '8', py: '1' });
/** A note's colour: how the offer went for the buyer (build-time classes, docs/decisions.md "Build-time styles everywhere"). */
const TONE = { bad: css({ color: 'red.700' }), quiet: css({ color: 'fg.muted' }), good: css({ color: 'green.700' }) } as const;
const NOTE_ICON = cx(iconRecipe(), css({ mt: '0.5', flexShrink: 0 }));
const ID = css({ fontFamily: 'mono', wordBreak: 'break-all' });
const TRANSFER_STEP = css({ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: '3', w: 'full' });
/** The bar as wide as the card, the button as wide as its words. */
const TRANSFER_PROGRESS = css({ alignSelf: 'stretch' });

function Note({ icon: Icon, tone, children }: { icon: IconType; tone: keyof typeof TONE; children: ReactNode }) {
  return (
    <div className={cx(NOTE, TONE[tone])}>
      <Icon aria-hidden className={NOTE_ICON} />
      <p>{children}</p>
    </div>
  );
}

function TransactionId({ id }: { id: string }) {
  return (
    <span className={ID} data-testid="transaction-id">
      {id}
    </span>
  );
}

/**
 * What an offer waits for, by status (docs/product.md §7.3 Property Bought and payment): Purchase while pending (unless no card payment
 * can take the amount), or how much of its bank transfer has arrived with the way to its details; the
 * transaction id once bought, and what a decision meant for the money.
 */
export function OfferNextStep({ offer }: { offer: Offer }) {
  const state: PaymentPageState = { offerId: offer.id, propertyTitle: offer.propertyTitle, offerAmount: offer.offerAmount };
  switch (offer.status) {
    case 'pending': {
      const transfer = awaitedTransfer(offer);
      if (transfer) {
        return (
          <div className={TRANSFER_STEP}>
            <TransferProgress transfer={transfer} className={TRANSFER_PROGRESS} />
            <ButtonLink to={paths.dashboard.paymentPage.href(offer.id)} state={state} palette="teal" variant="outline" size="sm" aria-label={TRANSFER_MESSAGES.transferDetailsFor(offer.propertyTitle)}>
              <FiFileText aria-hidden /> {TRANSFER_MESSAGES.transferDetailsLink}
            </ButtonLink>
          </div>
        );
      }
      if (exceedsCardLimit(offer.offerAmount)) {
        return (
          <Note icon={FiXCircle} tone="bad">
            {PAYMENT_API_MESSAGES.amountTooLarge}
          </Note>
        );
      }
      return (
        <ButtonLink to={paths.dashboard.paymentPage.href(offer.id)} state={state} palette="teal" size="sm" aria-label={`Purchase ${offer.propertyTitle}`}>
          <FiCreditCard aria-hidden /> Purchase
        </ButtonLink>
      );
    }
    case 'bought':
      return (
        <Note icon={FiClock} tone="quiet">
          {paidByTransfer(offer) ? TRANSFER_STATUS_LABELS.funded : 'Paid'}, awaiting the agent's decision. Transaction <TransactionId id={offer.transactionId ?? ''} />
        </Note>
      );
    case 'accepted':
      return (
        <Note icon={FiCheckCircle} tone="good">
          Accepted: the property is yours. Transaction <TransactionId id={offer.transactionId ?? ''} />
        </Note>
      );
    default:
      return offer.transactionId ? (
        <Note icon={FiRotateCcw} tone="quiet">
          Not accepted. Your payment was refunded (transaction <TransactionId id={offer.transactionId} />
          ).
        </Note>
      ) : (
        <Note icon={FiXCircle} tone="quiet">
          Not accepted. You were not charged.
        </Note>
      );
  }
}
