import { css } from 'styled-system/css';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { loginSchema } from '@homehaven/domain/validation';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { ensureUserDoc } from '../../lib/auth/user-doc';
import { notifyAuth } from '../../lib/toast';
import { useSubmit } from '../../lib/use-submit';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../components/static/button-style';
import { BusyContent } from '../../components/static/busy-content';
import { TextLink } from '../../components/static/links';
import { useCredentials } from './api/use-credentials';
import { useReturnPath } from './api/use-return-path';
import { AuthCard } from './components/auth-card';
import { CredentialFields } from './components/credential-fields';
import { FormAlert } from './components/form-alert';
import { GoogleButton } from './components/google-button';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const FORGOT_ROW = css({ textAlign: 'right', mt: '-2' });
const FORGOT = css({ fontSize: 'sm', color: 'teal.fg', _hover: { textDecoration: 'underline' } });
const STRONG = css({ fontWeight: 'semibold' });
const SUBMIT = buttonClass({ palette: 'teal', className: css({ w: 'full' }) });
const FULL = css({ w: 'full' });

/** Login screen: e-mail and password, or Google; returns to the remembered page. */
export function LoginPage() {
  const { loginHandle } = useAuth();
  const navigate = useNavigate();
  // Before the app has started, a press of the button must not submit the form natively (a reload).
  const hydrated = useHydrated();
  const returnTo = useReturnPath();
  const form = useCredentials();
  const done = () => void navigate(returnTo, { replace: true });

  const { onSubmit, error, busy } = useSubmit(async () => {
    const credentials = form.validate(loginSchema);
    if (!credentials) return;
    const { user } = await loginHandle(credentials.email, credentials.password);
    // Accounts made elsewhere (admin tools, older data) get their profile on first sign-in.
    await ensureUserDoc(user).catch((failure: unknown) => console.error('user doc', failure));
    notifyAuth(MESSAGES.auth.loginSuccess);
    done();
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to continue to HomeHaven"
      alternative={<GoogleButton label="Continue with Google" successMessage={MESSAGES.auth.loginSuccessGoogle} onSignedIn={done} className={FULL} />}
      footer={
        <>
          New here?{' '}
          <TextLink to={paths.register.href()} className={STRONG}>
            Create an account
          </TextLink>
        </>
      }
    >
      {/* noValidate: the product's own messages show inline instead of the browser's bubbles. */}
      <form noValidate onSubmit={onSubmit} className={FORM}>
        <CredentialFields form={form} />
        <div className={FORGOT_ROW}>
          <TextLink to={paths.forgotPassword.href()} className={FORGOT}>
            Forgot Password?
          </TextLink>
        </div>
        <FormAlert message={error} />
        <button type={hydrated ? 'submit' : 'button'} className={SUBMIT} disabled={busy} aria-busy={busy}>
          <BusyContent busy={busy}>Login</BusyContent>
        </button>
      </form>
    </AuthCard>
  );
}
