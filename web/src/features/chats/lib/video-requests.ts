import type { components } from '@/api/gen/schema';
import type { VideoRequest } from '@/lib/api-types';
import { poseGender } from '@/lib/media/poses';

/** spec 3 Video generation request, one body per mode. */
export type { VideoRequest };

type Mode<M extends VideoRequest['mode']> = Extract<VideoRequest, { mode: M }>;
type VideoArgs = components['schemas']['VideoArgs'];
type Orientation = VideoArgs['orientation'];

/** What a person can do with a picture or a video in the chat. */
export type VideoAction = 'animate' | 'extend' | 'say';

/** A finished picture or video in the chat that a new video starts from. */
export interface VideoSource {
  kind: 'image' | 'video';
  /** Its file, `/api/media/{id}/file`. */
  url: string;
  /** Shown while choosing (a video's start image or frame). */
  poster?: string | null;
  /** The chat message it is in (videoArgs.messageId). */
  messageId?: string | undefined;
  /** Who is in it. */
  characterId?: string | undefined;
  shouldBlur: boolean;
  width: number;
  height: number;
}

export interface VideoTarget {
  action: VideoAction;
  source: VideoSource;
}

export interface VideoCharacter {
  id: string;
  gender: string;
}

/** spec 5 Video parameters: 5 to 10 seconds, 5 by default; the choices offered. */
export const DURATIONS = [5, 7, 10] as const;
export const DEFAULT_DURATION = 5;

const NAMED_SIZES: Record<string, Orientation> = {
  '916x1145': 'portrait',
  '1145x916': 'landscape',
  '1365x768': '16:9',
  '1024x1024': '1:1',
  '768x1365': '9:16',
};

/** spec 5 Orientation from pixel size: the video keeps the shape of the picture it starts from. */
export function orientationOf(width: number, height: number): Orientation {
  if (!(width > 0 && height > 0)) return 'portrait';
  if (width === 1000 && height === 800) return 'portrait';
  if (Math.abs(width - height) <= 50) return '1:1';
  const named = NAMED_SIZES[`${width}x${height}`];
  if (named) return named;
  const ratio = width / height;
  if (ratio > 1.1) return ratio >= 1.7 ? '16:9' : 'landscape';
  if (ratio < 0.9) return ratio <= 0.6 ? '9:16' : 'portrait';
  return '1:1';
}

function clampDuration(seconds: number | undefined): number {
  const value = seconds ?? DEFAULT_DURATION;
  return Number.isFinite(value) ? Math.min(10, Math.max(5, value)) : DEFAULT_DURATION;
}

function videoArgs(source: VideoSource, duration: number | undefined): VideoArgs {
  return {
    quality: 'balanced',
    speed: 'Normal',
    duration: clampDuration(duration),
    orientation: orientationOf(source.width, source.height),
    messageId: source.messageId ?? null,
  };
}

function characterArgs(character: VideoCharacter, customPrompt = '') {
  return {
    characterId: character.id,
    characterGender: poseGender(character.gender),
    customPrompt: customPrompt.trim(),
  };
}

export interface AnimateInput {
  chatId: string;
  character: VideoCharacter;
  source: VideoSource;
  /** An action preset id of the character's gender list. */
  presetId: string;
  /** The user's own motion prompt (required by the custom actions). */
  customPrompt?: string;
  duration?: number;
}

/** "Animate" a picture: image-to-video with an action preset. */
export function animateRequest(input: AnimateInput): Mode<'image-to-video'> {
  return {
    mode: 'image-to-video',
    imageUrl: input.source.url,
    chatId: input.chatId,
    videoArgs: { ...videoArgs(input.source, input.duration), actionPresetName: input.presetId },
    characterArgs: characterArgs(input.character, input.customPrompt),
  };
}

export interface ExtendInput {
  chatId: string;
  character: VideoCharacter;
  source: VideoSource;
  /** What happens next (optional). */
  customPrompt?: string;
  duration?: number;
}

/** "Extend" a video: it goes on from its last frame. */
export function extendRequest(input: ExtendInput): Mode<'extend-video'> {
  return {
    mode: 'extend-video',
    videoUrl: input.source.url,
    chatId: input.chatId,
    videoArgs: videoArgs(input.source, input.duration),
    characterArgs: characterArgs(input.character, input.customPrompt),
  };
}

export interface SayInput {
  chatId: string;
  character: VideoCharacter;
  source: VideoSource;
  /** The words (the character's last reply). */
  text: string;
  voiceId: string;
  emotion: string;
}

/** "Say it": a picture lip-syncs the words; a video gets them as its sound. */
export function sayRequest(input: SayInput): Mode<'lipsync-video' | 'add-audio-to-video'> {
  const speech = {
    audioMessage: input.text.trim(),
    voiceId: input.voiceId,
    emotion: input.emotion,
    chatId: input.chatId,
    // The server makes the video as long as what is said.
    videoArgs: videoArgs(input.source, DEFAULT_DURATION),
    characterArgs: characterArgs(input.character),
  };
  return input.source.kind === 'image'
    ? { mode: 'lipsync-video', imageUrl: input.source.url, ...speech }
    : { mode: 'add-audio-to-video', videoUrl: input.source.url, ...speech };
}

/** The voice a character speaks with: the catalogue's default, unless it is of the other gender. */
export function defaultVoice(
  voices: { defaultVoiceId: string; voices: readonly { id: string; gender: string }[] },
  characterGender: string,
): string {
  const wanted = characterGender === 'Male' ? 'Male' : 'Female';
  const fallback = voices.voices.find((v) => v.id === voices.defaultVoiceId);
  if (!fallback || fallback.gender === wanted) return voices.defaultVoiceId;
  return voices.voices.find((v) => v.gender === wanted)?.id ?? voices.defaultVoiceId;
}

/** About as many words as are said in 10 seconds, the longest video (spec 5). */
export const SPOKEN_WORDS = 25;

/** The words that will be spoken: *actions* are left out (spec 5 Cleaning of received AI text). */
export function spokenWords(text: string): number {
  return text
    .replace(/\*[^*]*\*/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
