import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ADULT_AGE_MESSAGE, type CharacterValues, GENDERS, STYLES } from '../form-values';
import type { FieldGroupProps } from './field-props';

/** Name, gender, style and age (always 18 or older). */
export function BasicsFields({ values, errors, onChange }: FieldGroupProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField id="char-name" label="Name" error={errors.name}>
          <Input
            id="char-name"
            name="name"
            value={values.name}
            maxLength={80}
            aria-invalid={Boolean(errors.name)}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </FormField>
      </div>
      <FormField id="char-gender" label="Gender" error={errors.gender}>
        <NativeSelect
          id="char-gender"
          value={values.gender}
          onChange={(e) => onChange({ gender: e.target.value as CharacterValues['gender'] })}
        >
          {GENDERS.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="char-style" label="Style" error={errors.style}>
        <NativeSelect
          id="char-style"
          value={values.style}
          onChange={(e) => onChange({ style: e.target.value as CharacterValues['style'] })}
        >
          {STYLES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="char-age" label="Age" error={errors.age} hint={ADULT_AGE_MESSAGE}>
        <Input
          id="char-age"
          type="number"
          min={18}
          inputMode="numeric"
          value={values.age}
          aria-invalid={Boolean(errors.age)}
          onChange={(e) => onChange({ age: e.target.value })}
        />
      </FormField>
    </div>
  );
}
