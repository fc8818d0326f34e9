import { useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { updateOwnUserDoc } from '../../../lib/auth/user-doc';
import { uploadImage } from '../../../lib/upload-image';

/** Profile edit values: a new photo is optional. */
export interface ProfileEdit {
  name: string;
  image: File | null;
}

/**
 * Saves the user's own name and photo: upload the photo through the intake, then the Auth profile,
 * then `users/{uid}` (only `name` and `image`, as the rules allow). A 401 from the intake logs out
 * through the authorised client, so there is nothing to handle for it here.
 */
export function useUpdateProfile() {
  const { user, updateUserProfile } = useAuth();
  const [progress, setProgress] = useState<number | null>(null);

  const save = async ({ name, image }: ProfileEdit): Promise<void> => {
    if (!user) throw new Error('Sign in first.');
    let photoURL = user.photoURL ?? '';
    if (image) {
      setProgress(0);
      try {
        photoURL = await uploadImage(image, setProgress);
      } finally {
        setProgress(null);
      }
    }
    await updateUserProfile({ displayName: name, photoURL });
    await updateOwnUserDoc(user.uid, { name, image: photoURL });
  };

  return { save, progress };
}
