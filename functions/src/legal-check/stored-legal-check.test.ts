import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { legalCheckOf } from './stored-legal-check';

describe('legalCheckOf', () => {
  it('reads a stored check, dropping fields it does not know', () => {
    const checkedAt = Timestamp.fromMillis(1_700_000_000_000);
    expect(legalCheckOf({ status: 'failed', revision: 4, documentCount: 2, checkedAt, note: 'No seal.' })).toEqual({ status: 'failed', revision: 4, documentCount: 2, checkedAt });
    expect(legalCheckOf({ status: 'pending', revision: 1, documentCount: 1, checkedAt: null })).toEqual({ status: 'pending', revision: 1, documentCount: 1, checkedAt: null });
  });

  it('reads a checkedAt that is no Timestamp as null', () => {
    expect(legalCheckOf({ status: 'passed', revision: 2, documentCount: 1, checkedAt: 'yesterday' })?.checkedAt).toBeNull();
    expect(legalCheckOf({ status: 'passed', revision: 2, documentCount: 1 })?.checkedAt).toBeNull();
  });

  it('answers null for no check, or one it cannot read', () => {
    for (const stored of [
      undefined,
      null,
      'passed',
      [],
      {},
      { status: 'verified', revision: 1, documentCount: 1 },
      { status: 'passed', revision: '1', documentCount: 1 },
      { status: 'passed', revision: 1.5, documentCount: 1 },
      { status: 'passed', revision: 1, documentCount: -1 },
      { status: 'passed', revision: 1, documentCount: Number.NaN },
      { status: 'passed', revision: 1 },
    ])
      expect(legalCheckOf(stored), JSON.stringify(stored)).toBeNull();
  });
});
