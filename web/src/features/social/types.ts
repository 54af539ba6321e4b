import type { components } from '@/api/gen/schema';

/** The social API's shapes, from the generated client (the contract of issue 13). */
type Schemas = components['schemas'];
export type Post = Schemas['Post'];
export type PostPage = Schemas['PostPage'];
export type PostMedia = Schemas['PostMedia'];
export type PostCharacter = Schemas['PostCharacter'];
export type Comment = Schemas['Comment'];
export type CommentPage = Schemas['CommentPage'];
export type UserSummary = Schemas['UserSummary'];
export type UserSummaryPage = Schemas['UserSummaryPage'];
export type Profile = Schemas['Profile'];
export type LikeState = Schemas['LikeState'];
export type Share = Schemas['Share'];
export type SharedItem = Schemas['SharedItem'];
export type SharedMessage = Schemas['SharedMessage'];
export type StreamPage = Schemas['StreamPage'];
export type SocialSettings = Schemas['SocialSettings'];
export type ReportReason = Schemas['ReportIn']['reason'];
export type FeedTab = 'public' | 'following';
