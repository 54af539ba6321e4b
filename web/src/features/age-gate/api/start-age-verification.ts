import { api, must } from '@/lib/api-client';

/** Starts the vendor's age check; answers the URL to send the browser to. */
export async function startAgeVerification(next: string): Promise<string> {
  return must(await api.POST('/api/age-verification/start', { body: { next } })).redirectUrl;
}
