import { useState } from 'react';
import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { newPasswordSchema } from '@homehaven/domain/validation';
import { useSubmit } from '../../../lib/use-submit';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { FormAlert } from './form-alert';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const FULL = css({ w: 'full' });
const T = MESSAGES.passwordReset;

/** The new password, twice, under the product's password rules; `save` stores it (and may throw a message). */
export function NewPasswordForm({ save }: { save: (password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password: string | null; confirm: string | null }>({ password: null, confirm: null });

  const { onSubmit, error, busy } = useSubmit(async () => {
    const checked = newPasswordSchema.safeParse({ password, confirm });
    const problemOf = (field: 'password' | 'confirm') => checked.error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;
    setProblems({ password: problemOf('password'), confirm: problemOf('confirm') });
    if (checked.success) await save(checked.data.password);
  });

  return (
    <form noValidate onSubmit={onSubmit} className={FORM}>
      <FormField label={T.newPassword} type="password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} error={problems.password} />
      <FormField label={T.confirmPassword} type="password" name="confirm" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} error={problems.confirm} />
      <FormAlert message={error} />
      <Button type="submit" palette="teal" className={FULL} loading={busy}>
        {T.save}
      </Button>
    </form>
  );
}
