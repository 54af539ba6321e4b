import type { components } from '@/api/gen/schema';

export type Flag = components['schemas']['FlagOut'];
export type FlagUser = components['schemas']['FlagUser'];
export type ModerationAction = components['schemas']['ActionOut'];
export type ActionPage = components['schemas']['ActionPage'];
export type Evidence = components['schemas']['Evidence'];

/** Which list: every flag, or the emergency view (minors reasons). */
export type QueueKind = 'queue' | 'emergency';
export type QueueStatus = 'open' | 'reviewed';
export type FlagAction = 'dismiss' | 'confirm' | 'ban' | 'unban';
