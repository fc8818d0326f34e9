import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { FiImage, FiRotateCcw } from 'react-icons/fi';
import { ImagePicker, type ImageChoice } from '../../../components/ui/image-picker';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { UploadState } from '../api/use-image-upload';

interface PictureFieldProps {
  upload: UploadState;
  /** The listing's stored picture (Update property), else null. */
  stored: string | null;
  /** The message under the picker: a failed upload, or a submit without any picture. */
  error: string | null;
  onChoose: (choice: ImageChoice) => void;
  /** Drops the new picture and keeps the stored one. */
  onKeepStored: () => void;
  /** Changes to clear the file input (after "Keep the current picture"). */
  pickerKey: number;
}

/**
 * The listing's picture: a large preview of what will be saved (the new upload, else the stored
 * picture), and the picker, which uploads at once and shows its progress and a thumbnail.
 */
export function PictureField({ upload, stored, error, onChoose, onKeepStored, pickerKey }: PictureFieldProps) {
  const shown = upload.status === 'done' ? upload.url : stored;
  const progress = upload.status === 'uploading' ? upload.progress : null;
  return (
    <Stack gap="4">
      <Box aspectRatio={16 / 10} bg="gray.100" rounded="lg" overflow="hidden" borderWidth="1px">
        {shown ? (
          <ResponsiveImage key={shown} src={shown} alt="Listing picture" sizes="(min-width: 1024px) 360px, 100vw" first cover data-testid="listing-picture" />
        ) : (
          <Center h="full" flexDirection="column" gap="2" color="fg.muted" px="4" textAlign="center">
            <FiImage size="32" aria-hidden />
            <Text fontSize="sm">{upload.status === 'uploading' ? 'Uploading the picture…' : 'No picture yet: choose one below.'}</Text>
          </Center>
        )}
      </Box>
      <ImagePicker key={pickerKey} label={stored ? 'Replace the image' : 'Image'} onChange={onChoose} progress={progress} error={error} />
      <Text fontSize="xs" color="fg.muted">
        JPEG, PNG, GIF or WebP, up to 5 MB. It is uploaded as soon as you choose it.
      </Text>
      {stored && upload.status !== 'none' ? (
        <Button type="button" variant="ghost" size="sm" alignSelf="flex-start" onClick={onKeepStored}>
          <FiRotateCcw aria-hidden /> Keep the current picture
        </Button>
      ) : null}
    </Stack>
  );
}
