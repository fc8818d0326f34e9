import { useRef, useState } from 'react';
import { FEATURE_MESSAGES } from '@homehaven/domain/featured-listings';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toast';
import { featureFromPlan } from './feature-api';

/**
 * Features a listing from its plan (docs/plans.md "Featured listings"): one request at a time; the
 * live list then shows it featured (and the dialog closes by itself). A refusal keeps the server's
 * reason (the ways out) for the dialog to show.
 */
export function useFeatureFromPlan(listingId: string) {
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const running = useRef(false);
  const run = async (): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setState({ busy: true, problem: null });
    try {
      const answer = await featureFromPlan(listingId);
      notifySuccess(answer.message || FEATURE_MESSAGES.featured);
      setState({ busy: false, problem: null });
    } catch (error) {
      console.error('feature from plan', error);
      setState({ busy: false, problem: error instanceof ApiError && error.status === 409 && error.message ? error.message : FEATURE_MESSAGES.failed });
    } finally {
      running.current = false;
    }
  };
  return { ...state, run: () => void run() };
}
