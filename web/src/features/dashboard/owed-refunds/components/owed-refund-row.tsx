import { Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FiRefreshCw } from 'react-icons/fi';
import { formatPrice } from '@homehaven/domain/format';
import { REFUND_REASON_TEXT } from '@homehaven/domain/refunds';
import { instantToDate } from '../../../../lib/firebase/documents';
import { useRetryRefund } from '../api/retry-refund';
import type { OwedRefund } from '../api/use-owed-refunds';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One refund still owed: the listing and amount, why it is owed, the offer and payment it belongs to,
 * how often it was tried, what Stripe last answered, when the next automatic attempt is, and Retry now
 * (disabled while its call is out). It stacks on a phone and lines up on wide screens.
 */
export function OwedRefundRow({ refund }: { refund: OwedRefund }) {
  const { retry, running } = useRetryRefund(refund.paymentIntentId);
  const title = refund.propertyTitle || `Offer ${refund.offerId}`;
  return (
    <Card.Root as="li" variant="outline" aria-label={title} data-testid="owed-refund">
      <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} p="4">
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h3" size="md" lineClamp={1} title={title}>
              {title}
            </Heading>
            {refund.amount === undefined ? null : (
              <Text fontWeight="bold" color="teal.700" data-testid="owed-refund-amount">
                {formatPrice(refund.amount)}
              </Text>
            )}
          </HStack>
          <Text fontSize="sm">{REFUND_REASON_TEXT[refund.reason] ?? refund.reason}</Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            Offer {refund.offerId} · Payment {refund.paymentIntentId}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Attempts: {refund.attempts} · Next automatic attempt: {refund.nextAttemptAt ? WHEN.format(instantToDate(refund.nextAttemptAt)) : 'not scheduled'}
          </Text>
          {refund.lastError ? (
            <Text fontSize="sm" color="red.700" lineClamp={2} title={refund.lastError} data-testid="owed-refund-error">
              Last error: {refund.lastError}
            </Text>
          ) : null}
        </Stack>
        <Button
          size="sm"
          colorPalette="teal"
          flexShrink={0}
          alignSelf={{ base: 'flex-start', md: 'center' }}
          loading={running}
          loadingText="Retrying"
          disabled={running}
          onClick={() => void retry()}
          aria-label={`Retry now: the refund for ${title}`}
        >
          <FiRefreshCw aria-hidden /> Retry now
        </Button>
      </Flex>
    </Card.Root>
  );
}
