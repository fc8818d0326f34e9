import type { Verdict } from './statuses';

/**
 * What an admin's verdict on a pending listing writes, and nothing else (firestore.rules
 * `isValidVerdict`): the status, `isVerified` following it, and the `updatedAt` of the content the
 * admin judged, so a verdict on content the agent has changed since is refused (docs/security-rules.md).
 * `T` is the timestamp type of the SDK that writes it: the web SDK's in Manage properties, the Admin
 * SDK's in the facade's `PATCH /properties/{id}`.
 */
export interface VerdictFields<T> {
  readonly status: Verdict;
  readonly isVerified: boolean;
  readonly judgedUpdatedAt: T;
}

/** The fields of an admin's verdict on the content last updated at `judgedUpdatedAt`. */
export function verdictFields<T>(verdict: Verdict, judgedUpdatedAt: T): VerdictFields<T> {
  return { status: verdict, isVerified: verdict === 'verified', judgedUpdatedAt };
}
