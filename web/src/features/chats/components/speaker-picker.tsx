import { NativeSelect } from '@/components/ui/native-select';
import type { ChatCharacter } from '@/lib/api-types';

interface SpeakerPickerProps {
  characters: readonly ChatCharacter[];
  value: string;
  onChange(id: string): void;
}

/** Group chats: who replies next ('' lets the server choose). */
export function SpeakerPicker({ characters, value, onChange }: SpeakerPickerProps) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="next-speaker" className="text-muted-foreground">
        Who replies next
      </label>
      <NativeSelect
        id="next-speaker"
        className="h-8 w-auto py-1"
        data-testid="speaker-picker"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Auto</option>
        {characters.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
