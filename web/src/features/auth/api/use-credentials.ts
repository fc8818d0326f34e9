import { useState } from 'react';
import { MESSAGES } from '@homehaven/domain/messages';
import { emailProblem, passwordProblem } from '@homehaven/domain/validation';

/** Inline problems of the e-mail and password fields. */
export interface CredentialErrors {
  email: string | null;
  password: string | null;
}

/**
 * E-mail and password form state with spec section 5's checks: both required, and only the first
 * failing password rule (uppercase, lowercase, length) shows.
 */
export function useCredentials() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({ email: null, password: null });

  /** Checks both fields, shows their problems, and says whether the form may be sent. */
  const validate = (): boolean => {
    const next: CredentialErrors = {
      email: emailProblem(email),
      password: password === '' ? MESSAGES.auth.passwordRequired : passwordProblem(password),
    };
    setErrors(next);
    return !next.email && !next.password;
  };

  return { email, setEmail, password, setPassword, errors, validate };
}
