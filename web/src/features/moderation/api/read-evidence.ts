import { api, must } from '@/lib/api-client';
import type { Evidence } from '../types';

/** The flagged text; the server records this reading in the access log before answering. */
export async function readEvidence(flagId: string): Promise<Evidence> {
  return must(
    await api.POST('/api/moderators/flags/{flag_id}/evidence', {
      params: { path: { flag_id: flagId } },
    }),
  );
}
