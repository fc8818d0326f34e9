import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { emailProblem, loginSchema, passwordProblem } from './validation';

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
