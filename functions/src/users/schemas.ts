import { z } from 'zod';
import { ROLES } from '@homehaven/domain/roles';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { profileImageAddressSchema } from '@homehaven/domain/image-address-schema';
import { textSchema } from '../http/parse';

/** `POST /userInfo` `{name, email, image}`: name and image may be empty (register does not require them), image a profile picture's address; email must be the caller's. */
export const userInfoSchema = z.strictObject({
  name: textSchema(TEXT_LIMITS.name, { optional: true }).default(''),
  email: z.string().min(1).max(TEXT_LIMITS.email),
  image: profileImageAddressSchema.default(''),
});

/** `PATCH /user/roll/{email}` `{roll}`. */
export const roleChangeSchema = z.strictObject({ roll: z.enum(ROLES) });
