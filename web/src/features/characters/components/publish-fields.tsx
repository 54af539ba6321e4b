import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCategories } from '../api/get-categories';
import type { FieldGroupProps } from './field-props';

/** Who can see the character, its directory category and its tags. */
export function PublishFields({ values, errors, onChange }: FieldGroupProps) {
  const { data: categories } = useCategories();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="char-visibility" label="Visibility" error={errors.visibility}>
        <NativeSelect
          id="char-visibility"
          value={values.visibility}
          onChange={(e) => onChange({ visibility: e.target.value as 'private' | 'public' })}
        >
          <option value="private">Private (only you)</option>
          <option value="public">Public (listed in the directory)</option>
        </NativeSelect>
      </FormField>
      <FormField id="char-category" label="Category" error={errors.category}>
        <NativeSelect
          id="char-category"
          value={values.category}
          onChange={(e) => onChange({ category: e.target.value })}
        >
          <option value="">No category</option>
          {(categories ?? []).map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          id="char-tags"
          label="Tags"
          error={errors.tags}
          hint="Separate tags with commas (at most 20)."
        >
          <Input
            id="char-tags"
            value={values.tags}
            aria-invalid={Boolean(errors.tags)}
            onChange={(e) => onChange({ tags: e.target.value })}
          />
        </FormField>
      </div>
    </div>
  );
}
