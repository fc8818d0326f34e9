import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { ensureUserDoc } from '../../lib/auth/user-doc';
import { notifyAuth } from '../../lib/toast';
import { useSubmit } from '../../lib/use-submit';
import { TextLink } from '../../components/ui/router-link';
import { useCredentials } from './api/use-credentials';
import { useReturnPath } from './api/use-return-path';
import { AuthCard } from './components/auth-card';
import { CredentialFields } from './components/credential-fields';
import { FormAlert } from './components/form-alert';
import { GoogleButton } from './components/google-button';

/** Login screen: e-mail and password, or Google; returns to the remembered page. */
export function LoginPage() {
  const { loginHandle } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const form = useCredentials();
  const done = () => void navigate(returnTo, { replace: true });

  const { onSubmit, error, busy } = useSubmit(async () => {
    if (!form.validate()) return;
    const { user } = await loginHandle(form.email, form.password);
    // Accounts made elsewhere (admin tools, older data) get their profile on first sign-in.
    await ensureUserDoc(user).catch((failure: unknown) => console.error('user doc', failure));
    notifyAuth(MESSAGES.auth.loginSuccess);
    done();
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to continue to HomeHaven"
      alternative={<GoogleButton label="Continue with Google" successMessage={MESSAGES.auth.loginSuccessGoogle} onSignedIn={done} w="full" />}
      footer={<>New here? <TextLink to={paths.register.href()} fontWeight="semibold">Create an account</TextLink></>}
    >
      <Stack asChild gap="4">
        {/* noValidate: the spec's own messages show inline instead of the browser's bubbles. */}
        <form noValidate onSubmit={onSubmit}>
          <CredentialFields form={form} />
          <Box textAlign="right" mt="-2">
            {/* Spec section 2: the link exists and does nothing. */}
            <Link href="#" fontSize="sm" colorPalette="teal" onClick={(e) => e.preventDefault()}>
              Forgot Password?
            </Link>
          </Box>
          <FormAlert message={error} />
          <Button type="submit" colorPalette="teal" loading={busy} w="full">
            Login
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
