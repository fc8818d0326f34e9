import { z } from 'zod';
import { APPLICATION_MESSAGES as M } from './application-messages';
import { APPLICATION_LIMITS as LIMITS, APPLICATION_OUTCOMES, PHONE_PATTERN, PROFESSIONAL_TYPES, needsCompanyName } from './applications';
import { productImageAddressSchema } from './image-address-schema';
import { optionalText, requiredText } from './text-fields';

const PHONE = new RegExp(PHONE_PATTERN);

/**
 * An application's content as the form sends it (docs/accounts.md "Applying"): trimmed, bounded, the
 * company named by developers and agencies, an agency named only by agents, a logo only if uploaded
 * here. firestore.rules checks the same shape.
 */
export const applicationSchema = z
  .object({
    type: z.enum(PROFESSIONAL_TYPES),
    companyName: optionalText(LIMITS.companyName, M.tooLong(LIMITS.companyName)),
    agencyName: optionalText(LIMITS.agencyName, M.tooLong(LIMITS.agencyName)),
    licence: requiredText(LIMITS.licence, { required: M.licenceRequired, tooLong: M.tooLong(LIMITS.licence) }),
    phone: requiredText(LIMITS.phone, { required: M.phoneRequired, tooLong: M.tooLong(LIMITS.phone) })
      // One message at a time: the shape is judged once the field is neither blank nor too long.
      .refine((phone) => phone === '' || phone.length > LIMITS.phone || PHONE.test(phone), M.phoneInvalid),
    bio: requiredText(LIMITS.bio, { required: M.bioRequired, tooLong: M.tooLong(LIMITS.bio) }),
    logo: z.union([z.literal(''), productImageAddressSchema]),
  })
  .superRefine((value, ctx) => {
    if (needsCompanyName(value.type) && value.companyName === '') ctx.addIssue({ code: 'custom', path: ['companyName'], message: M.companyNameRequired });
  })
  // Only an agent names an agency they work for; the others' field is dropped.
  .transform((value) => ({ ...value, agencyName: value.type === 'agent' ? value.agencyName : '' }));

/** The form's values. */
export type ApplicationForm = z.input<typeof applicationSchema>;
/** What is stored. */
export type ApplicationValues = z.output<typeof applicationSchema>;

/** An admin's decision: approve, or reject with a reason. */
export const applicationDecisionSchema = z
  .strictObject({
    outcome: z.enum(APPLICATION_OUTCOMES),
    reason: optionalText(LIMITS.reason, M.reasonTooLong).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'rejected' && value.reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonRequired });
  });
