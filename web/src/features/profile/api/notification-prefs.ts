import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { NotificationPrefs } from '@/lib/api-types';

export const NOTIFICATIONS_KEY = '/api/me/notifications';

export async function getNotificationPrefs(): Promise<NotificationPrefs> {
  return must(await api.GET('/api/me/notifications'));
}

export async function saveNotificationPrefs(prefs: NotificationPrefs): Promise<NotificationPrefs> {
  return must(await api.PUT('/api/me/notifications', { body: prefs }));
}

export function useNotificationPrefs() {
  return useSWR(NOTIFICATIONS_KEY, getNotificationPrefs);
}
