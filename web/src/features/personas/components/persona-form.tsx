import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import type { Persona, PersonaInput } from '@/lib/api-types';
import { fieldErrorsOf } from '@/lib/field-errors';

const GENDERS = ['Male', 'Female', 'Trans'] as const;

interface PersonaFormProps {
  persona?: Persona;
  onSave(body: PersonaInput): Promise<void>;
  onCancel?: () => void;
}

/** Name, description and gender (Male unless chosen) of who you play in chats. */
export function PersonaForm({ persona, onSave, onCancel }: PersonaFormProps) {
  const prefix = persona ? `persona-${persona.id}` : 'persona-new';
  const [name, setName] = useState(persona?.name ?? '');
  const [description, setDescription] = useState(persona?.description ?? '');
  const [gender, setGender] = useState<PersonaInput['gender']>(
    (persona?.gender as PersonaInput['gender']) ?? 'Male',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Give the persona a name.' });
      return;
    }
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      await onSave({ name: name.trim(), description: description.trim(), gender });
      if (!persona) {
        setName('');
        setDescription('');
        setGender('Male');
      }
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <FormField id={`${prefix}-name`} label="Name" error={errors.name}>
          <Input
            id={`${prefix}-name`}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField id={`${prefix}-gender`} label="Gender" error={errors.gender}>
          <NativeSelect
            id={`${prefix}-gender`}
            value={gender}
            onChange={(e) => setGender(e.target.value as PersonaInput['gender'])}
          >
            {GENDERS.map((g) => (
              <option key={g}>{g}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={`${prefix}-description`} label="Description" error={errors.description}>
        <Textarea
          id={`${prefix}-description`}
          value={description}
          maxLength={4000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving…' : persona ? 'Save persona' : 'Add persona'}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
