import { apiErrorFromResponse, isApiError } from '@/lib/api-error';
import type { Character } from '@/lib/api-types';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';

/**
 * Uploads a Tavern card (JSON or PNG) as multipart field `file`. `age` is the importer's answer
 * when the card states no age (the server then answers 422 `AgeRequired`, see `needsAge`).
 */
export async function importCharacter(file: File, age?: number): Promise<Character> {
  const form = new FormData();
  form.append('file', file);
  if (age !== undefined) form.append('age', String(age));
  const token = csrfToken();
  const response = await fetch('/api/characters/import', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: token ? { [CSRF_HEADER]: token } : {},
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as Character;
}

/** The card states no age: the importer must give one (no age is invented). */
export function needsAge(error: unknown): boolean {
  return isApiError(error, 422) && error.code === 'AgeRequired';
}
