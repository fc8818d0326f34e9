import { z } from 'zod';
import { optionalText, requiredText } from './text-fields';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from './constants';
import { MESSAGES } from './messages';

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

/** An e-mail address field: the product's own messages (login, register, an agency's invitation). */
export const emailSchema = z.string().superRefine((value, ctx) => {
  const problem = emailProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Login form (web/src/features/auth): e-mail and password required, password rules as on register. */
export const loginSchema = z.object({
  email: emailSchema,
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
