import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FiSend } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { formatPrice, priceBounds } from '@homehaven/domain/format';
import { offerAmountProblem, parseOfferAmount } from '@homehaven/domain/offer-amount';
import { Button } from '../../../components/ui/button';
import { AMOUNT_INPUT, FIELD } from './offer-field-style';
import { ReadOnlyField } from '../../../components/ui/read-only-field';

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

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const FACTS = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });
const NOTE = css({ fontSize: 'sm', color: 'fg.muted' });
const SUBMIT = css({ alignSelf: { base: 'stretch', sm: 'flex-start' } });

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
  // The amount's label, helper and error wired as Chakra's Field did: the helper describes the input, the error is its error message.
  const amountId = useId();
  const helperId = `${amountId}-helper`;
  const errorId = `${amountId}-error`;
  const invalid = Boolean(error);

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <div className={STACK}>
        <div className={FACTS}>
          <ReadOnlyField label="Property title" value={facts.propertyTitle} />
          <ReadOnlyField label="Location" value={facts.location} />
          <ReadOnlyField label="Agent name" value={facts.agentName} />
          <ReadOnlyField label="Buyer name" value={facts.buyerName} />
          <ReadOnlyField label="Buyer email" value={facts.buyerEmail} />
        </div>
        <div className={FIELD.root} role="group" data-invalid={invalid || undefined}>
          <label htmlFor={amountId} className={FIELD.label} data-invalid={invalid || undefined} data-required="">
            Offer amount (USD){' '}
            <span aria-hidden="true" className={FIELD.requiredIndicator}>
              *
            </span>
          </label>
          <input
            id={amountId}
            className={AMOUNT_INPUT}
            {...form.register('amount', { validate: (text) => offerAmountProblem(text, low, high) ?? true })}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? undefined : helperId}
            aria-errormessage={invalid ? errorId : undefined}
            data-invalid={invalid || undefined}
            data-required=""
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(low)}
          />
          {error ? (
            <span id={errorId} className={FIELD.errorText} aria-live="polite">
              {error}
            </span>
          ) : (
            <span id={helperId} className={FIELD.helperText}>
              Between {formatPrice(low)} and {formatPrice(high)}, the listing's price range.
            </span>
          )}
        </div>
        <p className={NOTE}>Your offer is sent to the agent once you pay for it by card on the next page. If the agent rejects it, the payment is refunded.</p>
        <Button type="submit" palette="teal" size="lg" className={SUBMIT} loading={form.formState.isSubmitting} disabled={!ready}>
          <FiSend aria-hidden /> Make offer
        </Button>
      </div>
    </form>
  );
}
