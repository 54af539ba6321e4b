import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import type { ChatDetail, ChatSettings, Persona } from '@/lib/api-types';
import { fieldErrorsOf } from '@/lib/field-errors';
import { updateChatSettings } from '../api/chat-settings';
import { AutoMemoriesList } from './auto-memories-list';
import { LevelSlider } from './level-slider';
import { PinnedMemoriesEditor } from './pinned-memories-editor';

/** Spec 9 Chat: the custom-instructions limit. */
export const CUSTOM_INSTRUCTIONS_MAX = 15000;
const LUST = ['Tame', 'Mild', 'Balanced', 'Spicy', 'Explicit'];
const LENGTH = ['Very short', 'Short', 'Medium', 'Long', 'Very long'];

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

export function SettingsForm({
  chat,
  personas,
  onSaved,
}: {
  chat: ChatDetail;
  personas: Persona[];
  onSaved(): void;
}) {
  const [values, setValues] = useState<ChatSettings>(() => ({ ...chat.settings }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ChatSettings>) => setValues((v) => ({ ...v, ...patch }));
  const instructions = values.customInstructions ?? '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (instructions.length > CUSTOM_INSTRUCTIONS_MAX) {
      setErrors({ customInstructions: `Use at most ${CUSTOM_INSTRUCTIONS_MAX} characters.` });
      return;
    }
    setBusy(true);
    setStatus(null);
    setErrors({});
    try {
      const saved = await updateChatSettings(chat.id, {
        ...values,
        pinnedMemories: (values.pinnedMemories ?? []).map((m) => m.trim()).filter(Boolean),
      });
      setValues(saved);
      setStatus({ ok: true, text: 'Settings saved.' });
      onSaved();
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setStatus({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate data-testid="settings-form">
      {status ? <Alert variant={status.ok ? 'success' : 'destructive'}>{status.text}</Alert> : null}
      <LevelSlider
        id="lust-level"
        label="Lust level"
        names={LUST}
        value={values.lustLevel ?? 2}
        error={errors.lustLevel}
        onChange={(lustLevel) => set({ lustLevel })}
      />
      <LevelSlider
        id="response-length"
        label="Response length"
        names={LENGTH}
        value={values.responseLengthLevel ?? 2}
        error={errors.responseLengthLevel}
        onChange={(responseLengthLevel) => set({ responseLengthLevel })}
      />
      <PinnedMemoriesEditor
        items={values.pinnedMemories ?? []}
        error={errors.pinnedMemories}
        onChange={(pinnedMemories) => set({ pinnedMemories })}
      />
      <div className="grid gap-3">
        <h3 className="text-sm font-medium">Automatic memories</h3>
        <Toggle
          id="pause-memories"
          label="Pause automatic memories"
          checked={values.autoMemoriesPaused ?? false}
          onChange={(autoMemoriesPaused) => set({ autoMemoriesPaused })}
        />
        <AutoMemoriesList chatId={chat.id} />
      </div>
      <FormField
        id="custom-instructions"
        label="Custom instructions"
        error={errors.customInstructions}
        hint={`${instructions.length}/${CUSTOM_INSTRUCTIONS_MAX}`}
      >
        <Textarea
          id="custom-instructions"
          value={instructions}
          aria-invalid={instructions.length > CUSTOM_INSTRUCTIONS_MAX}
          onChange={(e) => set({ customInstructions: e.target.value })}
        />
      </FormField>
      <FormField
        id="conversation-summary"
        label="Conversation summary"
        error={errors.conversationSummary}
        hint="Written automatically as the chat grows; you can correct it."
      >
        <Textarea
          id="conversation-summary"
          maxLength={15000}
          value={values.conversationSummary ?? ''}
          onChange={(e) => set({ conversationSummary: e.target.value })}
        />
      </FormField>
      <div className="grid gap-3">
        <FormField id="persona" label="Your persona in this chat" error={errors.selectedPersonaId}>
          <NativeSelect
            id="persona"
            value={values.selectedPersonaId ?? ''}
            onChange={(e) => set({ selectedPersonaId: e.target.value || null })}
          >
            <option value="">Your active persona (or your profile)</option>
            {personas.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Toggle
          id="include-persona"
          label="Include persona in scenes"
          checked={values.includePersonaInScenes ?? false}
          onChange={(includePersonaInScenes) => set({ includePersonaInScenes })}
        />
        {chat.isGroupChat ? (
          <Toggle
            id="include-group"
            label="Include group chat in scene"
            checked={values.includeGroupChatInScene ?? true}
            onChange={(includeGroupChatInScene) => set({ includeGroupChatInScene })}
          />
        ) : null}
      </div>
      <Button
        type="submit"
        disabled={busy}
        data-testid="settings-save"
        className="justify-self-start"
      >
        {busy ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}
