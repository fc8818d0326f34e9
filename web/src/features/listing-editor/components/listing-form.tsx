import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import type { ListingContent } from '@homehaven/domain/listing-edit';
import { listingFormSchema, type ListingFormInput, type ListingFormValues } from '@homehaven/domain/listing-form';
import { notifyError } from '../../../lib/toast';
import { useImageUpload } from '../api/use-image-upload';
import { imageGate, type ImageGateTexts } from '../utils/image-gate';
import type { ListingDraft } from '../utils/listing-draft';
import { AgentFacts } from './agent-facts';
import { ListingTextFields } from './listing-text-fields';
import { PictureField } from './picture-field';
import { trimInvisible } from '@homehaven/domain/text';

/** A page's wording for the form (docs/product.md §8.1 Add and update a listing words Add and Update differently). */
export interface ListingFormTexts extends ImageGateTexts {
  /** An upload that failed. */
  uploadFailed: string;
  submit: string;
  submitIcon: IconType;
}

interface ListingFormProps {
  defaults: ListingFormInput;
  /** The stored picture (Update property), else null. */
  storedImage: string | null;
  agent: { name: string; email: string };
  texts: ListingFormTexts;
  /** Said above Submit, from the listing's content as the form now has it (the resubmit warning). */
  notice?: (content: ListingContent) => ReactNode;
  onSubmit: (draft: ListingDraft) => Promise<void>;
}

/**
 * The listing form Add Property and Update property share: the typed fields checked by the domain's
 * schema, the picture uploaded as soon as it is picked, the agent read-only. Submit waits for the
 * upload (disabled meanwhile, and while saving); without a picture it says so and saves nothing.
 */
export function ListingForm({ defaults, storedImage, agent, texts, notice, onSubmit }: ListingFormProps) {
  const form = useForm<ListingFormInput, unknown, ListingFormValues>({ resolver: zodResolver(listingFormSchema), defaultValues: defaults, mode: 'onTouched' });
  const upload = useImageUpload(texts.uploadFailed);
  const [pickerKey, setPickerKey] = useState(0);
  const [tried, setTried] = useState(false);
  const [title, location, Details] = useWatch({ control: form.control, name: ['title', 'location', 'Details'] });

  const send = form.handleSubmit(
    async (values) => {
      setTried(true);
      const gate = imageGate(upload.state, storedImage, texts);
      if ('problem' in gate) {
        notifyError(gate.problem);
        return;
      }
      await onSubmit({ ...values, image: gate.image });
    },
    () => setTried(true),
  );

  const keepStored = () => {
    upload.reset();
    setPickerKey((key) => key + 1);
  };

  const uploading = upload.state.status === 'uploading';
  const pictureError =
    upload.state.status === 'failed' ? upload.state.message : tried && upload.state.status === 'none' && !storedImage ? texts.noImage : null;
  const image = upload.state.status === 'done' ? upload.state.url : (storedImage ?? '');
  const shownNotice = notice?.({ title: trimInvisible(title), location: trimInvisible(location), Details: trimInvisible(Details), image });
  const SubmitIcon = texts.submitIcon;

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Listing">
      <Stack gap="6">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }} gap="6" alignItems="start">
          <Card.Root>
            <Card.Body p={{ base: 4, md: 6 }} gap="6">
              <ListingTextFields form={form} />
              <AgentFacts name={agent.name} email={agent.email} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body p={{ base: 4, md: 6 }} gap="4">
              <Heading as="h2" size="md">
                Picture
              </Heading>
              <PictureField upload={upload.state} stored={storedImage} error={pictureError} onChoose={upload.choose} onKeepStored={keepStored} pickerKey={pickerKey} />
            </Card.Body>
          </Card.Root>
        </Grid>
        {shownNotice}
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} justify="flex-end" gap="3">
          {uploading ? (
            <Text fontSize="sm" color="fg.muted" data-testid="upload-wait">
              {texts.uploading}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="teal" size="lg" loading={form.formState.isSubmitting} disabled={uploading || form.formState.isSubmitting}>
            <SubmitIcon aria-hidden /> {texts.submit}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
