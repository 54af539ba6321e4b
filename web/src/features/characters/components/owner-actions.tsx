import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { Character } from '@/lib/api-types';
import { deleteCharacter } from '../api/delete-character';

function exportUrl(id: string, format: 'json' | 'png', version: 2 | 3): string {
  return `/api/characters/${encodeURIComponent(id)}/export?format=${format}&version=${version}`;
}

/** Edit, delete and export (Tavern card JSON V2/V3, PNG) for the character's owner. */
export function OwnerActions({ character }: { character: Character }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const link = buttonVariants({ variant: 'outline', size: 'sm' });

  async function onDelete() {
    setBusy(true);
    setError(null);
    try {
      await deleteCharacter(character.id);
      navigate('/chat');
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <section className="grid gap-3 rounded-xl border border-border p-4" aria-label="Your character">
      <h2 className="text-lg font-semibold">Your character</h2>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Link className={link} to={pathTo('/custom', undefined, { edit: character.id })}>
          Edit
        </Link>
        <a className={link} href={exportUrl(character.id, 'json', 2)} download>
          Export JSON (V2)
        </a>
        <a className={link} href={exportUrl(character.id, 'json', 3)} download>
          Export JSON (V3)
        </a>
        <a className={link} href={exportUrl(character.id, 'png', 3)} download>
          Export PNG card
        </a>
        {confirming ? (
          <>
            <Button variant="destructive" size="sm" disabled={busy} onClick={() => void onDelete()}>
              {busy ? 'Deleting…' : 'Yes, delete it'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </div>
    </section>
  );
}
