import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TEXT_FIELDS, type TextField } from '../form-values';
import type { FieldGroupProps } from './field-props';

/** A list of the character's text fields, each with its label, limit and server error. */
export function TextFields({
  fields,
  values,
  errors,
  onChange,
}: FieldGroupProps & { fields: TextField[] }) {
  return (
    <div className="grid gap-4">
      {fields.map((field) => {
        const { label, max, rows } = TEXT_FIELDS[field];
        const id = `char-${field}`;
        const value = values[field];
        const common = {
          id,
          name: field,
          value,
          maxLength: max,
          'aria-invalid': Boolean(errors[field]),
        };
        return (
          <FormField
            key={field}
            id={id}
            label={label}
            error={errors[field]}
            hint={value.length > max * 0.8 ? `${value.length}/${max}` : undefined}
          >
            {rows > 0 ? (
              <Textarea
                {...common}
                rows={rows}
                onChange={(e) => onChange({ [field]: e.target.value })}
              />
            ) : (
              <Input {...common} onChange={(e) => onChange({ [field]: e.target.value })} />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
