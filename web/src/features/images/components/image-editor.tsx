import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SparklesIcon, WandIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { UpgradeMessage } from '@/components/upgrade-message';
import { errorMessage } from '@/lib/api-error';
import type { ImageDetail } from '@/lib/api-types';
import { creditsText, refreshCredits, useCreditQuote } from '@/lib/credits';
import { editImage } from '../api/edit-image';
import { enhanceImage } from '../api/enhance-image';
import { useEditStyles } from '../api/get-edit-styles';
import { EditResult } from './edit-result';
import { StyleCard } from './style-card';

const PROMPT_MAX = 500;

/** Edit an image with a style preset (or Custom: words of your own), or enhance it; the result is
 * compared with the original by a divider. The job is kept in the address, so a reload goes on. */
export function ImageEditor({ detail }: { detail: ImageDetail }) {
  const { image } = detail;
  const styles = useEditStyles();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [styleId, setStyleId] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<'edit' | 'enhance'>('edit');
  const style = styles.data?.find((s) => s.id === styleId) ?? null;
  const editCost = useCreditQuote({ kind: 'image_edit' }).data;
  const enhanceCost = useCreditQuote({ kind: 'image_enhance' }).data;
  const custom = style?.id === 'custom';
  const canEdit = Boolean(style) && (!custom || prompt.trim().length > 0);

  async function start(kind: 'edit' | 'enhance') {
    setBusy(true);
    setError(null);
    setLast(kind);
    try {
      const job =
        kind === 'enhance'
          ? await enhanceImage(image.id)
          : await editImage(image.id, style?.id ?? 'custom', prompt.trim());
      setParams({ job: job.id }, { replace: true, preventScrollReset: true });
      void refreshCredits();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <EditResult
        image={image}
        jobId={jobId}
        title={
          last === 'enhance' ? 'Enhancing' : `Editing${style ? ` · ${style.displayName}` : ''}`
        }
        onRetry={() => void start(last)}
        onAgain={() => setParams({}, { replace: true, preventScrollReset: true })}
      />
      <aside className="grid gap-5 rounded-2xl border border-border bg-card/80 p-4 shadow-lg sm:p-5 lg:sticky lg:top-20">
        <h2 className="font-semibold text-lg">Style</h2>
        {styles.error ? <Alert variant="destructive">{errorMessage(styles.error)}</Alert> : null}
        {styles.data ? (
          <div
            role="radiogroup"
            aria-label="Edit style"
            className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3"
            data-testid="style-grid"
          >
            {styles.data.map((s) => (
              <StyleCard
                key={s.id}
                style={s}
                selected={s.id === styleId}
                onSelect={() => setStyleId(s.id)}
              />
            ))}
          </div>
        ) : styles.error ? null : (
          <Spinner />
        )}
        <div className="grid gap-2">
          <label htmlFor="edit-prompt" className="font-medium text-sm">
            {custom ? 'Describe your edit' : 'Extra instructions'}{' '}
            {custom ? null : <span className="font-normal text-muted-foreground">(optional)</span>}
          </label>
          <Textarea
            id="edit-prompt"
            value={prompt}
            rows={3}
            maxLength={PROMPT_MAX}
            data-testid="edit-prompt"
            placeholder={
              custom ? 'Make it a rainy night in Tokyo…' : 'Warmer light, softer shadows…'
            }
            onChange={(e) => setPrompt(e.target.value)}
          />
        </div>
        {error ? (
          <Alert variant="destructive" data-testid="edit-error">
            <UpgradeMessage text={error} />
          </Alert>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <Button
            size="lg"
            disabled={!canEdit || busy}
            onClick={() => void start('edit')}
            data-testid="apply-edit"
          >
            <WandIcon width={18} height={18} />
            {busy && last === 'edit'
              ? 'Starting…'
              : `Apply${editCost ? ` · ${creditsText(editCost.credits)}` : ''}`}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            disabled={busy}
            onClick={() => void start('enhance')}
            data-testid="enhance-button"
          >
            <SparklesIcon width={18} height={18} />
            {busy && last === 'enhance'
              ? 'Starting…'
              : `Enhance${enhanceCost ? ` · ${creditsText(enhanceCost.credits)}` : ''}`}
          </Button>
        </div>
        {editCost ? (
          <p className="text-muted-foreground text-xs" data-testid="edit-balance">
            Your balance: {creditsText(editCost.balance)}
          </p>
        ) : null}
        <p className="text-muted-foreground text-xs">
          {style
            ? custom
              ? 'Custom: your words alone decide the edit.'
              : style.description
            : 'Pick a style, or Enhance to make it twice as large.'}
        </p>
      </aside>
    </div>
  );
}
