import type { ControlErrors } from '../lib/errors';
import type { VideoSettings } from '../lib/options';
import { DURATIONS, QUALITIES, SPEEDS, VIDEO_ORIENTATIONS } from '../lib/options';
import { OptionGroup } from './option-group';

/** spec 5 Video parameters: quality, duration (5–10 s), speed and the seven orientations. */
export function VideoOptions({
  value,
  onChange,
  errors = {},
  orientation = true,
}: {
  value: VideoSettings;
  onChange(value: VideoSettings): void;
  errors?: ControlErrors;
  /** A follow-up keeps its video's shape: no orientation to pick. */
  orientation?: boolean;
}) {
  const set = <K extends keyof VideoSettings>(key: K, v: VideoSettings[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <OptionGroup
          legend="Quality"
          value={value.quality}
          onChange={(v) => set('quality', v)}
          error={errors.quality}
          className="grid-cols-2"
          options={QUALITIES.map((q) => ({
            value: q.value,
            label: `${q.label}: ${q.hint}`,
            content: <span className="font-semibold text-[0.8125rem]">{q.label}</span>,
          }))}
        />
        <OptionGroup
          legend="Speed"
          value={value.speed}
          onChange={(v) => set('speed', v)}
          error={errors.speed}
          className="grid-cols-2"
          options={SPEEDS.map((s) => ({
            value: s.value,
            label: `${s.label}: ${s.hint}`,
            content: <span className="font-semibold text-[0.8125rem]">{s.label}</span>,
          }))}
        />
      </div>
      <OptionGroup
        legend="Duration"
        note={`${value.duration} seconds`}
        value={value.duration}
        onChange={(v) => set('duration', v)}
        error={errors.duration}
        className="grid-cols-6"
        data-testid="duration-options"
        options={DURATIONS.map((d) => ({
          value: d,
          label: `${d} seconds`,
          content: <span className="font-semibold text-sm tabular-nums">{d}s</span>,
        }))}
      />
      {orientation ? (
        <OptionGroup
          legend="Orientation"
          note={VIDEO_ORIENTATIONS.find((o) => o.value === value.orientation)?.label}
          value={value.orientation}
          onChange={(v) => set('orientation', v)}
          error={errors.orientation}
          className="grid-cols-4"
          options={VIDEO_ORIENTATIONS.map((o) => ({
            value: o.value,
            label: o.label,
            content: (
              <>
                <span
                  aria-hidden
                  className="block rounded-[3px] border-2 border-current opacity-80"
                  style={{
                    width: 22 * Math.min(1, o.ratio),
                    height: 22 * Math.min(1, 1 / o.ratio),
                  }}
                />
                {o.short}
              </>
            ),
          }))}
        />
      ) : null}
    </div>
  );
}
