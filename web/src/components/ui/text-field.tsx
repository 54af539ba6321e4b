import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled text input with its error message: the form field every account form is made of. */
export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onValueChange,
  ...input
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValueChange(e.target.value)}
        {...input}
      />
    </FormField>
  );
}
