import { cn } from '@/lib/utils';

/** A character's picture, or the first letter of the name when there is none. */
export function CharacterAvatar({
  name,
  url,
  className,
}: {
  name: string;
  url?: string | null | undefined;
  className?: string;
}) {
  const base = cn('h-10 w-10 shrink-0 rounded-full', className);
  if (url) return <img src={url} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span
      aria-hidden
      className={cn(base, 'grid place-items-center bg-primary/20 font-semibold text-primary')}
    >
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
