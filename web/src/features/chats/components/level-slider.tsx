interface LevelSliderProps {
  id: string;
  label: string;
  /** One name per level, 0 to 4. */
  names: string[];
  value: number;
  error?: string | undefined;
  onChange(value: number): void;
}

/** A 0–4 level (spec 5 Chat settings). */
export function LevelSlider({ id, label, names, value, error, onChange }: LevelSliderProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span className="text-muted-foreground" data-testid={`${id}-value`}>
          {value} · {names[value] ?? ''}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={4}
        step={1}
        value={value}
        data-testid={id}
        className="accent-primary"
        onChange={(e) => onChange(Number(e.target.value))}
      />
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
    </div>
  );
}
