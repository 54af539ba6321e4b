import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { importCharacter, needsAge } from '../api/import-character';

const MIN_AGE = 18;

/**
 * Upload a Tavern card (V1, V2, V3; JSON or PNG) and open the imported character. When the card
 * states no age, the server says so and the form asks for the character's adult age.
 */
export function ImportForm() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [askAge, setAskAge] = useState<string | null>(null);
  const [age, setAge] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose a character card file first.');
      return;
    }
    const years = Number(age);
    if (askAge && (!Number.isInteger(years) || years < MIN_AGE)) {
      setError(`Enter the character's age as a whole number, ${MIN_AGE} or older.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const character = await importCharacter(file, askAge ? years : undefined);
      navigate(pathTo('/char/:id', { id: character.id }));
    } catch (e) {
      if (needsAge(e)) setAskAge(errorMessage(e));
      else setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <form className="grid max-w-xl gap-5" onSubmit={onSubmit} noValidate>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField
        id="import-file"
        label="Character card"
        hint="A .json card or a .png image with card data. Imported characters start private; a PNG's picture becomes the avatar."
      >
        <Input
          id="import-file"
          type="file"
          accept=".json,.png,application/json,image/png"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setAskAge(null);
            setAge('');
          }}
        />
      </FormField>
      {askAge ? (
        <div className="grid gap-3 rounded-xl border border-primary/50 bg-primary/5 p-4">
          <p className="text-sm" data-testid="age-required">
            {askAge}
          </p>
          <FormField
            id="import-age"
            label="Character's age"
            hint="Every character on Nocturne is an adult (18 or older). Use the age the character's author meant."
          >
            <Input
              id="import-age"
              type="number"
              inputMode="numeric"
              min={MIN_AGE}
              className="w-32"
              value={age}
              onChange={(e) => setAge(e.target.value)}
            />
          </FormField>
        </div>
      ) : null}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Importing…' : askAge ? 'Confirm age and import' : 'Import character'}
      </Button>
    </form>
  );
}
