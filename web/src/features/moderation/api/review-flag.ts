import { api, must } from '@/lib/api-client';
import type { Flag } from '../types';

/** Dismiss (a false positive: its strike is taken back) or confirm a flag; logged with the note. */
export async function reviewFlag(
  flagId: string,
  decision: 'dismiss' | 'confirm',
  note: string,
): Promise<Flag> {
  const options = { params: { path: { flag_id: flagId } }, body: { note } };
  return must(
    decision === 'dismiss'
      ? await api.POST('/api/moderators/flags/{flag_id}/dismiss', options)
      : await api.POST('/api/moderators/flags/{flag_id}/confirm', options),
  );
}
