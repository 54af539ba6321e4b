import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useContentPage } from '@/features/content/api/get-content-page';
import { ContentCharacters } from '@/features/content/components/content-characters';
import { ContentProse } from '@/features/content/components/content-prose';
import { useExperiment } from '@/lib/analytics/use-experiment';
import { useAuth } from '@/lib/auth';
import { useRouteMeta } from '@/lib/route-meta';

const FEATURES = [
  {
    title: 'Characters you create',
    text: 'Give each companion a personality, a look and a story — realistic or anime.',
  },
  {
    title: 'Role-play, alone or in groups',
    text: 'Talk one-on-one or bring several characters into one scene, with replies that stream in.',
  },
  {
    title: 'Images and videos',
    text: 'Picture your characters in poses and scenes you choose, then bring them to life.',
  },
];

/** The landing page: its text from content/pages/home.md, the public characters, what Nocturne does. */
export function HomePage() {
  const meta = useRouteMeta();
  const { user } = useAuth();
  // catalog/experiments.json: which call to action brings more sign-ups.
  const cta = useExperiment('home-cta') === 'meet' ? 'Meet your companion — free' : undefined;
  const { data } = useContentPage('/');
  return (
    <div className="grid gap-12 sm:gap-16">
      <section className="grid gap-6 py-6 text-center sm:py-14">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-primary">
          For adults only · 18+
        </p>
        <h1 className="mx-auto max-w-3xl font-display text-4xl font-semibold leading-tight tracking-tight sm:text-6xl">
          {data?.heading ?? meta.heading}
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          {data?.description ?? meta.description}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {user ? (
            <Button asChild size="lg">
              <Link to="/chat">Go to your chats</Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <Link to="/signup">{cta ?? data?.cta?.label ?? 'Create your free account'}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">Log in</Link>
              </Button>
            </>
          )}
        </div>
      </section>
      {data && data.characters.length > 0 ? (
        <ContentCharacters characters={data.characters} title="Meet the starter characters" />
      ) : null}
      <section aria-label="What Nocturne offers" className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((f) => (
          <div key={f.title} className="rounded-xl border border-border bg-card/60 p-6">
            <h2 className="mb-2 font-semibold">{f.title}</h2>
            <p className="text-sm text-muted-foreground">{f.text}</p>
          </div>
        ))}
      </section>
      {data?.html ? <ContentProse html={data.html} className="mx-auto text-center" /> : null}
    </div>
  );
}
