import type { ReactNode } from 'react';
import { HStack, Icon, Text } from '@chakra-ui/react';
import { FiCheckCircle, FiClock, FiCreditCard, FiRotateCcw, FiXCircle } from 'react-icons/fi';
import type { IconType } from 'react-icons';
import { exceedsCardLimit } from '@homehaven/domain/card-limit';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths, type PaymentPageState } from '../../../config/paths';
import type { Offer } from '../../../lib/firebase/documents';
import { ButtonLink } from '../../../components/ui/router-link';

function Note({ icon, color, children }: { icon: IconType; color: string; children: ReactNode }) {
  return (
    <HStack gap="2" align="start" fontSize="sm" color={color} minH="8" py="1">
      <Icon as={icon} aria-hidden mt="0.5" flexShrink={0} />
      <Text>{children}</Text>
    </HStack>
  );
}

function TransactionId({ id }: { id: string }) {
  return (
    <Text as="span" fontFamily="mono" wordBreak="break-all" data-testid="transaction-id">
      {id}
    </Text>
  );
}

/**
 * What an offer waits for, by status (docs/product.md §7.3 Property Bought and payment): Purchase while pending (unless no card payment
 * can take the amount), the transaction id once bought, and what a decision meant for the money.
 */
export function OfferNextStep({ offer }: { offer: Offer }) {
  switch (offer.status) {
    case 'pending': {
      if (exceedsCardLimit(offer.offerAmount)) {
        return (
          <Note icon={FiXCircle} color="red.700">
            {MESSAGES.paymentApi.amountTooLarge}
          </Note>
        );
      }
      const state: PaymentPageState = { offerId: offer.id, propertyTitle: offer.propertyTitle, offerAmount: offer.offerAmount };
      return (
        <ButtonLink to={paths.dashboard.paymentPage.href(offer.id)} state={state} colorPalette="teal" size="sm" aria-label={`Purchase ${offer.propertyTitle}`}>
          <FiCreditCard aria-hidden /> Purchase
        </ButtonLink>
      );
    }
    case 'bought':
      return (
        <Note icon={FiClock} color="fg.muted">
          Paid, awaiting the agent's decision. Transaction <TransactionId id={offer.transactionId ?? ''} />
        </Note>
      );
    case 'accepted':
      return (
        <Note icon={FiCheckCircle} color="green.700">
          Accepted: the property is yours. Transaction <TransactionId id={offer.transactionId ?? ''} />
        </Note>
      );
    default:
      return offer.transactionId ? (
        <Note icon={FiRotateCcw} color="fg.muted">
          Not accepted. Your payment was refunded (transaction <TransactionId id={offer.transactionId} />
          ).
        </Note>
      ) : (
        <Note icon={FiXCircle} color="fg.muted">
          Not accepted. You were not charged.
        </Note>
      );
  }
}
