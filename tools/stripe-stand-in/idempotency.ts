import { stripeErrors } from './errors';

/** An answer as sent: status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** Replays the first answer given to an idempotency key (see {@link idempotentAnswers}). */
export type IdempotentRun = (key: string | undefined, request: string, run: () => Answer) => Answer;

/**
 * Stripe's idempotency (https://docs.stripe.com/api/idempotent_requests): the first answer to a key is
 * saved, errors included, and replayed for the same request; the same key with other parameters is an
 * idempotency_error.
 */
export function idempotentAnswers(): IdempotentRun {
  // Answers are saved as copies, so a replay shows the object as it was then, like Stripe.
  const saved = new Map<string, { request: string; answer: Answer }>();
  return (key: string | undefined, request: string, run: () => Answer): Answer => {
    if (!key) return run();
    const earlier = saved.get(key);
    if (earlier) {
      return earlier.request === request ? earlier.answer : { status: 400, body: { error: stripeErrors.idempotencyMismatch().error } };
    }
    const answer = run();
    saved.set(key, { request, answer: { status: answer.status, body: structuredClone(answer.body) } });
    return answer;
  };
}
