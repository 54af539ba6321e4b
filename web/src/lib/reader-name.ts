import { useAuth } from '@/lib/auth';

/** The name `{{user}}` shows as to the person reading: their display name or username, else "you". */
export function useReaderName(): string {
  const { user } = useAuth();
  return user?.displayName?.trim() || user?.username || 'you';
}
