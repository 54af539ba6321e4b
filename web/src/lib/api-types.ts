import type { components, paths } from '@/api/gen/schema';

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;

/** The JSON body of a path's successful (200 or 201) answer, from the generated schema. */
export type OkJson<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer B }
      ? JsonOf<B>
      : never
  : never;

/** The JSON request body of a path's operation. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer T } };
}
  ? T
  : never;

export type SessionInfo = OkJson<'/api/auth/session', 'get'>;
export type Me = OkJson<'/api/me', 'get'>;
export type Role = Me['role'];
export type NotificationPrefs = OkJson<'/api/me/notifications', 'get'>;
export type Country = OkJson<'/api/countries', 'get'>[number];
export type AdminStats = OkJson<'/api/admin/stats', 'get'>;
export type CustomerPage = OkJson<'/api/admin/customers', 'get'>;
export type QueueItem = OkJson<'/api/moderators/queue', 'get'>['items'][number];

export type Character = OkJson<'/api/characters/{character_id}', 'get'>;
export type CharacterInput = BodyOf<'/api/characters', 'post'>;
export type CharacterChanges = BodyOf<'/api/characters/{character_id}', 'patch'>;
export type CharacterPage = OkJson<'/api/directory', 'get'>;
export type CharacterSummary = CharacterPage['items'][number];
export type CategoryCount = OkJson<'/api/directory/categories', 'get'>[number];
export type Greeting = Character['greetings'][number];
export type ChatSummary = OkJson<'/api/chats', 'get'>['items'][number];
export type ChatDetail = OkJson<'/api/chats/{chat_id}', 'get'>;
export type ChatCharacter = ChatDetail['characters'][number];
export type ChatMessageView = ChatDetail['messages'][number];
export type ChatSettings = OkJson<'/api/chats/{chat_id}/settings', 'get'>;
export type ChatSettingsChanges = BodyOf<'/api/chats/{chat_id}/settings', 'patch'>;
export type FeedbackInput = BodyOf<'/api/chats/{chat_id}/messages/{message_id}/feedback', 'post'>;
export type FeedbackOption = NonNullable<FeedbackInput['option']>;
export type Memory = OkJson<'/api/chats/{chat_id}/memories', 'get'>[number];
export type Persona = OkJson<'/api/personas', 'get'>[number];
export type PersonaInput = BodyOf<'/api/personas', 'post'>;
export type PersonaChanges = BodyOf<'/api/personas/{persona_id}', 'patch'>;

type Schemas = components['schemas'];
export type MediaView = Schemas['MediaView'];
export type JobView = Schemas['JobView'];
export type JobState = JobView['state'];
export type MediaPage = Schemas['MediaPage'];
export type PoseOut = Schemas['PoseOut'];
export type EditStyle = Schemas['EditStyleOut'];
export type ImageDetail = Schemas['ImageDetail'];
export type PhotoSet = Schemas['PhotoSet'];
export type LookOut = Schemas['LookOut'];
export type ImageCreate = Schemas['ImageCreate'];
export type Orientation = ImageCreate['orientation'];
export type PhotoMode = Schemas['PhotoIn']['mode'];
export type PhotoOut = Schemas['PhotoOut'];
/** spec 3 Video action preset, as the catalogue lists it. */
export type VideoAction = Schemas['VideoActionOut'];
export type Voices = Schemas['VoicesOut'];
/** spec 3 Video generation request: one body per mode. */
export type VideoRequest = BodyOf<'/api/videos', 'post'>;
/** POST /api/videos answers 202 with the job (and, in a chat, its message). */
export type VideoStarted = Schemas['VideoStarted'];
