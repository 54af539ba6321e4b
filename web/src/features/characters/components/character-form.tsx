import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Character } from '@/lib/api-types';
import { validate } from '@/lib/form';
import {
  basicsSchema,
  type CharacterValues,
  emptyCharacterValues,
  valuesFromCharacter,
} from '../form-values';
import { useSaveCharacter } from '../hooks/use-save-character';
import { BasicsFields } from './basics-fields';
import { GreetingsField } from './greetings-field';
import { LorebookEditor } from './lorebook-editor';
import { PublishFields } from './publish-fields';
import { TextFields } from './text-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-xl border border-border bg-card/50 p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Every field of a character on one page (/custom, and /custom?edit={id}). */
export function CharacterForm({ character }: { character?: Character }) {
  const [values, setValues] = useState<CharacterValues>(() =>
    character ? valuesFromCharacter(character) : emptyCharacterValues(),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { save, busy, serverErrors, formError } = useSaveCharacter(character);
  const shown = { ...serverErrors, ...errors };
  const onChange = (patch: Partial<CharacterValues>) => setValues((v) => ({ ...v, ...patch }));
  const group = { values, errors: shown, onChange };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(basicsSchema, values);
    setErrors(result.errors ?? {});
    if (result.data) await save(values);
  }

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate data-testid="character-form">
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      {shown.form ? <Alert variant="destructive">{shown.form}</Alert> : null}
      <Section title="Basics">
        <BasicsFields {...group} />
      </Section>
      <Section title="Who they are">
        <TextFields
          {...group}
          fields={[
            'description',
            'extraDetails',
            'personality',
            'personalityDetails',
            'occupation',
            'relationship',
            'hobby',
            'fetish',
            'physicalDescription',
          ]}
        />
      </Section>
      <Section title="Story">
        <TextFields {...group} fields={['scenario', 'exampleDialogue']} />
        <GreetingsField
          id="char-greeting"
          label="Greetings"
          hint="The first messages of a new chat. {{char}} and {{user}} are replaced by the names."
          items={values.greetings}
          max={10}
          error={shown.greetings}
          onChange={(greetings) => onChange({ greetings })}
        />
        <GreetingsField
          id="char-alt-greeting"
          label="Alternate greetings"
          hint="Other openings you can swipe to on the first message."
          items={values.alternateGreetings}
          max={50}
          error={shown.alternateGreetings}
          onChange={(alternateGreetings) => onChange({ alternateGreetings })}
        />
      </Section>
      <Section title="Lorebook">
        <LorebookEditor
          book={values.characterBook}
          onChange={(characterBook) => onChange({ characterBook })}
        />
      </Section>
      <Section title="Advanced">
        <TextFields
          {...group}
          fields={['systemPrompt', 'postHistoryInstructions', 'creatorNotes']}
        />
      </Section>
      <Section title="Publishing">
        <PublishFields {...group} />
      </Section>
      <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
        {busy ? 'Saving…' : character ? 'Save changes' : 'Create character'}
      </Button>
    </form>
  );
}
