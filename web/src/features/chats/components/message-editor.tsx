import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface MessageEditorProps {
  initial: string;
  onSave(text: string): Promise<void>;
  onCancel(): void;
}

/** Inline editing of a message's text. */
export function MessageEditor({ initial, onSave, onCancel }: MessageEditorProps) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid min-w-64 gap-2">
      <Textarea
        aria-label="Edit message"
        // Opened from the keyboard (↑ in an empty composer) too: typing goes on here.
        autoFocus
        data-testid="message-edit-input"
        className="text-foreground"
        value={text}
        maxLength={20000}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          data-testid="message-edit-save"
          disabled={busy || !text.trim()}
          onClick={async () => {
            setBusy(true);
            await onSave(text.trim());
            setBusy(false);
          }}
        >
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
