import { describe, expect, test } from 'vitest';
import { APPLICATION_MESSAGES as M } from './application-messages';
import { applicationDecisionSchema, applicationSchema } from './application-schema';
import { BLANK_SAMPLES } from './text';

const AGENCY = { type: 'agency', companyName: 'Sunrise Realty', agencyName: '', licence: 'RE-10442', phone: '+1 (512) 555-0142', bio: 'Austin homes since 2009.', logo: '' };

const messagesOf = (value: unknown) => {
  const result = applicationSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('applicationSchema', () => {
  test('takes a complete application, trimmed', () => {
    expect(applicationSchema.parse({ ...AGENCY, companyName: '  Sunrise Realty ' })).toEqual(AGENCY);
  });

  test('a developer and an agency name their company; an agent need not', () => {
    expect(messagesOf({ ...AGENCY, companyName: '' })).toEqual([M.companyNameRequired]);
    expect(messagesOf({ ...AGENCY, type: 'developer', companyName: '\u200B' })).toEqual([M.companyNameRequired]);
    expect(messagesOf({ ...AGENCY, type: 'agent', companyName: '' })).toEqual([]);
  });

  test('only an agent keeps the agency they work for', () => {
    expect(applicationSchema.parse({ ...AGENCY, type: 'agent', agencyName: 'Sunrise Realty' }).agencyName).toBe('Sunrise Realty');
    expect(applicationSchema.parse({ ...AGENCY, agencyName: 'Another' }).agencyName).toBe('');
  });

  test.each(BLANK_SAMPLES)('a blank licence, phone or bio is refused (%j)', (blank) => {
    expect(messagesOf({ ...AGENCY, licence: blank, phone: blank, bio: blank })).toEqual([M.licenceRequired, M.phoneRequired, M.bioRequired]);
  });

  test.each(['555', 'call me', '+1 512 555 0142 ext', '-5125550142', '5'.repeat(31)])('refuses the phone %j', (phone) => {
    expect(messagesOf({ ...AGENCY, phone }).length).toBe(1);
  });

  test('refuses a logo that was not uploaded here, an unknown type and overlong text', () => {
    expect(messagesOf({ ...AGENCY, logo: 'javascript:alert(1)' })).toHaveLength(1);
    expect(messagesOf({ ...AGENCY, type: 'admin' })).toHaveLength(1);
    expect(messagesOf({ ...AGENCY, bio: 'x'.repeat(1001) })).toEqual([M.tooLong(1000)]);
  });
});

describe('applicationDecisionSchema', () => {
  test('an approval needs no reason; a rejection does', () => {
    expect(applicationDecisionSchema.parse({ outcome: 'approved' })).toEqual({ outcome: 'approved', reason: '' });
    expect(applicationDecisionSchema.safeParse({ outcome: 'rejected', reason: ' ' }).error?.issues[0]?.message).toBe(M.reasonRequired);
    expect(applicationDecisionSchema.parse({ outcome: 'rejected', reason: 'Licence not found in the state register.' }).reason).toBe('Licence not found in the state register.');
  });

  test('refuses any other field or outcome', () => {
    expect(applicationDecisionSchema.safeParse({ outcome: 'approved', role: 'admin' }).success).toBe(false);
    expect(applicationDecisionSchema.safeParse({ outcome: 'pending' }).success).toBe(false);
  });
});
