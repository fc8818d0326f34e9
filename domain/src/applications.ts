import type { Role } from './roles';
import type { ProfessionalType } from './account-types';

/**
 * Professional accounts (docs/accounts.md): who may apply, what an application holds, how its status
 * moves, and what an approval makes of the account.
 */

export { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, PROFESSIONAL_TYPES, isProfessionalType, type AccountType, type ProfessionalType } from './account-types';

/**
 * An application's life: a draft waits for its e-mail address to be verified; pending is in the
 * admins' queue; approved and rejected are the admin's decision. A rejected application may be
 * corrected and sent again; an approved one is closed.
 */
export const APPLICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An admin's decision on an application. */
export const APPLICATION_OUTCOMES = ['approved', 'rejected'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];

/** Text limits of an application's fields (the form, the rules and the facade). */
export const APPLICATION_LIMITS = { companyName: 100, agencyName: 100, licence: 50, phone: 30, bio: 1000, reason: 500 } as const;

/** The fields an applicant writes. */
export interface ApplicationContent {
  type: ProfessionalType;
  /** The company's or agency's name: required of a developer and an agency, blank for an agent. */
  companyName: string;
  /** The agency an agent works for, as they name it (blank when none, and for the other types). */
  agencyName: string;
  licence: string;
  phone: string;
  bio: string;
  /** A logo or photo (an uploaded picture's address), or blank. */
  logo: string;
}

/** The last decision on an application, as functions write it. */
export interface ApplicationDecision<Time = unknown> {
  outcome: ApplicationOutcome;
  /** Why (required for a rejection, blank for an approval). */
  reason: string;
  byUid: string;
  byName: string;
  at: Time;
}

/**
 * `applications/{uid}`: one per account (its id is the applicant's uid, so sending it again replaces
 * it rather than adding one). The applicant writes content, status draft or pending, submittedAt and
 * submissions; only functions write decision and the approved or rejected status.
 */
export interface ApplicationDoc<Time = unknown> extends ApplicationContent {
  /** The applicant's name and e-mail address, as the admins' queue shows them. */
  name: string;
  email: string;
  status: ApplicationStatus;
  /** When it was last written by its applicant (sent, or kept as a draft). */
  submittedAt: Time;
  /** How many times the applicant has written it: one more on each write. */
  submissions: number;
  decision?: ApplicationDecision<Time>;
}

/** `applications/{uid}/decisions/{autoId}`: every decision kept, with what was decided on. */
export interface ApplicationDecisionDoc<Time = unknown> extends ApplicationDecision<Time> {
  type: ProfessionalType;
  companyName: string;
}

/** How many times an applicant may write their application (drafts included): far above any honest need. */
export const MAX_APPLICATION_SUBMISSIONS = 20;

/** Statuses from which the applicant may write it again. */
export const APPLICANT_EDITABLE: readonly ApplicationStatus[] = ['draft', 'rejected'];

/** Whether a person in `role` may apply (buyers only: agents made by an admin and admins need not). */
export const mayApply = (role: Role | null): boolean => role === 'user';

/** The role an approval gives a person of `role`, or null when it must not be approved (fraud, admin). */
export function roleAfterApproval(role: Role | null): Role | null {
  return role === 'user' || role === 'agent' ? 'agent' : null;
}

/**
 * A phone number as typed: an optional +, then digits, spaces, brackets and dashes, starting and
 * ending with a digit. firestore.rules holds the same text.
 */
export const PHONE_PATTERN = '^[+]?[0-9][0-9 ()-]{3,28}[0-9]$';

/** Whether a type's application must name its company (developers and agencies do). */
export const needsCompanyName = (type: ProfessionalType): boolean => type !== 'agent';

/** `notifications/{autoId}` of type `application`: the applicant hears of the decision on the bell. */
export interface ApplicationNotificationDoc<Time = unknown> {
  userUid: string;
  type: 'application';
  outcome: ApplicationOutcome;
  applicationType: ProfessionalType;
  reason: string;
  read: boolean;
  createdAt: Time;
}
