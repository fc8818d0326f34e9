/**
 * Account types (docs/accounts.md): what a person registers as. Apart from applications.ts so that
 * Register, a public page within its script budget, takes only these few words.
 */

/** What a professional applies as: an agent, a developer (a builder selling new homes) or an agency. */
export const PROFESSIONAL_TYPES = ['agent', 'developer', 'agency'] as const;
export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

/** What a person registers as: a buyer is live at once; the others apply. */
export const ACCOUNT_TYPES = ['buyer', ...PROFESSIONAL_TYPES] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** How an account type reads on screens ("Developer" on a developer's listings). */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { buyer: 'Buyer', agent: 'Agent', developer: 'Developer', agency: 'Agency' };

/** Register's question (buyers are live at once; the others apply, docs/accounts.md "Applying"). */
export const JOIN_AS_LABEL = 'I am joining as';

/** Whether `value` names an account type (a value read from outside). */
export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** Whether `value` names a professional type (values read from outside: a query string, a document). */
export function isProfessionalType(value: unknown): value is ProfessionalType {
  return typeof value === 'string' && (PROFESSIONAL_TYPES as readonly string[]).includes(value);
}
