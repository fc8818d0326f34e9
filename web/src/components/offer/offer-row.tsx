import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { FiMapPin } from 'react-icons/fi';
import { formatPrice } from '@homehaven/domain/format';
import { ResponsiveImage } from '../ui/responsive-image';

interface OfferRowProps {
  title: string;
  image: string;
  location: string;
  amount: number;
  /** Under the title: who and when (buyer, dates). */
  details: ReactNode;
  /** Beside the amount: a status badge. */
  badge?: ReactNode;
  /** At the end: what the viewer may do. */
  actions?: ReactNode;
  testId?: string;
  status?: string;
}

/**
 * One offer as a row of an agent's list (Requested, Sold): a thumbnail, the listing, who offered and
 * when, the amount with its badge, and the actions. It stacks on a phone and lines up on wide screens.
 */
export function OfferRow({ title, image, location, amount, details, badge, actions, testId = 'offer-row', status }: OfferRowProps) {
  return (
    <Card.Root as="article" aria-label={title} data-testid={testId} data-status={status} variant="outline" overflow="hidden">
      <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} p="4">
        <Box w={{ base: 'full', md: '28' }} flexShrink={0} aspectRatio={16 / 10} rounded="md" overflow="hidden" bg="gray.200">
          <ResponsiveImage src={image} alt={title} sizes="(min-width: 48em) 112px, 100vw" cover />
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h2" size="md" lineClamp={1} title={title}>
            {title}
          </Heading>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <Icon as={FiMapPin} aria-hidden flexShrink={0} />
            <Text lineClamp={1}>{location}</Text>
          </HStack>
          <Box fontSize="sm">{details}</Box>
        </Stack>
        <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }} flexShrink={0}>
          <HStack gap="2">
            <Text fontWeight="bold" fontSize="lg" color="teal.700" data-testid="offer-amount">
              {formatPrice(amount)}
            </Text>
            {badge}
          </HStack>
          {actions ? <HStack gap="2">{actions}</HStack> : null}
        </Stack>
      </Flex>
    </Card.Root>
  );
}
