import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES, ROLES, canChangeRole, isRole } from './roles';

describe('canChangeRole (docs/product.md §11.3 Role changes)', () => {
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

  it('counts every role but fraud as a member in good standing', () => {
    expect([...MEMBER_ROLES].sort()).toEqual(ROLES.filter((role) => role !== 'fraud').sort());
  });
});
