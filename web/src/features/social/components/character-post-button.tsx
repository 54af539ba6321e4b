import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { publishPost } from '../api/publish-post';

/** Posts my public character to the feed (once; the server says so when it already is). */
export function CharacterPostButton({ characterId }: { characterId: string }) {
  const [state, setState] = useState<'idle' | 'busy' | { postId: string } | { error: string }>(
    'idle',
  );
  async function post() {
    setState('busy');
    try {
      const created = await publishPost({ characterId, caption: '' });
      setState({ postId: created.id });
    } catch (e) {
      setState({ error: errorMessage(e) });
    }
  }
  if (typeof state === 'object' && 'postId' in state) {
    return (
      <Link
        to={pathTo('/photos/:id', { id: state.postId })}
        className="inline-flex min-h-10 items-center text-sm font-medium text-emerald-400 hover:underline"
      >
        Posted to the feed
      </Link>
    );
  }
  // Inside the page's row of owner actions: a message takes its own line under the row.
  return (
    <>
      <Button variant="secondary" disabled={state === 'busy'} onClick={() => void post()}>
        Post to the feed
      </Button>
      {typeof state === 'object' ? (
        <p role="alert" className="order-last basis-full text-right text-sm text-muted-foreground">
          {state.error}
        </p>
      ) : null}
    </>
  );
}
