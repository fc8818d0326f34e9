import { Field, Input, type InputProps } from '@chakra-ui/react';

interface FormFieldProps extends InputProps {
  label: string;
  error?: string | null;
}

/** A labelled input with its inline error; `required` shows the indicator. */
export function FormField({ label, error, required, ...input }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
