import { cn } from '@/lib/utils';
import { artGradient, initials } from './character-art';

/** A character's portrait (3:4): the picture, or its initials large on its own gradient. */
export function CharacterPortrait({
  name,
  url,
  seed,
  className,
}: {
  name: string;
  url?: string | null | undefined;
  seed: string;
  className?: string;
}) {
  const base = cn('relative aspect-[3/4] w-full overflow-hidden', className);
  if (url) {
    return (
      <div className={base}>
        <img src={url} alt="" loading="lazy" className="h-full w-full object-cover" />
      </div>
    );
  }
  return (
    <div aria-hidden className={base} style={{ backgroundImage: artGradient(seed) }}>
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_70%_25%,rgba(255,255,255,0.18),transparent_45%)]" />
      <span className="absolute inset-x-0 top-[12%] text-center font-display text-5xl font-semibold tracking-tight text-white/90 drop-shadow-lg sm:top-[20%] sm:text-7xl">
        {initials(name)}
      </span>
    </div>
  );
}
