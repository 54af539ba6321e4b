import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { track } from '@/lib/analytics/client';
import type { ChatDetail, Persona } from '@/lib/api-types';
import { useChatRoom } from '../hooks/use-chat-room';
import { useMessageActions } from '../hooks/use-message-actions';
import { usePhotoRequests } from '../hooks/use-photo-requests';
import { useVideoRequests } from '../hooks/use-video-requests';
import { shownMessages } from '../lib/message-kinds';
import { lastReplyText } from '../lib/ui-messages';
import type { VideoTarget } from '../lib/video-requests';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatStatusBar } from './chat-status-bar';
import { MessageList } from './message-list';
import { PhotoContext } from './photo-context';
import { RequestError } from './request-error';
import { SendPhotoMenu } from './send-photo-menu';
import { EVERYONE, SpeakerPicker } from './speaker-picker';
import { SuggestedMessage } from './suggested-message';
import { VideoContext } from './video-context';

// The video sheets (presets with their previews, voices) load only when one is opened; so do the
// settings drawer (its form, the memories) and the thumbs-down dialog: most visits open neither,
// and the chat route keeps its byte budget (web/weight-budgets.json).
const VideoSheet = lazy(() => import('./video-sheet').then((m) => ({ default: m.VideoSheet })));
const SettingsPanel = lazy(() =>
  import('./settings-panel').then((m) => ({ default: m.SettingsPanel })),
);
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

interface ChatRoomProps {
  chat: ChatDetail;
  reload(): Promise<ChatDetail | undefined>;
  personas: Persona[];
}

/** The chat screen, full height: its header, the messages scrolling in between, the composer at
 * the bottom. Streamed turns with useChat, message actions, settings. */
export function ChatRoom({ chat, reload, personas }: ChatRoomProps) {
  const room = useChatRoom(chat, reload);
  const actions = useMessageActions(chat.id, room);
  const [pick, setPick] = useState('');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const shown = useMemo(() => shownMessages(room.messages), [room.messages]);
  const hasUserMessage = room.messages.some((m) => m.role === 'user');
  const suggestion = !hasUserMessage && !room.busy ? chat.suggestedFirstMessage : null;
  const everyone = chat.isGroupChat && pick === EVERYONE;
  const nextSpeakerId = chat.isGroupChat && pick !== EVERYONE ? pick : undefined;
  const { busy, stop } = room;
  const messagesRef = useRef(room.messages);
  messagesRef.current = room.messages;
  const getMessages = useCallback(() => messagesRef.current, []);
  const photos = usePhotoRequests(chat.id, getMessages, room.setMessages);
  const photoOf = chat.characters.find((c) => c.id === pick) ?? chat.characters[0];
  const photoActions = useMemo(
    () => ({ retry: photos.retry, locked: busy || photos.busy }),
    [photos.retry, busy, photos.busy],
  );
  const [videoTarget, setVideoTarget] = useState<VideoTarget | null>(null);
  const videos = useVideoRequests(getMessages, room.setMessages, setVideoTarget);
  const videoActions = useMemo(
    () => ({
      open: setVideoTarget,
      retry: videos.retry,
      canRetry: videos.canRetry,
      locked: busy || videos.busy,
    }),
    [videos.retry, videos.canRetry, busy, videos.busy],
  );
  const videoOf = videoTarget
    ? (chat.characters.find((c) => c.id === videoTarget.source.characterId) ?? photoOf)
    : undefined;

  const send = (text: string) => {
    if (!hasUserMessage) track('first_message');
    void room.send(text, { nextSpeakerId }, everyone);
  };
  const editLast = () => {
    const own = shown.findLast(
      (s) => s.message.role === 'user' && !s.message.metadata?.flaggedContent,
    );
    if (own) setEditingId(own.message.id);
  };

  // Esc stops a reply wherever the focus is.
  useEffect(() => {
    if (!busy) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, stop]);

  return (
    <PhotoContext.Provider value={photoActions}>
      <VideoContext.Provider value={videoActions}>
        <div className="flex h-full min-h-0 flex-col" data-testid="chat-room">
          <ChatHeader chat={chat} onOpenSettings={() => setSettingsOpen(true)} />
          {actions.error ? (
            <Alert variant="destructive" className="mx-3 mt-2 shrink-0">
              {actions.error}
            </Alert>
          ) : null}
          <MessageList
            shown={shown}
            messages={room.messages}
            characters={chat.characters}
            status={room.status}
            editingId={editingId}
            onEditingChange={setEditingId}
            actions={{
              ...actions,
              onContinue: room.continueReply,
              onReply: () => void room.reply({ nextSpeakerId }, everyone),
            }}
          />
          <div className="grid shrink-0 gap-2 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4">
            <ChatStatusBar
              status={room.status}
              error={room.error}
              onRetry={() => void room.retry()}
            />
            {photos.error ? (
              <RequestError
                message={photos.error}
                onDismiss={photos.clearError}
                testId="photo-request-error"
              />
            ) : null}
            {videos.error ? (
              <RequestError
                message={videos.error}
                onDismiss={videos.clearError}
                testId="video-request-error"
              />
            ) : null}
            {suggestion ? <SuggestedMessage text={suggestion} onSend={send} /> : null}
            {chat.isGroupChat ? (
              <SpeakerPicker characters={chat.characters} value={pick} onChange={setPick} />
            ) : null}
            <ChatComposer
              busy={busy}
              streaming={busy}
              onSend={send}
              onStop={() => void stop()}
              onEditLast={editLast}
              leading={
                <SendPhotoMenu
                  character={photoOf}
                  disabled={busy || photos.busy}
                  onRequest={(request) => void photos.request(request)}
                />
              }
            />
          </div>
          {actions.feedbackFor !== null ? (
            <Suspense fallback={null}>
              <FeedbackDialog
                open
                onClose={actions.closeFeedback}
                onSubmit={actions.submitFeedback}
              />
            </Suspense>
          ) : null}
          {settingsOpen ? (
            <Suspense fallback={null}>
              <SettingsPanel
                open
                onClose={() => setSettingsOpen(false)}
                chat={chat}
                personas={personas}
                onSaved={() => void reload()}
              />
            </Suspense>
          ) : null}
          {videoTarget && videoOf ? (
            <Suspense fallback={null}>
              <VideoSheet
                target={videoTarget}
                chatId={chat.id}
                character={videoOf}
                lastReply={
                  videoTarget.action === 'say'
                    ? lastReplyText(room.messages, videoOf.id, !chat.isGroupChat)
                    : ''
                }
                onClose={() => setVideoTarget(null)}
                onStart={videos.start}
              />
            </Suspense>
          ) : null}
        </div>
      </VideoContext.Provider>
    </PhotoContext.Provider>
  );
}
