import { useEffect, useState } from 'react';
import { PRICING_PATH, type PricingAnswer } from '@homehaven/domain/pricing';
import { renderedAnswer } from '../listings/rendered-first-page';
import { getPublic } from '../public-api';

/** The Pricing page's plans: loading, failed, or the facade's answer. */
export type PricingState = { status: 'loading' } | { status: 'error' } | { status: 'success'; pricing: PricingAnswer };

const LOADING: PricingState = { status: 'loading' };

/** The answer the page's HTML was rendered from, or loading when it carries none (the template a failed render answers). */
function initialState(): PricingState {
  const rendered = renderedAnswer(PRICING_PATH);
  return rendered?.answer ? { status: 'success', pricing: rendered.answer as PricingAnswer } : LOADING;
}

/**
 * The plans on sale (docs/plans.md "The Pricing page"): from the answer the page was rendered with
 * (no request), else read through the facade (`GET /plans`); `retry` reads a failed answer again.
 * Not live: plans change seldom, and a visitor reloading sees the change.
 */
export function usePricing(): { state: PricingState; retry: () => void } {
  const [state, setState] = useState<PricingState>(initialState);
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!loading) return undefined;
    const controller = new AbortController();
    getPublic(PRICING_PATH, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState(answer === null ? { status: 'error' } : { status: 'success', pricing: answer as PricingAnswer });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('the plans could not be read', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [loading]);

  return { state, retry: () => setState(LOADING) };
}
