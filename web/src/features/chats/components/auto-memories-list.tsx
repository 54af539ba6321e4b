import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import type { Memory } from '@/lib/api-types';
import { deleteMemory, editMemory, useMemories } from '../api/memories';

function MemoryRow({
  chatId,
  memory,
  onChanged,
}: {
  chatId: string;
  memory: Memory;
  onChanged(): void;
}) {
  const [text, setText] = useState(memory.content);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <li className="grid gap-1">
      <div className="flex gap-2">
        <Input
          aria-label="Memory"
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={!text.trim() || text === memory.content}
          onClick={() => void run(() => editMemory(chatId, memory.id, text.trim()))}
        >
          Save
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void run(() => deleteMemory(chatId, memory.id))}
        >
          Delete
        </Button>
      </div>
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
    </li>
  );
}

/** What the AI remembered on its own from this chat. */
export function AutoMemoriesList({ chatId }: { chatId: string }) {
  const { data, error, mutate } = useMemories(chatId, true);
  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return null;
  if (data.length === 0) {
    return <p className="text-sm text-muted-foreground">No automatic memories yet.</p>;
  }
  return (
    <ul className="grid gap-2" data-testid="auto-memories">
      {data.map((m) => (
        <MemoryRow
          key={`${m.id}:${m.content}`}
          chatId={chatId}
          memory={m}
          onChanged={() => void mutate()}
        />
      ))}
    </ul>
  );
}
