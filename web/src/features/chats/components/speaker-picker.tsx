import { NativeSelect } from '@/components/ui/native-select';
import type { ChatCharacter } from '@/lib/api-types';

/** The picker's value for "every character answers in turn". */
export const EVERYONE = 'everyone';

interface SpeakerPickerProps {
  characters: readonly ChatCharacter[];
  value: string;
  onChange(id: string): void;
}

/** Group chats: who replies next: '' lets the server choose (the first character named, else the one
 * who spoke least), EVERYONE has each character answer in turn, or one character by id. */
export function SpeakerPicker({ characters, value, onChange }: SpeakerPickerProps) {
  return (
    <div className="flex items-center gap-2 text-xs">
      <label htmlFor="next-speaker" className="text-muted-foreground">
        Replies
      </label>
      <NativeSelect
        id="next-speaker"
        className="h-10 w-auto rounded-full py-1 text-xs"
        data-testid="speaker-picker"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Whoever is named</option>
        <option value={EVERYONE}>Everyone replies</option>
        {characters.map((c) => (
          <option key={c.id} value={c.id}>
            Only {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
