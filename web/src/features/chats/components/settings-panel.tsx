import { Dialog } from '@/components/ui/dialog';
import type { ChatDetail, Persona } from '@/lib/api-types';
import { SettingsForm } from './settings-form';

interface SettingsPanelProps {
  open: boolean;
  onClose(): void;
  chat: ChatDetail;
  personas: Persona[];
  onSaved(): void;
}

/** The chat's settings in a side drawer; the form starts from the saved settings each time. */
export function SettingsPanel({ open, onClose, chat, personas, onSaved }: SettingsPanelProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Chat settings"
      description="These settings apply to this chat only."
      placement="side"
      data-testid="settings-panel"
    >
      <SettingsForm chat={chat} personas={personas} onSaved={onSaved} />
    </Dialog>
  );
}
