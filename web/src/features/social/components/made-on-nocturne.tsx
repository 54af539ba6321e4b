import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The call to action under anything shared: where it was made, and the way to make your own. */
export function MadeOnNocturne() {
  return (
    <aside
      data-testid="made-on-nocturne"
      className="grid justify-items-center gap-3 rounded-2xl border border-primary/30 bg-[radial-gradient(circle_at_30%_0%,rgba(244,114,182,0.18),transparent_60%)] px-6 py-8 text-center"
    >
      <p className="font-display text-2xl font-semibold">Made on Nocturne — create your own</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Create AI characters, chat with them and bring them to life in images and videos.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/signup">Create your own</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/directory">Browse characters</Link>
        </Button>
      </div>
    </aside>
  );
}
