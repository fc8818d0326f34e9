import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, RATING, TEXT_LIMITS } from './constants';
import { MESSAGES } from './messages';

/**
 * The first failing password rule's message, or null when the password passes (spec section 5:
 * uppercase, then lowercase, then length; only the first failure shows).
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

/** Login form: e-mail and password required, password rules as on register. */
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

/** Register form: as login, plus an optional display name. */
export const registerSchema = loginSchema.extend({
  name: z.string().trim().max(TEXT_LIMITS.name),
});

/** Values of the register form. */
export type RegisterInput = z.infer<typeof registerSchema>;
/** Values of the login form. */
export type LoginInput = z.infer<typeof loginSchema>;

/** Profile edits a user may make to their own document: name and image only. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(TEXT_LIMITS.name),
    image: z.url().max(TEXT_LIMITS.url),
  })
  .partial()
  .strict();

/** Review form (spec section 5): a comment is required; the rating is a whole 1-5 star count, 5 by default. */
export const reviewSchema = z.object({
  rating: z.number().int().min(RATING.min).max(RATING.max),
  comment: z.string().trim().min(1, MESSAGES.review.commentRequired).max(TEXT_LIMITS.comment, MESSAGES.review.commentTooLong),
});

/** Values of the review form. */
export type ReviewInput = z.infer<typeof reviewSchema>;
