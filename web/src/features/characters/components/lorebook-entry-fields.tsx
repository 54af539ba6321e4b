import { type ReactNode, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { type LoreRecord, viewOf } from '../lorebook';
import { KeyChipsInput } from './key-chips-input';

interface LorebookEntryFieldsProps {
  id: string;
  entry: LoreRecord;
  onChange(patch: LoreRecord): void;
}

function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg border border-border/60 bg-background/30 p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

/** Every field a person edits on one lorebook entry; each change is a patch of the card's own fields. */
export function LorebookEntryFields({ id, entry, onChange }: LorebookEntryFieldsProps) {
  const view = viewOf(entry);
  // The order's text is kept while typing, so it can be emptied on the way to a new number.
  const [order, setOrder] = useState(String(view.insertionOrder));
  return (
    <div className="grid gap-4">
      <Field id={`${id}-title`} label="Name" hint="For you only; never sent to the AI.">
        <Input
          id={`${id}-title`}
          value={view.title}
          maxLength={200}
          placeholder="e.g. The harbor district"
          onChange={(e) => onChange({ comment: e.target.value })}
        />
      </Field>
      <Field
        id={`${id}-keys`}
        label="Trigger words"
        hint="Press Enter after each. The entry joins the chat when one of them comes up in the recent messages. Write /pattern/i for a regular expression."
      >
        <KeyChipsInput
          id={`${id}-keys`}
          keys={view.keys}
          placeholder="harbor, docks, /ships?/i"
          onChange={(keys) => onChange({ keys })}
        />
      </Field>
      <Field id={`${id}-content`} label="What the AI should know">
        <Textarea
          id={`${id}-content`}
          rows={4}
          maxLength={16000}
          value={view.content}
          placeholder="Skyships dock at the harbor at dusk; the harbor master owes {{char}} a favour."
          onChange={(e) => onChange({ content: e.target.value })}
        />
      </Field>
      <div className="grid gap-2 sm:grid-cols-2">
        <Toggle
          id={`${id}-enabled`}
          label="Enabled"
          hint="Off keeps the entry without using it."
          checked={view.enabled}
          onChange={(enabled) => onChange({ enabled })}
        />
        <Toggle
          id={`${id}-constant`}
          label="Always included"
          hint="In every reply, whatever is said."
          checked={view.constant}
          onChange={(constant) => onChange({ constant })}
        />
        <Toggle
          id={`${id}-case`}
          label="Match case"
          hint="“Rose” no longer matches “rose”."
          checked={view.caseSensitive}
          onChange={(case_sensitive) => onChange({ case_sensitive })}
        />
        <Toggle
          id={`${id}-selective`}
          label="Needs a second word"
          hint="Also require one of the words below."
          checked={view.selective}
          onChange={(selective) => onChange({ selective })}
        />
      </div>
      {view.selective ? (
        <Field id={`${id}-secondary`} label="Second words">
          <KeyChipsInput
            id={`${id}-secondary`}
            keys={view.secondaryKeys}
            placeholder="night, storm"
            onChange={(secondary_keys) => onChange({ secondary_keys })}
          />
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-position`} label="Place in the prompt">
          <NativeSelect
            id={`${id}-position`}
            value={view.position}
            onChange={(e) => onChange({ position: e.target.value })}
          >
            <option value="before_char">Before the character’s description</option>
            <option value="after_char">After the character’s description</option>
          </NativeSelect>
        </Field>
        <Field id={`${id}-order`} label="Order" hint="Lower numbers come first.">
          <Input
            id={`${id}-order`}
            type="number"
            inputMode="numeric"
            value={order}
            onChange={(e) => {
              setOrder(e.target.value);
              const value = Number(e.target.value);
              if (e.target.value.trim() && Number.isFinite(value))
                onChange({ insertion_order: value });
            }}
          />
        </Field>
      </div>
    </div>
  );
}
