import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { saveLook, useLook } from '../api/character-look';

const LOOK_LIMIT = 600;

/** The character's look: the image prompt every picture of them starts from, editable by the owner
 * (emptied, it is built again from gender, style and physical description). */
export function LookEditor({ characterId }: { characterId: string }) {
  const look = useLook(characterId);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!look.data) return null; // not mine (or not loaded yet): nothing to edit

  async function save() {
    if (draft === null) return;
    setSaving(true);
    setError(null);
    try {
      await saveLook(characterId, draft.trim());
      setDraft(null);
    } catch (e) {
      setError(errorMessage(e)); // a refused look names the moderation label
    } finally {
      setSaving(false);
    }
  }

  return (
    <div
      className="grid gap-2 rounded-xl border border-border/60 bg-card/40 p-3"
      data-testid="look-editor"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-sm">
          Their look{' '}
          <span className="text-muted-foreground">
            {look.data.custom ? '· written by you' : '· from their description'}
          </span>
        </p>
        {draft === null ? (
          <Button variant="ghost" className="h-10" onClick={() => setDraft(look.data?.look ?? '')}>
            Edit look
          </Button>
        ) : null}
      </div>
      {draft === null ? (
        <p className="line-clamp-3 text-muted-foreground text-sm">{look.data.look}</p>
      ) : (
        <>
          <Textarea
            aria-label="Their look"
            value={draft}
            maxLength={LOOK_LIMIT}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Leave empty to build it from their description again"
          />
          {error ? (
            <p role="alert" className="text-red-300 text-sm">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button className="h-10" disabled={saving} onClick={save}>
              Save look
            </Button>
            <Button variant="ghost" className="h-10" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
