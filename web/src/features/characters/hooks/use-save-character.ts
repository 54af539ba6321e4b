import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mutate } from 'swr';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { Character } from '@/lib/api-types';
import { fieldErrorsOf } from '@/lib/field-errors';
import { characterKey } from '../api/get-character';
import { createCharacter, updateCharacter } from '../api/save-character';
import { bodyFromValues, type CharacterValues } from '../form-values';

/** Creates or updates a character, then opens its page; server errors come back per field. */
export function useSaveCharacter(existing?: Character) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function save(values: CharacterValues): Promise<boolean> {
    setBusy(true);
    setFormError(null);
    setServerErrors({});
    try {
      const body = bodyFromValues(values, existing);
      const saved = existing
        ? await updateCharacter(existing.id, body)
        : await createCharacter(body);
      await mutate(characterKey(saved.id), saved, { revalidate: false });
      navigate(pathTo('/char/:id', { id: saved.id }));
      return true;
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setServerErrors(fields);
      setFormError(
        Object.keys(fields).length > 0
          ? 'Some fields need a change: see the messages below.'
          : errorMessage(e),
      );
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { save, busy, serverErrors, formError };
}
