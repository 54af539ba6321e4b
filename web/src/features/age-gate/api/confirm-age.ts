import { api, must } from '@/lib/api-client';
import type { SessionInfo } from '@/lib/api-types';

export async function confirmAge(): Promise<SessionInfo> {
  return must(await api.POST('/api/age/confirm'));
}
