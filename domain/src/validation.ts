import { z } from 'zod';
import { optionalText, requiredText } from './text';
import { PASSWORD_MIN_LENGTH, RATING, TEXT_LIMITS } from './constants';
import { exceedsCardLimit } from './card-limit';
import { priceBounds } from './format';
import { MESSAGES } from './messages';
import { parsePrice, readAmount } from './price-text';

/**
 * The first failing password rule's message, or null when the password passes (docs/product.md §12
 * Validation: uppercase, then lowercase, then length; only the first failure shows).
 */
export function passwordProblem(password: string): string | null {
  if (!/[A-Z]/.test(password)) return MESSAGES.password.uppercase;
  if (!/[a-z]/.test(password)) return MESSAGES.password.lowercase;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.password.minLength;
  return null;
}

/** A deliberately plain e-mail shape check (the identity provider has the final word). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with an e-mail field, or null. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return MESSAGES.auth.emailRequired;
  if (email.length > TEXT_LIMITS.email || !EMAIL_SHAPE.test(email.trim())) return MESSAGES.auth.emailInvalid;
  return null;
}

/** Login form (web/src/features/auth): e-mail and password required, password rules as on register. */
export const loginSchema = z.object({
  email: z.string().superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  password: z.string().superRefine((value, ctx) => {
    const problem = value === '' ? MESSAGES.auth.passwordRequired : passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** "Forgot Password?" form: the e-mail address alone. */
export const passwordResetRequestSchema = loginSchema.pick({ email: true });

/** A new password from a reset link: the product's password rules, typed twice alike. */
export const newPasswordSchema = z
  .object({ password: loginSchema.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: MESSAGES.passwordReset.mismatch, path: ['confirm'] });

/** Register form: as login, plus an optional display name (trimmed; the photo is a file the intake checks). */
export const registerSchema = loginSchema.extend({
  name: optionalText(TEXT_LIMITS.name),
});

/** Values of the register form. */
export type RegisterInput = z.infer<typeof registerSchema>;
/** Values of the login form. */
export type LoginInput = z.infer<typeof loginSchema>;

/** Edit profile form: unlike on register, the name is required (trimmed); a new photo is a file the intake checks. */
export const profileFormSchema = z.object({
  name: requiredText(TEXT_LIMITS.name),
});

/** Review form (docs/product.md §12 Validation): a comment is required; the rating is a whole 1-5 star count, 5 by default. */
export const reviewSchema = z.object({
  rating: z.number().int().min(RATING.min).max(RATING.max),
  comment: requiredText(TEXT_LIMITS.comment, { required: MESSAGES.review.commentRequired, tooLong: MESSAGES.review.commentTooLong }),
});

/** Values of the review form. */
export type ReviewInput = z.infer<typeof reviewSchema>;

/** "Offer must be between {min} and {max}" when `amount` is outside the listing's two prices (inclusive, whichever is lower), else null: the offer form and the facade's `POST /makeOffer`. */
export function offerRangeProblem(amount: number, minimumPrice: number, maximumPrice: number): string | null {
  const { low, high } = priceBounds(minimumPrice, maximumPrice);
  return amount >= low && amount <= high ? null : MESSAGES.offer.outOfRange(low, high);
}

/**
 * The offer amount typed on the offer page, checked as docs/product.md §7.2 Offers says: required, a number
 * between the lower and the higher of the listing's two prices inclusive, else "Offer must be between
 * {min} and {max}" (so "abc", "-5", "1e309" and anything else that is not an amount as price-text.ts
 * reads it get that message too). Beyond the price bounds, because the offer is paid by card: whole
 * cents, and at most Stripe's $999,999.99 (docs/architecture.md §6 Listing rules).
 */
export function offerAmountProblem(text: string, minimumPrice: number, maximumPrice: number): string | null {
  const read = readAmount(text);
  if (read.kind === 'empty') return MESSAGES.offer.required;
  // NaN is in no range: text that is not an amount gets the range's message.
  const amount = read.kind === 'amount' ? read.amount : Number.NaN;
  const outside = offerRangeProblem(amount, minimumPrice, maximumPrice);
  if (outside !== null) return outside;
  if (read.kind === 'amount' && !read.wholeCents) return MESSAGES.offer.cents;
  return exceedsCardLimit(amount) ? MESSAGES.paymentApi.amountTooLarge : null;
}

/** The amount of an offer that passed {@link offerAmountProblem}, as a number of dollars (NaN for text that would not pass). */
export function parseOfferAmount(text: string): number {
  return parsePrice(text) ?? Number.NaN;
}
