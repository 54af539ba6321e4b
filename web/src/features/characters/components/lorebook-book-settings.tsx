import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { type LoreBook, type LoreRecord, wholeNumber, withBookField } from '../lorebook';

interface BookSettingsProps {
  book: LoreRecord | null;
  onChange(book: LoreBook): void;
}

/** How the whole book is read: how far back to look, how much room lore gets, and recursion. */
export function BookSettings({ book, onChange }: BookSettingsProps) {
  const scanDepth = typeof book?.scan_depth === 'number' ? String(book.scan_depth) : '';
  const budget = typeof book?.token_budget === 'number' ? String(book.token_budget) : '';
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border/60 bg-background/30 p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">How the book is read</legend>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="lore-scan-depth">Messages to look back</Label>
        <Input
          id="lore-scan-depth"
          inputMode="numeric"
          placeholder="2"
          value={scanDepth}
          onChange={(e) => onChange(withBookField(book, 'scan_depth', wholeNumber(e.target.value)))}
        />
        <p className="text-xs text-muted-foreground">Besides the new message. Empty: 2.</p>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="lore-budget">Token budget</Label>
        <Input
          id="lore-budget"
          inputMode="numeric"
          placeholder="Automatic"
          value={budget}
          onChange={(e) =>
            onChange(withBookField(book, 'token_budget', wholeNumber(e.target.value)))
          }
        />
        <p className="text-xs text-muted-foreground">
          Empty: a quarter of the model’s context. Lowest priority is left out first.
        </p>
      </div>
      <div className="grid content-start gap-1.5">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="lore-recursive">Entries trigger entries</Label>
          <Switch
            id="lore-recursive"
            checked={book?.recursive_scanning === true}
            onCheckedChange={(on) => onChange(withBookField(book, 'recursive_scanning', on))}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          An included entry’s words can bring in others.
        </p>
      </div>
    </fieldset>
  );
}
