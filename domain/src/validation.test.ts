import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { OFFER_MESSAGES, PAYMENT_API_MESSAGES } from './offer-messages';
import { REVIEW_MESSAGES } from './review-messages';
import { emailProblem, loginSchema, newPasswordSchema, passwordProblem, passwordResetRequestSchema, registerSchema } from './validation';
import { offerAmountProblem, offerRangeProblem, parseOfferAmount } from './offer-amount';
import { reviewSchema } from './review-schema';

describe('passwordProblem', () => {
  it.each([
    ['abc', MESSAGES.password.uppercase],
    ['abcdefgh', MESSAGES.password.uppercase],
    ['ABC', MESSAGES.password.lowercase],
    ['ABCDEFGH', MESSAGES.password.lowercase],
    ['Ab', MESSAGES.password.minLength],
    ['Abcde', MESSAGES.password.minLength],
  ])('reports only the first failing rule for %j', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it('accepts a password meeting all three rules, the shortest allowed included', () => {
    expect(passwordProblem('Abcdef')).toBeNull();
    expect(passwordProblem('Secret12')).toBeNull();
  });
});

describe('emailProblem', () => {
  it('requires an e-mail and a plausible shape', () => {
    expect(emailProblem('')).toBe(MESSAGES.auth.emailRequired);
    expect(emailProblem('not-an-email')).toBe(MESSAGES.auth.emailInvalid);
    expect(emailProblem('a@b')).toBe(MESSAGES.auth.emailInvalid);
    expect(emailProblem('buyer@example.com')).toBeNull();
  });
});

describe('loginSchema', () => {
  it('returns the field messages a form shows', () => {
    const result = loginSchema.safeParse({ email: 'x', password: 'abc' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path[0], i.message]);
    expect(messages).toEqual([
      ['email', MESSAGES.auth.emailInvalid],
      ['password', MESSAGES.password.uppercase],
    ]);
  });
});

describe('registerSchema', () => {
  it('checks the credentials as login does, and takes a blank name as none', () => {
    expect(registerSchema.safeParse({ name: 'Sophia', email: '', password: '' }).error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', MESSAGES.auth.emailRequired],
      ['password', MESSAGES.auth.passwordRequired],
    ]);
    expect(registerSchema.parse({ name: '\u00A0Sophia\u200B', email: 'sophia@example.com', password: 'Secret12' }).name).toBe('Sophia');
    expect(registerSchema.parse({ name: ' \u200B ', email: 'sophia@example.com', password: 'Secret12' }).name).toBe('');
  });
});

describe('reviewSchema', () => {
  it('requires a comment with more than spaces', () => {
    const result = reviewSchema.safeParse({ rating: 5, comment: '   ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([REVIEW_MESSAGES.commentRequired]);
  });
  it('accepts whole ratings from 1 to 5 only', () => {
    expect(reviewSchema.safeParse({ rating: 1, comment: 'ok' }).success).toBe(true);
    expect(reviewSchema.safeParse({ rating: 0, comment: 'ok' }).success).toBe(false);
    expect(reviewSchema.safeParse({ rating: 4.5, comment: 'ok' }).success).toBe(false);
    expect(reviewSchema.safeParse({ rating: 6, comment: 'ok' }).success).toBe(false);
  });
  it('trims the comment and bounds its length', () => {
    expect(reviewSchema.parse({ rating: 3, comment: '  fine  ' }).comment).toBe('fine');
    expect(reviewSchema.safeParse({ rating: 3, comment: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.commentTooLong);
  });
});

describe('offerAmountProblem', () => {
  const range = OFFER_MESSAGES.outOfRange(400000, 450000);
  it('accepts an amount between the two prices inclusive, whichever order they were entered in', () => {
    for (const text of ['400000', '450000', '425000.5', '$425,000.50', ' 425000 ']) expect(offerAmountProblem(text, 450000, 400000), text).toBeNull();
    expect(parseOfferAmount('$425,000.50')).toBe(425000.5);
  });
  it('requires the field', () => {
    expect(offerAmountProblem('  ', 400000, 450000)).toBe(OFFER_MESSAGES.required);
  });
  it('answers the required message, lower bound first, for anything else', () => {
    for (const text of ['abc', '-5', '1e309', 'Infinity', '399999.99', '450000.01', '0x61A80', '4 2 5', '4,25,000', '425,000,00', '42,5000']) {
      expect(offerAmountProblem(text, 450000, 400000), text).toBe(range);
    }
  });
  it('wants whole cents, and no more than one card payment can take', () => {
    expect(offerAmountProblem('425000.123', 400000, 450000)).toBe(OFFER_MESSAGES.cents);
    expect(offerAmountProblem('1000000', 900000, 1200000)).toBe(PAYMENT_API_MESSAGES.amountTooLarge);
    expect(offerAmountProblem('999999.99', 900000, 1200000)).toBeNull();
  });
});

describe('offerRangeProblem', () => {
  it('is the offer form’s range check, for the facade’s numbers too: inclusive, lower price first', () => {
    expect(offerRangeProblem(400000, 450000, 400000)).toBeNull();
    expect(offerRangeProblem(450000, 450000, 400000)).toBeNull();
    expect(offerRangeProblem(399999.99, 450000, 400000)).toBe(OFFER_MESSAGES.outOfRange(400000, 450000));
    expect(offerRangeProblem(Number.NaN, 400000, 450000)).toBe(OFFER_MESSAGES.outOfRange(400000, 450000));
  });
});

describe('password reset forms', () => {
  it('asks for an address alone, checked as on login', () => {
    expect(passwordResetRequestSchema.safeParse({ email: 'ana@example.com' }).success).toBe(true);
    expect(passwordResetRequestSchema.safeParse({ email: 'ana' }).error?.issues[0]?.message).toBe(MESSAGES.auth.emailInvalid);
    expect(passwordResetRequestSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(MESSAGES.auth.emailRequired);
  });

  it("takes a new password under the product's rules, typed twice alike", () => {
    expect(newPasswordSchema.safeParse({ password: 'NewSecret1', confirm: 'NewSecret1' }).success).toBe(true);
    expect(newPasswordSchema.safeParse({ password: 'newsecret1', confirm: 'newsecret1' }).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['password', MESSAGES.password.uppercase],
    ]);
    expect(newPasswordSchema.safeParse({ password: 'NewSecret1', confirm: 'NewSecret2' }).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['confirm', MESSAGES.passwordReset.mismatch],
    ]);
    expect(newPasswordSchema.safeParse({ password: '', confirm: '' }).error?.issues[0]?.message).toBe(MESSAGES.auth.passwordRequired);
  });
});
