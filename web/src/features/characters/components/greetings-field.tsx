import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface GreetingsFieldProps {
  id: string;
  label: string;
  hint: string;
  items: string[];
  max: number;
  error?: string | undefined;
  onChange(items: string[]): void;
}

/** An editable list of text greetings ({{char}} and {{user}} are filled in when a chat starts). */
export function GreetingsField({
  id,
  label,
  hint,
  items,
  max,
  error,
  onChange,
}: GreetingsFieldProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {items.map((item, index) => (
        // Greetings have no id of their own; their order is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid gap-1">
          <Label htmlFor={`${id}-${index}`} className="sr-only">
            {label} {index + 1}
          </Label>
          <div className="flex gap-2">
            <Textarea
              id={`${id}-${index}`}
              rows={3}
              maxLength={16000}
              value={item}
              onChange={(e) => onChange(items.map((g, i) => (i === index ? e.target.value : g)))}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              ✕
            </Button>
          </div>
        </div>
      ))}
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={items.length >= max}
        onClick={() => onChange([...items, ''])}
      >
        Add {label.toLowerCase().replace(/s$/, '')}
      </Button>
    </fieldset>
  );
}
