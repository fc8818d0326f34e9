import { useState } from 'react';
import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { passwordResetRequestSchema } from '@homehaven/domain/validation';
import { paths } from '../../config/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { useSubmit } from '../../lib/use-submit';
import { buttonClass } from '../../components/static/button-style';
import { BusyContent } from '../../components/static/busy-content';
import { TextLink } from '../../components/static/links';
import { Alert } from '../../components/ui/alert';
import { FormField } from '../../components/ui/form-field';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-alert';
import { requestPasswordReset } from './api/request-password-reset';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const SUBMIT = buttonClass({ palette: 'teal', className: css({ w: 'full' }) });
const STRONG = css({ fontWeight: 'semibold' });
const T = MESSAGES.passwordReset;

/**
 * "Forgot Password?" (docs/product.md §5.4 Sign-in and registration): the e-mail address a reset link goes to. The
 * answer is the same whether or not an account uses it, and the form stays for another try.
 */
export function ForgotPasswordPage() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { onSubmit, error, busy } = useSubmit(async () => {
    setSentTo(null);
    const checked = passwordResetRequestSchema.safeParse({ email });
    setProblem(checked.error?.issues[0]?.message ?? null);
    if (!checked.success) return;
    await requestPasswordReset(checked.data.email);
    setSentTo(checked.data.email);
  });

  return (
    <AuthCard
      title={T.requestTitle}
      subtitle={T.requestSubtitle}
      footer={
        <>
          Remembered it?{' '}
          <TextLink to={paths.login.href()} className={STRONG}>
            Back to login
          </TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className={FORM}>
        <FormField label="Email" type="email" name="email" autoComplete="email" placeholder="you@example.com" required value={email} onChange={(e) => setEmail(e.target.value)} error={problem} />
        <FormAlert message={error} />
        {/* A live region, there from the start, so the answer is read out when it comes. */}
        <div aria-live="polite">
          {sentTo ? (
            <Alert status="success" data-testid="reset-sent">
              {T.sent}
            </Alert>
          ) : null}
        </div>
        <button type={hydrated ? 'submit' : 'button'} className={SUBMIT} disabled={busy} aria-busy={busy}>
          <BusyContent busy={busy}>{T.send}</BusyContent>
        </button>
      </form>
    </AuthCard>
  );
}
