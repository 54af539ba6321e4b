import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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

export function HomePage() {
  const meta = useRouteMeta();
  const { user } = useAuth();
  return (
    <div className="grid gap-16">
      <section className="grid gap-6 py-10 text-center sm:py-16">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-primary">
          For adults only · 18+
        </p>
        <h1 className="mx-auto max-w-3xl font-display text-4xl font-semibold leading-tight tracking-tight sm:text-6xl">
          {meta.heading}
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{meta.description}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {user ? (
            <Button asChild size="lg">
              <Link to="/chat">Go to your chats</Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <Link to="/signup">Create your free account</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">Log in</Link>
              </Button>
            </>
          )}
        </div>
      </section>
      <section aria-label="What Nocturne offers" className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((f) => (
          <div key={f.title} className="rounded-xl border border-border bg-card/60 p-6">
            <h2 className="mb-2 font-semibold">{f.title}</h2>
            <p className="text-sm text-muted-foreground">{f.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
