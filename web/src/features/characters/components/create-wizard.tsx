import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { validate } from '@/lib/form';
import { basicsSchema, type CharacterValues, emptyCharacterValues } from '../form-values';
import { useSaveCharacter } from '../hooks/use-save-character';
import { BasicsFields } from './basics-fields';
import { GreetingsField } from './greetings-field';
import { PublishFields } from './publish-fields';
import { ReviewSummary } from './review-summary';
import { TextFields } from './text-fields';

const STEPS = [
  'Basics',
  'Personality & description',
  'Greeting & scenario',
  'Visibility & tags',
  'Review',
] as const;

/** Step-by-step character creation (/create); the last step creates it and opens its page. */
export function CreateWizard() {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<CharacterValues>(emptyCharacterValues);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { save, busy, serverErrors, formError } = useSaveCharacter();
  const shown = { ...serverErrors, ...errors };
  const group = {
    values,
    errors: shown,
    onChange: (patch: Partial<CharacterValues>) => setValues((v) => ({ ...v, ...patch })),
  };
  const last = step === STEPS.length - 1;

  function next() {
    if (step === 0 || step === 3) {
      const result = validate(basicsSchema, values);
      setErrors(result.errors ?? {});
      if (!result.data) {
        if (step === 3 && (result.errors.name || result.errors.age)) setStep(0);
        return;
      }
    }
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }

  return (
    <div className="grid max-w-2xl gap-6" data-testid="create-wizard">
      <ol className="flex flex-wrap gap-2 text-xs" aria-label="Steps">
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === step ? 'step' : undefined}
            className={
              i === step
                ? 'rounded-full bg-primary px-3 py-1 text-primary-foreground'
                : 'rounded-full bg-secondary px-3 py-1 text-secondary-foreground'
            }
          >
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      <h2 className="text-xl font-semibold">{STEPS[step]}</h2>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      {step === 0 ? <BasicsFields {...group} /> : null}
      {step === 1 ? (
        <TextFields
          {...group}
          fields={[
            'description',
            'personality',
            'occupation',
            'relationship',
            'physicalDescription',
          ]}
        />
      ) : null}
      {step === 2 ? (
        <>
          <GreetingsField
            id="char-greeting"
            label="Greetings"
            hint="The first message of a new chat. {{char}} and {{user}} are replaced by the names."
            items={values.greetings}
            max={10}
            error={shown.greetings}
            onChange={(greetings) => group.onChange({ greetings })}
          />
          <TextFields {...group} fields={['scenario']} />
        </>
      ) : null}
      {step === 3 ? <PublishFields {...group} /> : null}
      {last ? <ReviewSummary values={values} errors={shown} /> : null}
      <div className="flex gap-3">
        <Button variant="outline" disabled={step === 0 || busy} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        {last ? (
          <Button disabled={busy} onClick={() => void save(values)}>
            {busy ? 'Creating…' : 'Create character'}
          </Button>
        ) : (
          <Button onClick={next}>Next</Button>
        )}
      </div>
    </div>
  );
}
