import { cn } from '@/lib/utils';
import { artGradient, initials } from './character-art';

/** A character's picture in a circle, or its initials on its own gradient when there is none. */
export function CharacterAvatar({
  name,
  url,
  seed,
  className,
}: {
  name: string;
  url?: string | null | undefined;
  /** What picks the gradient (the character's id); the name when left out. */
  seed?: string;
  className?: string;
}) {
  const base = cn('h-10 w-10 shrink-0 rounded-full', className);
  if (url) return <img src={url} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'grid place-items-center font-display font-semibold text-white shadow-inner ring-1 ring-white/10',
      )}
      style={{ backgroundImage: artGradient(seed ?? name) }}
    >
      {initials(name)}
    </span>
  );
}
