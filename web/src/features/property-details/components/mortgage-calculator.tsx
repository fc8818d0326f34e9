import { useId, useState } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatPrice, priceBounds } from '@homehaven/domain/format';
import { calculateMortgage, type MortgageInput } from '@homehaven/domain/mortgage';
import { FormField } from '../../../components/ui/form-field';
import type { Listing } from '../../../lib/firebase/documents';

/** Starting values: the listing's lower price, a fifth down, a typical rate and term. */
function initialInput(listing: Listing): MortgageInput {
  const { low } = priceBounds(listing.MinimumPrice, listing.MaximumPrice);
  return { price: String(low), downPayment: String(Math.round(low * 0.2)), ratePercent: '6.5', termYears: '30' };
}

const cents = (amount: number) => formatPrice(Math.round(amount * 100) / 100);

/**
 * Mortgage calculator (docs/product.md §6.5 Mortgage calculator): price (the listing's lower price to start), down payment, yearly rate
 * and term; the monthly payment and the total interest follow as the visitor types, and a field that
 * is not right says why (domain/src/mortgage.ts).
 */
export function MortgageCalculator({ listing }: { listing: Listing }) {
  const [input, setInput] = useState(() => initialInput(listing));
  const headingId = useId();
  const result = calculateMortgage(input);
  const field = (name: keyof MortgageInput) => ({
    value: input[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setInput((current) => ({ ...current, [name]: event.target.value })),
    error: result.errors?.[name] ?? null,
    inputMode: 'decimal' as const,
    bg: 'white',
  });
  return (
    <Box as="section" aria-labelledby={headingId} mt="12" bg="gray.50" borderWidth="1px" rounded="xl" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="xl" id={headingId} mb="4">
        Mortgage calculator
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
          <FormField label="Price ($)" {...field('price')} />
          <FormField label="Down payment ($)" {...field('downPayment')} />
          <FormField label="Interest rate (% a year)" {...field('ratePercent')} />
          <FormField label="Term (years)" {...field('termYears')} inputMode="numeric" />
        </SimpleGrid>
        <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p="5" aria-live="polite" data-testid="mortgage-result" justify="center">
          {result.figures ? (
            <>
              <Text color="fg.muted">Monthly payment</Text>
              <Text fontSize="3xl" fontWeight="bold" color="teal.700" data-testid="monthly-payment">
                {cents(result.figures.monthlyPayment)}
              </Text>
              <Text>
                Total interest <strong data-testid="total-interest">{cents(result.figures.totalInterest)}</strong> on a loan of {formatPrice(result.figures.principal)}
              </Text>
            </>
          ) : (
            <Text color="fg.muted">Fix the highlighted field to see the monthly payment.</Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            An estimate for a fixed-rate loan repaid monthly; taxes and insurance are not included.
          </Text>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
