import { FcGoogle } from 'react-icons/fc';
import { buttonClass } from '../../../components/static/button-style';
import { BusyContent } from '../../../components/static/busy-content';
import { useGoogleSignIn } from '../api/use-google-sign-in';

interface GoogleButtonProps {
  label: string;
  successMessage: string;
  onSignedIn?: () => void;
  /** Layout and colours of where it sits (full width on the sign-in card, white in the footer). */
  className?: string;
}

/** Continue-with-Google button (login, register and footer use it with their own toast text). */
export function GoogleButton({ label, successMessage, onSignedIn, className }: GoogleButtonProps) {
  const { signIn, busy } = useGoogleSignIn(successMessage);
  const click = async () => {
    if (await signIn()) onSignedIn?.();
  };
  return (
    <button type="button" className={buttonClass({ variant: 'outline', className })} disabled={busy} aria-busy={busy} onClick={() => void click()}>
      <BusyContent busy={busy}>
        <FcGoogle />
        {label}
      </BusyContent>
    </button>
  );
}
