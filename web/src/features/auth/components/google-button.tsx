import { Button, type ButtonProps } from '@chakra-ui/react';
import { FcGoogle } from 'react-icons/fc';
import { useGoogleSignIn } from '../api/use-google-sign-in';

interface GoogleButtonProps extends Omit<ButtonProps, 'onClick'> {
  label: string;
  successMessage: string;
  onSignedIn?: () => void;
}

/** Continue-with-Google button (login, register and footer use it with their own toast text). */
export function GoogleButton({ label, successMessage, onSignedIn, ...button }: GoogleButtonProps) {
  const { signIn, busy } = useGoogleSignIn(successMessage);
  const click = async () => {
    if (await signIn()) onSignedIn?.();
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void click()} {...button}>
      <FcGoogle />
      {label}
    </Button>
  );
}
