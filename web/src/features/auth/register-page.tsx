import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { paths } from '../../config/paths';
import { notifyAuth } from '../../lib/toast';
import { useSubmit } from '../../lib/use-submit';
import { FormField } from '../../components/ui/form-field';
import { ImagePicker, NO_IMAGE, type ImageChoice } from '../../components/ui/image-picker';
import { TextLink } from '../../components/ui/router-link';
import { useCredentials } from './api/use-credentials';
import { useRegister } from './api/use-register';
import { AuthCard } from './components/auth-card';
import { CredentialFields } from './components/credential-fields';
import { FormAlert } from './components/form-alert';
import { GoogleButton } from './components/google-button';

/** Register screen: name and photo optional, e-mail and password required; or Google. */
export function RegisterPage() {
  const navigate = useNavigate();
  const form = useCredentials();
  const { register, progress, uploadError } = useRegister();
  const [name, setName] = useState('');
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE);
  const goHome = () => void navigate(paths.home.href(), { replace: true });

  const { onSubmit, error, busy } = useSubmit(async () => {
    // A refused picture keeps its message on screen and nothing is created (bad input changes nothing).
    if (!form.validate() || image.problem) return;
    await register({ name: name.trim(), email: form.email, password: form.password, image: image.file });
    notifyAuth(MESSAGES.auth.signupSuccess);
    goHome();
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join HomeHaven to save, review and buy homes"
      alternative={<GoogleButton label="Sign up with Google" successMessage={MESSAGES.auth.signupSuccess} onSignedIn={goHome} w="full" />}
      footer={<>Already have an account? <TextLink to={paths.login.href()} fontWeight="semibold">Login</TextLink></>}
    >
      <Stack asChild gap="4">
        {/* noValidate: the spec's own messages show inline instead of the browser's bubbles. */}
        <form noValidate onSubmit={onSubmit}>
          <FormField label="Name" name="name" autoComplete="name" placeholder="Your name" maxLength={TEXT_LIMITS.name} value={name} onChange={(e) => setName(e.target.value)} />
          <ImagePicker label="Photo" onChange={setImage} progress={progress} error={uploadError} />
          <CredentialFields form={form} isNew />
          <FormAlert message={error} />
          <Button type="submit" colorPalette="teal" loading={busy} w="full">
            Register
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
