import { FormField } from '../../../components/ui/form-field';
import type { useCredentials } from '../api/use-credentials';

/** The e-mail and password inputs of login and register, with their inline errors. */
export function CredentialFields({ form, isNew = false }: { form: ReturnType<typeof useCredentials>; isNew?: boolean }) {
  return (
    <>
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={form.email}
        onChange={(e) => form.setEmail(e.target.value)}
        error={form.errors.email}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        placeholder="Your password"
        required
        value={form.password}
        onChange={(e) => form.setPassword(e.target.value)}
        error={form.errors.password}
      />
    </>
  );
}
