import { describe, expect, it } from 'vitest';
import { canChangeRole, isRole } from './roles';

describe('canChangeRole (spec section 4)', () => {
  it.each([
    ['user', 'admin', true],
    ['user', 'agent', true],
    ['agent', 'admin', true],
    ['admin', 'agent', true],
    ['agent', 'fraud', true],
    ['user', 'fraud', false],
    ['admin', 'fraud', false],
    ['admin', 'admin', false],
    ['agent', 'agent', false],
    ['fraud', 'user', false],
    ['fraud', 'agent', false],
    ['agent', 'user', false],
  ] as const)('%s -> %s is %s', (from, to, allowed) => {
    expect(canChangeRole(from, to)).toBe(allowed);
  });

  it('recognises only the four roles', () => {
    expect(isRole('agent')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
