import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Persona, PersonaChanges, PersonaInput } from '@/lib/api-types';

export const PERSONAS_KEY = '/api/personas';

export async function getPersonas(): Promise<Persona[]> {
  return must(await api.GET('/api/personas'));
}

export function usePersonas() {
  return useSWR(PERSONAS_KEY, getPersonas);
}

export async function createPersona(body: PersonaInput): Promise<Persona> {
  return must(await api.POST('/api/personas', { body }));
}

export async function updatePersona(id: string, body: PersonaChanges): Promise<Persona> {
  return must(
    await api.PATCH('/api/personas/{persona_id}', { params: { path: { persona_id: id } }, body }),
  );
}

export async function deletePersona(id: string): Promise<void> {
  await api.DELETE('/api/personas/{persona_id}', { params: { path: { persona_id: id } } });
}

export async function activatePersona(id: string): Promise<Persona[]> {
  return must(
    await api.POST('/api/personas/{persona_id}/activate', { params: { path: { persona_id: id } } }),
  );
}

export async function deactivatePersonas(): Promise<Persona[]> {
  return must(await api.POST('/api/personas/deactivate'));
}
