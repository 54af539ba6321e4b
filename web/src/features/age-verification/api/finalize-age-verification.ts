import { api, must } from '@/lib/api-client';
import type { SessionInfo } from '@/lib/api-types';

export async function finalizeAgeVerification(reference: string): Promise<SessionInfo> {
  return must(await api.POST('/api/age-verification/finalize', { body: { reference } }));
}
