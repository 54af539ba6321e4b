import { api } from '@/lib/api-client';
import type { ReportReason } from '../types';

/** Reports a post to the moderators' queue. */
export async function reportPost(id: string, reason: ReportReason, details: string): Promise<void> {
  await api.POST('/api/posts/{post_id}/report', {
    params: { path: { post_id: id } },
    body: { reason, details },
  });
}
