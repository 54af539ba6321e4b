import { apiErrorFromResponse } from '@/lib/api-error';
import type { Character } from '@/lib/api-types';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';

/** Uploads a Tavern card (JSON or PNG) as multipart field `file`. */
export async function importCharacter(file: File): Promise<Character> {
  const form = new FormData();
  form.append('file', file);
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
