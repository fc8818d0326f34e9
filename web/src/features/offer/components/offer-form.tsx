import { useForm } from 'react-hook-form';
import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiSend } from 'react-icons/fi';
import { formatPrice, priceBounds } from '@homehaven/domain/format';
import { offerAmountProblem, parseOfferAmount } from '@homehaven/domain/validation';

/** What the form shows read-only: the listing and the buyer, as the offer will record them. */
export interface OfferFacts {
  propertyTitle: string;
  location: string;
  agentName: string;
  buyerName: string;
  buyerEmail: string;
  MinimumPrice: number;
  MaximumPrice: number;
}

interface OfferFormProps {
  facts: OfferFacts;
  /** False until the stored listing has loaded (the offer copies it). */
  ready: boolean;
  submit: (amount: number) => Promise<void>;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="gray.50" />
    </Field.Root>
  );
}

/**
 * The offer form (docs/product.md §7.2 Offers): the listing and the buyer read-only, and the amount, required and
 * between the lower and the higher price inclusive. Checked here as the buyer types; the rules
 * enforce the same bounds on the stored prices.
 */
export function OfferForm({ facts, ready, submit }: OfferFormProps) {
  const { low, high } = priceBounds(facts.MinimumPrice, facts.MaximumPrice);
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' }, mode: 'onTouched' });
  const send = form.handleSubmit(async ({ amount }) => submit(parseOfferAmount(amount)));
  const error = form.formState.errors.amount?.message;

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ReadOnly label="Property title" value={facts.propertyTitle} />
          <ReadOnly label="Location" value={facts.location} />
          <ReadOnly label="Agent name" value={facts.agentName} />
          <ReadOnly label="Buyer name" value={facts.buyerName} />
          <ReadOnly label="Buyer email" value={facts.buyerEmail} />
        </SimpleGrid>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Offer amount (USD) <Field.RequiredIndicator />
          </Field.Label>
          <Input {...form.register('amount', { validate: (text) => offerAmountProblem(text, low, high) ?? true })} inputMode="decimal" autoComplete="off" placeholder={String(low)} fontSize="lg" />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Between {formatPrice(low)} and {formatPrice(high)}, the listing's price range.
            </Field.HelperText>
          )}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          Your offer is sent to the agent once you pay for it by card on the next page. If the agent rejects it, the payment is refunded.
        </Text>
        <Button type="submit" colorPalette="teal" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={form.formState.isSubmitting} disabled={!ready}>
          <FiSend aria-hidden /> Make offer
        </Button>
      </Stack>
    </form>
  );
}
