import { useState, type ChangeEvent } from 'react';
import { Field, HStack, Image, Input, Progress, Text, VStack } from '@chakra-ui/react';
import { imageFileProblem } from '../../lib/upload-image';

/** What the user picked: an acceptable file, or the reason it was refused (forms must not submit then). */
export interface ImageChoice {
  file: File | null;
  problem: string | null;
}

/** Nothing picked yet. */
export const NO_IMAGE: ImageChoice = { file: null, problem: null };

interface ImagePickerProps {
  label: string;
  /** The accepted file, or the problem with a refused one. */
  onChange: (choice: ImageChoice) => void;
  /** Upload progress in percent while sending, else null. */
  progress?: number | null;
  /** An error from the upload itself (server message). */
  error?: string | null;
}

/** Image file input: images only, checked for type and size before anything is sent. */
export function ImagePicker({ label, onChange, progress = null, error = null }: ImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const found = file ? imageFileProblem(file) : null;
    setProblem(found);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return file && !found ? URL.createObjectURL(file) : null;
    });
    onChange({ file: found ? null : file, problem: found });
  };

  const shown = problem ?? error;
  return (
    <Field.Root invalid={Boolean(shown)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="3" w="full" align="center">
        {preview ? <Image src={preview} alt="Chosen image preview" boxSize="12" rounded="md" objectFit="cover" onError={() => setPreview(null)} /> : null}
        <Input type="file" accept="image/*" onChange={pick} p="1.5" name="image" />
      </HStack>
      {progress !== null ? (
        <VStack align="stretch" w="full" gap="1">
          <Progress.Root value={progress} size="sm" colorPalette="teal" aria-label="Upload progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted">
            Uploading… {progress}%
          </Text>
        </VStack>
      ) : null}
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : null}
    </Field.Root>
  );
}
