import { Textarea } from '@/components/ui/textarea';

interface NoteFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** The server's message about it, if any. */
  error?: string | undefined;
}

/** An optional line of prompt for a video (what happens next, anything to add), with its error. */
export function NoteField({ id, label, placeholder, value, onChange, error }: NoteFieldProps) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium text-sm">
        {label} <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={value}
        aria-invalid={error ? true : undefined}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-16"
      />
      {error ? (
        <p role="alert" className="text-red-300 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
