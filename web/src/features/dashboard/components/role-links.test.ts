import { describe, expect, it } from 'vitest';
import { ROLES } from '@homehaven/domain/roles';
import { ROLE_LINKS } from './role-links';

describe("ROLE_LINKS (the sidebar shows only the role's links)", () => {
  it('gives fraud users no links', () => {
    expect(ROLE_LINKS.fraud).toEqual([]);
  });
  it('never shares a link between roles', () => {
    const all = ROLES.flatMap((role) => ROLE_LINKS[role].map((link) => link.to));
    expect(new Set(all).size).toBe(all.length);
  });
  it('keeps every link under /dashboard', () => {
    for (const role of ROLES) for (const link of ROLE_LINKS[role]) expect(link.to).toMatch(/^\/dashboard\//);
  });
});
