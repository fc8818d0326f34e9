import { useState } from 'react';
import { MESSAGES } from '@homehaven/domain/messages';
import type { RegisterInput } from '@homehaven/domain/validation';
import { useAuth } from '../../../lib/auth/use-auth';
import { rememberToken } from '../../../lib/auth/session-token';
import { ensureUserDoc } from '../../../lib/auth/user-doc';
import { messageOf } from '../../../lib/errors';
import { notifyError } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload-image';

/** What the register form sends: its checked values (registerSchema) and the chosen picture. */
export type RegisterValues = RegisterInput & { image: File | null };

/**
 * Sign-up flow: create the account, upload the picture (if any), set the Auth profile, create
 * `users/{uid}`. An upload failure does not undo the new account: it continues without a photo,
 * which the user can add on Profile, and says why with the server's message.
 */
export function useRegister() {
  const { signInHandle, updateUserProfile } = useAuth();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const register = async ({ name, email, password, image }: RegisterValues): Promise<void> => {
    setUploadError(null);
    const { user } = await signInHandle(email, password);
    // The upload needs the token now; the auth listener stores it too, but asynchronously.
    await rememberToken(user);
    let photoURL = '';
    if (image) {
      try {
        setProgress(0);
        photoURL = await uploadImage(image, setProgress);
      } catch (error) {
        const reason = messageOf(error, MESSAGES.upload.failed);
        setUploadError(reason);
        notifyError(`${MESSAGES.upload.failed} ${reason}`);
      } finally {
        setProgress(null);
      }
    }
    await updateUserProfile({ displayName: name, photoURL });
    await ensureUserDoc(user, { name, image: photoURL });
  };

  return { register, progress, uploadError };
}
