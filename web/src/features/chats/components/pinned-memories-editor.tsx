import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Pinned memories are always in the prompt; a chat has at most 20. */
export const PINNED_MEMORIES_MAX = 20;

interface PinnedMemoriesEditorProps {
  items: string[];
  error?: string | undefined;
  onChange(items: string[]): void;
}

export function PinnedMemoriesEditor({ items, error, onChange }: PinnedMemoriesEditorProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        Pinned memories ({items.length}/{PINNED_MEMORIES_MAX})
      </legend>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: memories are plain strings edited in place
        <div key={index} className="flex gap-2">
          <Input
            aria-label={`Pinned memory ${index + 1}`}
            value={item}
            maxLength={1000}
            onChange={(e) => onChange(items.map((m, i) => (i === index ? e.target.value : m)))}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove pinned memory ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={items.length >= PINNED_MEMORIES_MAX}
        onClick={() => onChange([...items, ''])}
      >
        Add a pinned memory
      </Button>
    </fieldset>
  );
}
