import { useState } from 'react';
import type { z } from 'zod';
import type { LoginInput } from '@homehaven/domain/validation';

/** Inline problems of the e-mail and password fields. */
export interface CredentialErrors {
  email: string | null;
  password: string | null;
}

/**
 * E-mail and password form state, checked by the form's own schema (loginSchema or registerSchema,
 * domain/src/validation.ts): both required, and only the first failing password rule (uppercase,
 * lowercase, length) shows.
 */
export function useCredentials() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({ email: null, password: null });

  /**
   * Checks these fields, with the form's other values (register's name), against `schema`; shows the
   * e-mail and password problems; answers the checked values, or null when the form may not be sent.
   */
  const validate = <Values extends LoginInput>(schema: z.ZodType<Values>, others: object = {}): Values | null => {
    const result = schema.safeParse({ ...others, email, password });
    const problemOf = (field: keyof CredentialErrors): string | null => result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;
    setErrors({ email: problemOf('email'), password: problemOf('password') });
    return result.success ? result.data : null;
  };

  return { email, setEmail, password, setPassword, errors, validate };
}
