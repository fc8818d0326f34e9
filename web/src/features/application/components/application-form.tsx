import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { css } from 'styled-system/css';
import { ACCOUNT_TYPE_LABELS, APPLICATION_LIMITS as LIMITS, PROFESSIONAL_TYPES, needsCompanyName, type ProfessionalType } from '@homehaven/domain/applications';
import { applicationSchema, type ApplicationForm as FormValues, type ApplicationValues } from '@homehaven/domain/application-schema';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { MESSAGES } from '@homehaven/domain/messages';
import { messageOf } from '../../../lib/errors';
import { uploadImage } from '../../../lib/upload-image';
import { FormField } from '../../../components/ui/form-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ImagePicker, NO_IMAGE, type ImageChoice } from '../../../components/ui/image-picker';
import { Button } from '../../../components/ui/button';
import { ChoiceCards } from '../../../components/ui/choice-cards';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' });

interface ApplicationFormProps {
  /** What the form starts from: the application as stored, or the type chosen on Register. */
  initial: FormValues;
  /** Saves the checked values; rejects with a message to show. */
  save: (values: ApplicationValues) => Promise<void>;
}

/** The professional application (docs/accounts.md "Applying"): what a reviewer needs, checked as the rules check it. */
export function ApplicationForm({ initial, save }: ApplicationFormProps) {
  const form = useForm<FormValues, unknown, ApplicationValues>({ resolver: zodResolver(applicationSchema), defaultValues: initial });
  const type = useWatch({ control: form.control, name: 'type' });
  const [logo, setLogo] = useState<ImageChoice>(NO_IMAGE);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    if (logo.problem) return;
    let picture = values.logo;
    if (logo.file) {
      try {
        setUploadError(null);
        setProgress(0);
        picture = await uploadImage(logo.file, setProgress);
      } catch (error) {
        setUploadError(messageOf(error, MESSAGES.upload.failed));
        return;
      } finally {
        setProgress(null);
      }
    }
    await save({ ...values, logo: picture });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={FORM} aria-label={M.title}>
      <ChoiceCards
        legend={M.fields.type}
        options={PROFESSIONAL_TYPES}
        value={type}
        onChange={(next) => form.setValue('type', next as ProfessionalType, { shouldValidate: form.formState.isSubmitted })}
        labelOf={(option) => ACCOUNT_TYPE_LABELS[option]}
        name="accountType"
      />
      {needsCompanyName(type) ? (
        <FormField label={M.fields.companyName} required maxLength={LIMITS.companyName} autoComplete="organization" error={errors.companyName?.message} {...form.register('companyName')} />
      ) : (
        <FormField label={M.fields.agencyName} maxLength={LIMITS.agencyName} autoComplete="organization" error={errors.agencyName?.message} {...form.register('agencyName')} />
      )}
      <FormField label={M.fields.licence} required maxLength={LIMITS.licence} error={errors.licence?.message} {...form.register('licence')} />
      <FormField label={M.fields.phone} required type="tel" maxLength={LIMITS.phone} autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      <TextareaField label={M.fields.bio} required rows={4} maxLength={LIMITS.bio} error={errors.bio?.message} {...form.register('bio')} />
      <ImagePicker label={M.fields.logo} onChange={setLogo} progress={progress} error={uploadError} />
      <div>
        <Button type="submit" palette="teal" loading={form.formState.isSubmitting}>
          {M.send}
        </Button>
      </div>
    </form>
  );
}
