import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { css } from 'styled-system/css';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { emailSchema } from '@homehaven/domain/validation';
import { messageOf } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { FormField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { inviteAgent } from '../api/agency-api';

const FORM = css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' });
const FIELD = css({ flex: '1', minW: '60' });

const inviteSchema = z.object({
  email: z
    .string()
    .transform((email) => email.trim())
    .pipe(emailSchema),
});

/** Invite an agent by e-mail: the facade sends the link (docs/accounts.md "Agencies"). */
export function InviteForm() {
  const form = useForm<{ email: string }>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await inviteAgent(email);
      notifySuccess(M.invited);
      form.reset();
    } catch (error) {
      notifyError(messageOf(error, M.inviteFailed));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={FORM} aria-label={M.invite}>
      <div className={FIELD}>
        <FormField label={M.inviteEmail} type="email" autoComplete="off" maxLength={TEXT_LIMITS.email} error={form.formState.errors.email?.message} {...form.register('email')} />
      </div>
      <Button type="submit" palette="teal" loading={form.formState.isSubmitting}>
        {M.sendInvitation}
      </Button>
    </form>
  );
}
