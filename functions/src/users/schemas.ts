import { z } from 'zod';
import { ROLES } from '@homehaven/domain/roles';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { textSchema } from '../http/parse';

/** `POST /userInfo` `{name, email, image}`: name and image may be empty (register does not require them); email must be the caller's. */
export const userInfoSchema = z.strictObject({
  name: textSchema(TEXT_LIMITS.name, { optional: true }).default(''),
  email: z.string().min(1).max(TEXT_LIMITS.email),
  image: textSchema(TEXT_LIMITS.url, { optional: true }).default(''),
});

/** `PATCH /user/roll/{email}` `{roll}`. */
export const roleChangeSchema = z.strictObject({ roll: z.enum(ROLES) });
