import { useState } from 'react';
import { useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { loadAuth } from '../../lib/firebase/load';
import { Alert } from '../../components/ui/alert';
import { SkeletonText } from '../../components/static/skeleton';
import { TextLink } from '../../components/static/links';
import { AuthCard } from './components/auth-card';
import { NewPasswordForm } from './components/new-password-form';
import { actionLinkOf, useLinkCheck } from './api/use-action-link';
import { authErrorCode } from './api/auth-error-code';

const STRONG = css({ fontWeight: 'semibold' });
const T = MESSAGES.passwordReset;

const toLogin = (
  <TextLink to={paths.login.href()} className={STRONG}>
    Go to login
  </TextLink>
);
const askAgain = (
  <TextLink to={paths.forgotPassword.href()} className={STRONG}>
    {T.askAgain}
  </TextLink>
);

/** While a link is checked: the size of the message or form that follows. */
function Checking() {
  return (
    <div aria-busy="true" role="status" aria-label={T.checking}>
      <SkeletonText lines={3} />
    </div>
  );
}

/** Why a link does not work, and the way on (in the card's footer). */
function LinkInvalid({ message }: { message: string }) {
  return (
    <Alert status="warning" data-testid="link-invalid">
      {message}
    </Alert>
  );
}

/** A password reset link: who it is for, then the new password; expired and used links say so. */
function ResetPassword({ code }: { code: string }) {
  const link = useLinkCheck(code, ({ auth, verifyPasswordResetCode }, oobCode) => verifyPasswordResetCode(auth, oobCode));
  const [changed, setChanged] = useState(false);
  const save = async (password: string) => {
    const { auth, confirmPasswordReset } = await loadAuth();
    try {
      await confirmPasswordReset(auth, code, password);
      setChanged(true);
    } catch (error) {
      console.error('password reset', error);
      throw new Error(authErrorCode(error) === 'auth/weak-password' ? MESSAGES.password.minLength : T.linkInvalid);
    }
  };
  return (
    <AuthCard title={T.chooseTitle} subtitle={link.status === 'valid' ? T.chooseFor(link.data) : undefined} footer={changed ? toLogin : askAgain}>
      {link.status === 'checking' ? <Checking /> : null}
      {link.status === 'invalid' ? <LinkInvalid message={T.linkInvalid} /> : null}
      {link.status === 'valid' && changed ? (
        <Alert status="success" data-testid="password-changed">
          {T.changed}
        </Alert>
      ) : null}
      {link.status === 'valid' && !changed ? <NewPasswordForm save={save} /> : null}
    </AuthCard>
  );
}

/** An address verification link: applied at once, then said. */
function VerifyEmail({ code }: { code: string }) {
  const link = useLinkCheck(code, ({ auth, applyActionCode }, oobCode) => applyActionCode(auth, oobCode).then(() => true));
  return (
    <AuthCard title={T.verifyTitle} footer={toLogin}>
      {link.status === 'checking' ? <Checking /> : null}
      {link.status === 'valid' ? (
        <Alert status="success" data-testid="email-verified">
          {T.emailVerified}
        </Alert>
      ) : null}
      {link.status === 'invalid' ? <LinkInvalid message={T.verifyInvalid} /> : null}
    </AuthCard>
  );
}

/**
 * Where the links Firebase Auth e-mails open (docs/product.md §5.4 Sign-in and registration): `?mode=resetPassword`
 * or `?mode=verifyEmail` with the link's one-time `oobCode`. Anything else is not a link we send.
 */
export function AuthActionPage() {
  const link = actionLinkOf(useLocation().search);
  if (link.mode === 'resetPassword') return <ResetPassword key={link.code} code={link.code} />;
  if (link.mode === 'verifyEmail') return <VerifyEmail key={link.code} code={link.code} />;
  return (
    <AuthCard title={T.unknownTitle} footer={toLogin}>
      <LinkInvalid message={T.unknownLink} />
    </AuthCard>
  );
}
