import { PageHeader } from '@/components/layouts/page-header';
import { useRouteMeta } from '@/lib/route-meta';

const SENTENCES: Record<string, string> = {
  'characters and chat': 'Characters and chat are coming in a later release.',
  'discovery content': 'Discovery content is coming in a later release.',
  'media generation': 'Image and video generation are coming in a later release.',
  billing: 'Plans and billing are coming in a later release.',
  promotion: 'Promotion banners are coming in a later release.',
};

export function comingLaterSentence(comingIn: string): string {
  const known = SENTENCES[comingIn];
  if (known) return known;
  return `${comingIn.charAt(0).toUpperCase()}${comingIn.slice(1)} is coming in a later release.`;
}

/** A page whose feature is not built yet: its heading and a plain sentence, no fake data. */
export function ComingLaterPage() {
  const meta = useRouteMeta();
  return (
    <section>
      <PageHeader />
      <p className="text-muted-foreground">{comingLaterSentence(meta.comingIn ?? 'this page')}</p>
    </section>
  );
}
