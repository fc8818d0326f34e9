import { describe, expect, it } from 'vitest';
import { verdictFields } from './verdict';

describe('verdictFields', () => {
  it('writes the verdict, isVerified following it, and the judged updatedAt as given (either SDK’s timestamp)', () => {
    const judged = { seconds: 1_700_000_000, nanoseconds: 5 };
    expect(verdictFields('verified', judged)).toStrictEqual({ status: 'verified', isVerified: true, judgedUpdatedAt: judged });
    expect(verdictFields('rejected', judged)).toStrictEqual({ status: 'rejected', isVerified: false, judgedUpdatedAt: judged });
  });

  it('writes exactly the three fields firestore.rules `isValidVerdict` lets an admin change', () => {
    expect(Object.keys(verdictFields('verified', null)).sort()).toEqual(['isVerified', 'judgedUpdatedAt', 'status']);
  });
});
