import { Chip } from '@/components/media/chip';
import { DURATIONS } from '../lib/video-requests';

/** spec 5 Video parameters: the length, 5 to 10 seconds (5 by default). */
export function DurationPicker({
  value,
  onChange,
}: {
  value: number;
  onChange(seconds: number): void;
}) {
  return (
    <fieldset className="flex min-w-0 items-center gap-2" data-testid="duration-picker">
      <legend className="sr-only">Length</legend>
      <span aria-hidden="true" className="mr-1 hidden text-muted-foreground text-sm sm:block">
        Length
      </span>
      {DURATIONS.map((seconds) => (
        <Chip
          key={seconds}
          active={value === seconds}
          onClick={() => onChange(seconds)}
          className="px-3 tabular-nums"
        >
          {seconds} s
        </Chip>
      ))}
    </fieldset>
  );
}
