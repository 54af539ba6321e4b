import { apiCall, apiConfirmAge, apiSignup, launchBrowser, uniqueUser } from '../e2e/support';
import { DEFAULT_SETTINGS } from '../src/features/videos/lib/options';
import {
  enhanceRequest,
  extendRequest,
  type GenerateForm,
  generateRequest,
} from '../src/features/videos/lib/requests';

async function main() {
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await apiSignup(context, uniqueUser('modes'));
  await apiConfirmAge(context);
  const c = await apiCall<{ id: string }>(context, 'POST', '/api/characters', {
    name: 'Nina Vale', gender: 'Female', style: 'Realistic', age: 30,
    description: 'Nina is a painter.', greetings: [{ type: 'text', content: 'Hi!' }], visibility: 'private',
  });
  const base: GenerateForm = {
    character: { id: c.id, gender: 'Female', style: 'Realistic' },
    action: { kind: 'preset', action: { id: 'walking', displayName: 'Walking', isCustom: false, rating: 'SFW' } },
    prompt: '',
    start: { kind: 'still', scene: '' },
    speech: { text: 'Hello there, nice to see you.', voiceId: 'aria', emotion: 'happy' },
    settings: DEFAULT_SETTINGS,
  };
  const run = async (label: string, body: unknown) => {
    try {
      const r = await apiCall<{ job: { id: string; kind: string } }>(context, 'POST', '/api/videos', body);
      for (let i = 0; i < 120; i++) {
        const j = await apiCall<{ state: string; error: string | null; media: { id: string; kind: string; url: string; duration: number; source: string; orientation: string; characterId: string; action: string }[] }>(context, 'GET', `/api/jobs/${r.job.id}`);
        if (['succeeded', 'failed', 'canceled'].includes(j.state)) {
          process.stdout.write(`${label}: ${j.state} ${j.error ?? ''} ${j.media.map((m) => `${m.kind}/${m.source}`).join(',')}\n`);
          return j.media.find((m) => m.kind === 'video');
        }
        await new Promise((res) => setTimeout(res, 500));
      }
    } catch (e) {
      process.stdout.write(`${label}: ERROR ${(e as Error).message}\n`);
    }
    return undefined;
  };
  const t2v = await run('text-to-video', generateRequest({ ...base, start: { kind: 'still', scene: 'in a sunny studio' } }));
  await run('lipsync', generateRequest({ ...base, action: { kind: 'talk' } }));
  const gal = await apiCall<{ items: { id: string; kind: string; url: string; thumbUrl: string; shouldBlur: boolean }[] }>(context, 'GET', `/api/images?characterId=${c.id}`);
  const img = gal.items.find((m) => m.kind === 'image');
  await run('image-to-video w/ image', generateRequest({ ...base, start: { kind: 'image', media: img ?? null } }));
  if (t2v) {
    const v = { ...t2v, characterId: c.id } as never;
    await run('extend', extendRequest(v, { characterId: c.id, gender: 'Female', settings: DEFAULT_SETTINGS, prompt: '', presetId: 'walking' }));
    await run('enhance', enhanceRequest(v));
  }
  await browser.close();
}
main();
