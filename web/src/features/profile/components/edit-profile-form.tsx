import { useState } from 'react';
import { css } from 'styled-system/css';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { profileFormSchema } from '@homehaven/domain/validation';
import { notifySuccess } from '../../../lib/toast';
import { useSubmit } from '../../../lib/use-submit';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ImagePicker, NO_IMAGE, type ImageChoice } from '../../../components/ui/image-picker';
import { useUpdateProfile } from '../api/use-update-profile';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const ACTIONS = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3' });

interface EditProfileFormProps {
  initialName: string;
  onDone: () => void;
}

/** "Edit profile": the user's own name and photo. */
export function EditProfileForm({ initialName, onDone }: EditProfileFormProps) {
  const { save, progress } = useUpdateProfile();
  const [name, setName] = useState(initialName);
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE);
  const checked = profileFormSchema.safeParse({ name });
  const { onSubmit, error, busy } = useSubmit(async () => {
    if (!checked.success || image.problem) return;
    await save({ name: checked.data.name, image: image.file });
    notifySuccess(MESSAGES.profile.updated);
    onDone();
  });

  return (
    <form className={FORM} onSubmit={onSubmit} aria-label="Edit profile">
      <FormField label="Name" name="name" required maxLength={TEXT_LIMITS.name} value={name} onChange={(e) => setName(e.target.value)} />
      <ImagePicker label="New photo" onChange={setImage} progress={progress} error={error} />
      <div className={ACTIONS}>
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" palette="teal" loading={busy} disabled={!checked.success}>
          Save
        </Button>
      </div>
    </form>
  );
}
