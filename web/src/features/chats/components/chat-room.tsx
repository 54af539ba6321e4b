import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ChatDetail, Persona } from '@/lib/api-types';
import { useChatRoom } from '../hooks/use-chat-room';
import { useMessageActions } from '../hooks/use-message-actions';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatStatusBar } from './chat-status-bar';
import { FeedbackDialog } from './feedback-dialog';
import { MessageList } from './message-list';
import { SettingsPanel } from './settings-panel';
import { SpeakerPicker } from './speaker-picker';

interface ChatRoomProps {
  chat: ChatDetail;
  reload(): Promise<ChatDetail | undefined>;
  personas: Persona[];
}

/** The chat screen: streamed turns with useChat, message actions, settings. */
export function ChatRoom({ chat, reload, personas }: ChatRoomProps) {
  const room = useChatRoom(chat, reload);
  const actions = useMessageActions(chat.id, room);
  const [nextSpeakerId, setNextSpeakerId] = useState('');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const hasUserMessage = room.messages.some((m) => m.role === 'user');
  const suggestion = !hasUserMessage && !room.busy ? chat.suggestedFirstMessage : null;

  const send = (text: string) =>
    room.send(text, { nextSpeakerId: chat.isGroupChat ? nextSpeakerId : undefined });

  return (
    <div className="grid gap-4" data-testid="chat-room">
      <ChatHeader chat={chat} onOpenSettings={() => setSettingsOpen(true)} />
      {actions.error ? <Alert variant="destructive">{actions.error}</Alert> : null}
      <MessageList
        messages={room.messages}
        characters={chat.characters}
        status={room.status}
        actions={actions}
      />
      <ChatStatusBar status={room.status} error={room.error} onRetry={() => void room.retry()} />
      {suggestion ? (
        <Button
          variant="outline"
          size="sm"
          className="h-auto justify-self-start whitespace-normal py-2 text-left"
          data-testid="suggested-message"
          onClick={() => send(suggestion)}
        >
          {suggestion}
        </Button>
      ) : null}
      {chat.isGroupChat ? (
        <SpeakerPicker
          characters={chat.characters}
          value={nextSpeakerId}
          onChange={setNextSpeakerId}
        />
      ) : null}
      <ChatComposer
        busy={room.busy}
        streaming={room.status === 'streaming' || room.status === 'submitted'}
        onSend={send}
        onStop={() => void room.stop()}
      />
      <FeedbackDialog
        open={actions.feedbackFor !== null}
        onClose={actions.closeFeedback}
        onSubmit={actions.submitFeedback}
      />
      <SettingsPanel
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        chat={chat}
        personas={personas}
        onSaved={() => void reload()}
      />
    </div>
  );
}
