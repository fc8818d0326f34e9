import { useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { formatPrice, priceBounds } from '@homehaven/domain/format';
import { calculateMortgage, type MortgageInput } from '@homehaven/domain/mortgage';
import { FormField } from '../../../components/ui/form-field';
import type { Listing } from '../../../lib/firebase/documents';
import { useNearViewport } from '../../../lib/use-near-viewport';

const SECTION = css({ mt: '12', bg: 'gray.50', borderWidth: '1px', rounded: 'xl', p: { base: '4', md: '6' } });
const HEADING = cx(heading({ size: 'xl' }), css({ mb: '4' }));
const COLUMNS = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }, gap: '6' });
const FIELDS = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4', alignItems: 'start' });
const RESULT = css({ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '3', bg: 'white', borderWidth: '1px', rounded: 'lg', p: '5' });
const MUTED = css({ color: 'fg.muted' });
const PAYMENT = css({ fontSize: '3xl', fontWeight: 'bold', color: 'teal.700' });
const FINE_PRINT = css({ fontSize: 'xs', color: 'fg.muted' });
/** The calculator's height before it mounts (with its starting values: measured at 390 and 1280 px, reckoned between), so nothing moves when it does. */
const PLACEHOLDER = css({ minH: { base: '585px', sm: '390px', md: '208px' } });

/** Starting values: the listing's lower price, a fifth down, a typical rate and term. */
function initialInput(listing: Listing): MortgageInput {
  const { low } = priceBounds(listing.MinimumPrice, listing.MaximumPrice);
  return { price: String(low), downPayment: String(Math.round(low * 0.2)), ratePercent: '6.5', termYears: '30' };
}

const cents = (amount: number) => formatPrice(Math.round(amount * 100) / 100);

/** The fields and the result (mounted once the section is near the viewport). */
function Calculator({ listing }: { listing: Listing }) {
  const [input, setInput] = useState(() => initialInput(listing));
  const result = calculateMortgage(input);
  const field = (name: keyof MortgageInput) => ({
    value: input[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setInput((current) => ({ ...current, [name]: event.target.value })),
    error: result.errors?.[name] ?? null,
    inputMode: 'decimal' as const,
  });
  return (
    <div className={COLUMNS}>
      <div className={FIELDS}>
        <FormField label="Price ($)" {...field('price')} />
        <FormField label="Down payment ($)" {...field('downPayment')} />
        <FormField label="Interest rate (% a year)" {...field('ratePercent')} />
        <FormField label="Term (years)" {...field('termYears')} inputMode="numeric" />
      </div>
      <div className={RESULT} aria-live="polite" data-testid="mortgage-result">
        {result.figures ? (
          <>
            <p className={MUTED}>Monthly payment</p>
            <p className={PAYMENT} data-testid="monthly-payment">
              {cents(result.figures.monthlyPayment)}
            </p>
            <p>
              Total interest <strong data-testid="total-interest">{cents(result.figures.totalInterest)}</strong> on a loan of {formatPrice(result.figures.principal)}
            </p>
          </>
        ) : (
          <p className={MUTED}>Fix the highlighted field to see the monthly payment.</p>
        )}
        <p className={FINE_PRINT}>An estimate for a fixed-rate loan repaid monthly; taxes and insurance are not included.</p>
      </div>
    </div>
  );
}

/**
 * Mortgage calculator (docs/product.md §6.5 Mortgage calculator): price (the listing's lower price to start), down payment, yearly rate
 * and term; the monthly payment and the total interest follow as the visitor types, and a field that
 * is not right says why (domain/src/mortgage.ts). Its fields mount once the section nears the
 * viewport (docs/performance.md "Details page").
 */
export function MortgageCalculator({ listing }: { listing: Listing }) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={SECTION}>
      <h2 className={HEADING} id={headingId}>
        Mortgage calculator
      </h2>
      {near ? <Calculator listing={listing} /> : <div className={PLACEHOLDER} role="status" aria-label="Loading the mortgage calculator" />}
    </section>
  );
}
