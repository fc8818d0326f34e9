import { AspectRatio, Box, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { formatPrice } from '@homehaven/domain/format';
import type { Offer } from '../../../lib/firebase/documents';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/** What is being paid for, before paying: the property, its agent and the amount offered. */
export function OfferSummary({ offer }: { offer: Offer }) {
  const facts = [
    ['Location', offer.location],
    ['Agent', offer.agentName || 'Agent'],
    ['Your offer', formatPrice(offer.offerAmount)],
  ] as const;
  return (
    <Card.Root overflow="hidden">
      <AspectRatio ratio={16 / 9} bg="gray.200">
        <ResponsiveImage src={offer.propertyImage} alt={offer.propertyTitle} sizes="(min-width: 1024px) 40vw, 100vw" first cover />
      </AspectRatio>
      <Card.Body p={{ base: 4, md: 6 }} gap="4">
        <Heading as="h2" size="lg">
          {offer.propertyTitle}
        </Heading>
        <Box as="dl">
          {facts.map(([label, value]) => (
            <HStack key={label} justify="space-between" gap="4" py="2" borderTopWidth="1px">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="semibold" textAlign="end">
                {value}
              </Text>
            </HStack>
          ))}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
