import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { importCharacter } from '../api/import-character';

/** Upload a Tavern card (V1, V2, V3; JSON or PNG) and open the imported character. */
export function ImportForm() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose a character card file first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const character = await importCharacter(file);
      navigate(pathTo('/char/:id', { id: character.id }));
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <form className="grid max-w-xl gap-5" onSubmit={onSubmit} noValidate>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField
        id="import-file"
        label="Character card"
        hint="A .json card or a .png image with card data. Imported characters start private."
      >
        <Input
          id="import-file"
          type="file"
          accept=".json,.png,application/json,image/png"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Importing…' : 'Import character'}
      </Button>
    </form>
  );
}
