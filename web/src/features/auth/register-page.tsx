import { useState } from 'react';
import { css } from 'styled-system/css';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { registerSchema } from '@homehaven/domain/validation';
import type { AccountType } from '@homehaven/domain/account-types';
import { paths, type LoginRedirectState } from '../../config/paths';
import { notifyAuth } from '../../lib/toast';
import { useSubmit } from '../../lib/use-submit';
import { useHydrated } from '../../lib/use-hydrated';
import { FormField } from '../../components/ui/form-field';
import { ImagePicker, NO_IMAGE, type ImageChoice } from '../../components/ui/image-picker';
import { buttonClass } from '../../components/static/button-style';
import { BusyContent } from '../../components/static/busy-content';
import { TextLink } from '../../components/static/links';
import { AccountTypeSelect } from './components/account-type-select';
import { useCredentials } from './api/use-credentials';
import { useRegister } from './api/use-register';
import { useReturnPath } from './api/use-return-path';
import { AuthCard } from './components/auth-card';
import { CredentialFields } from './components/credential-fields';
import { FormAlert } from './components/form-alert';
import { GoogleButton } from './components/google-button';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const STRONG = css({ fontWeight: 'semibold' });
const SUBMIT = buttonClass({ palette: 'teal', className: css({ w: 'full' }) });
const FULL = css({ w: 'full' });

/**
 * Register screen: what the person joins as (a buyer is live at once; an agent, developer or agency
 * goes on to their application, docs/accounts.md "Applying"), name and photo optional, e-mail and
 * password required; or Google.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  // Before the app has started, a press of the button must not submit the form natively (a reload).
  const hydrated = useHydrated();
  const form = useCredentials();
  const { register, progress, uploadError } = useRegister();
  const [name, setName] = useState('');
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE);
  const [accountType, setAccountType] = useState<AccountType>('buyer');
  // Back where the person came from (an agency's invitation), else a professional goes on to their
  // application, with the type they chose.
  const returnPath = useReturnPath();
  const cameFrom = Boolean((useLocation().state as LoginRedirectState | null)?.from);
  const goOn = () => void navigate(cameFrom ? returnPath : accountType === 'buyer' ? paths.home.href() : `${paths.dashboard.application.href()}?type=${accountType}`, { replace: true });

  const { onSubmit, error, busy } = useSubmit(async () => {
    // A refused picture keeps its message on screen and nothing is created (bad input changes nothing).
    const values = form.validate(registerSchema, { name });
    if (!values || image.problem) return;
    await register({ ...values, image: image.file });
    notifyAuth(MESSAGES.auth.signupSuccess);
    goOn();
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join HomeHaven to save, review and buy homes"
      alternative={<GoogleButton label="Sign up with Google" successMessage={MESSAGES.auth.signupSuccess} onSignedIn={goOn} className={FULL} />}
      footer={
        <>
          Already have an account?{' '}
          <TextLink to={paths.login.href()} className={STRONG}>
            Login
          </TextLink>
        </>
      }
    >
      {/* noValidate: the product's own messages show inline instead of the browser's bubbles. */}
      <form noValidate onSubmit={onSubmit} className={FORM}>
        <AccountTypeSelect value={accountType} onChange={setAccountType} />
        <FormField label="Name" name="name" autoComplete="name" placeholder="Your name" maxLength={TEXT_LIMITS.name} value={name} onChange={(e) => setName(e.target.value)} />
        <ImagePicker label="Photo" onChange={setImage} progress={progress} error={uploadError} />
        <CredentialFields form={form} isNew />
        <FormAlert message={error} />
        <button type={hydrated ? 'submit' : 'button'} className={SUBMIT} disabled={busy} aria-busy={busy}>
          <BusyContent busy={busy}>Register</BusyContent>
        </button>
      </form>
    </AuthCard>
  );
}
