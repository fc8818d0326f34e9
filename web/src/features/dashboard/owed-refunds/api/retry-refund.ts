import { useRef, useState } from 'react';
import { REFUND_MESSAGES } from '@homehaven/domain/offer-messages';
import type { RefundStatus } from '@homehaven/domain/refunds';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { messageOf } from '../../../../lib/errors';
import { notifyError, notifyInfo, notifySuccess } from '../../../../lib/toast';

/** What `POST /refunds/{id}/retry` answers: the record as it now stands (the fields this screen reads). */
export interface RetriedRefund {
  status: RefundStatus;
  lastError: string | null;
}

/** `POST /refunds/{paymentIntentId}/retry` (admins): attempts the refund now (docs/payments.md). */
export function retryRefund(paymentIntentId: string): Promise<RetriedRefund> {
  return apiFetch<RetriedRefund>(`/refunds/${encodeURIComponent(paymentIntentId)}/retry`, { method: 'POST' });
}

/**
 * Retry now for one refund: running while the call is out (a second click does nothing), then a toast
 * saying whether the money went back. An already refunded payment (409) is news, not a failure.
 */
export function useRetryRefund(paymentIntentId: string) {
  const [running, setRunning] = useState(false);
  // The disabled button only renders after the click; the ref stops a second click in the same frame.
  const inFlight = useRef(false);

  const retry = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      const answer = await retryRefund(paymentIntentId);
      if (answer.status === 'refunded') notifySuccess(REFUND_MESSAGES.retried);
      else notifyError(answer.lastError ? `${REFUND_MESSAGES.stillFailing} (${answer.lastError})` : REFUND_MESSAGES.stillFailing);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        notifyInfo(error.message);
      } else {
        console.error('retry refund', error);
        notifyError(messageOf(error, REFUND_MESSAGES.retryFailed));
      }
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return { retry, running };
}
