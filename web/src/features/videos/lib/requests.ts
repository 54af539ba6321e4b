import type { MediaView } from '@/lib/api-types';
import { poseGender } from '@/lib/media/poses';
import type {
  AddAudioToVideo,
  CharacterGender,
  EditVideo,
  EnhanceVideo,
  ExtendVideo,
  ImageToVideo,
  LipsyncVideo,
  TextToVideo,
  VideoAction,
  VideoCharacter,
  VideoOrientation,
} from '../types';
import type { Control } from './errors';
import { clampDuration, isOrientation, type VideoSettings } from './options';

/** What the video moves like: an action preset (custom ones need the user's prompt), or a spoken
 * line (lip-sync). */
/** What POST /api/credits/quote needs for this form: the mode, the length, and whether a still is
 * made first (text-to-video, or image-to-video without a chosen image). */
export function videoQuote(form: GenerateForm) {
  const request = generateRequest(form);
  const withStill =
    request.mode === 'text-to-video' || (request.mode === 'image-to-video' && !request.imageUrl);
  return {
    kind: 'video' as const,
    mode: request.mode,
    duration: form.settings.duration,
    withStill,
  };
}

export type ActionChoice =
  | { kind: 'preset'; action: Pick<VideoAction, 'id' | 'displayName' | 'isCustom' | 'rating'> }
  | { kind: 'talk' };

/** Where the video starts: a still made first (from a scene of the user's, or the action's own), or
 * one of the user's images of the character. */
export type StartImage =
  | { kind: 'still'; scene: string }
  | { kind: 'image'; media: Pick<MediaView, 'id' | 'url' | 'thumbUrl' | 'shouldBlur'> | null };

export interface Speech {
  text: string;
  voiceId: string;
  emotion: string;
}

export interface GenerateForm {
  character: Pick<VideoCharacter, 'id' | 'gender' | 'style'>;
  action: ActionChoice | null;
  /** The motion prompt (characterArgs.customPrompt): required for a custom action. */
  prompt: string;
  start: StartImage;
  speech: Speech;
  settings: VideoSettings;
}

export type GenerateRequest = ImageToVideo | TextToVideo | LipsyncVideo;

/** The action list a gender uses (spec 3: Female, Male, Trans; anything else reads as Female). */
export function videoGender(gender: string | null | undefined): CharacterGender {
  return poseGender(gender);
}

function characterArgs(character: Pick<VideoCharacter, 'id' | 'gender' | 'style'>, prompt: string) {
  return {
    characterId: character.id,
    characterGender: videoGender(character.gender),
    characterStyle: character.style || null,
    customPrompt: prompt.trim(),
  };
}

function displayMetadata(form: GenerateForm, prompt: string) {
  return {
    quality: form.settings.quality,
    orientation: form.settings.orientation,
    prompt: prompt || null,
    characterId: form.character.id,
  };
}

/** The chosen action in words. */
export function actionName(action: ActionChoice | null): string {
  if (!action) return '';
  return action.kind === 'talk' ? 'Talking' : action.action.displayName;
}

/** Which control a problem found before sending is about (see generateProblem). */
export function problemControl(form: GenerateForm): Control {
  if (!form.action) return 'action';
  if (form.action.kind === 'talk') return 'speech';
  return form.start.kind === 'image' && !form.start.media ? 'start' : 'prompt';
}

/** Why the form cannot be sent yet, in words; null when it can. */
export function generateProblem(form: GenerateForm): string | null {
  if (!form.action) return 'Pick an action.';
  if (form.action.kind === 'preset' && form.action.action.isCustom && !form.prompt.trim()) {
    return 'Describe the action: a custom action needs your prompt.';
  }
  if (form.action.kind === 'talk' && !form.speech.text.trim()) return 'Write what they say.';
  if (form.start.kind === 'image' && !form.start.media) return 'Pick a start image.';
  return null;
}

/**
 * The request the generator sends (spec 3 Video generation request): lip-sync for a spoken line;
 * otherwise image-to-video from a picked image, text-to-video when the user describes the still's
 * scene, and image-to-video without an image (the still is made first from the action) when not.
 */
export function generateRequest(form: GenerateForm): GenerateRequest {
  const prompt = form.prompt.trim();
  const imageUrl = form.start.kind === 'image' ? (form.start.media?.url ?? null) : null;
  const videoArgs = {
    ...form.settings,
    actionPresetName: form.action?.kind === 'preset' ? form.action.action.id : null,
  };
  const common = {
    characterArgs: characterArgs(form.character, prompt),
    displayMetadata: displayMetadata(form, prompt),
  };
  if (form.action?.kind === 'talk') {
    return {
      mode: 'lipsync-video',
      ...common,
      imageUrl,
      audioMessage: form.speech.text.trim(),
      voiceId: form.speech.voiceId,
      emotion: form.speech.emotion,
      videoArgs: { ...form.settings, action: 'LipsyncVideo' },
    };
  }
  const scene = form.start.kind === 'still' ? form.start.scene.trim() : '';
  if (scene) {
    return {
      mode: 'text-to-video',
      ...common,
      videoArgs,
      imageArgs: {
        batchSize: 1,
        characterImagePrompt: scene,
        orientation: form.settings.orientation,
        noCredits: false,
        shouldBlur: false,
        source: 'text_to_video',
        type: 'preset',
      },
    };
  }
  return { mode: 'image-to-video', ...common, imageUrl, videoArgs };
}

/** A video a follow-up starts from: the generator's result or the video page's. */
export type SourceVideo = Pick<
  MediaView,
  'id' | 'url' | 'duration' | 'orientation' | 'characterId' | 'action' | 'source'
>;

export interface FollowUp {
  /** The video's character (the server reads the look from it). */
  characterId: string;
  gender?: string | null | undefined;
  settings: VideoSettings;
}

function videoOrientation(video: SourceVideo, fallback: VideoOrientation): VideoOrientation {
  return isOrientation(video.orientation) ? video.orientation : fallback;
}

function followUpArgs(video: SourceVideo, followUp: FollowUp, prompt: string) {
  return {
    characterArgs: {
      characterId: followUp.characterId,
      characterGender: videoGender(followUp.gender),
      customPrompt: prompt.trim(),
    },
    videoArgs: {
      ...followUp.settings,
      orientation: videoOrientation(video, followUp.settings.orientation),
    },
  };
}

/** extend-video: more of the same video; it keeps its action preset when it had one (a custom one
 * needs the prompt again), else the prompt says what happens next. */
export function extendRequest(
  video: SourceVideo,
  followUp: FollowUp & { prompt: string; presetId?: string | null },
): ExtendVideo {
  const args = followUpArgs(video, followUp, followUp.prompt);
  return {
    mode: 'extend-video',
    videoUrl: video.url,
    ...args,
    videoArgs: { ...args.videoArgs, actionPresetName: followUp.presetId ?? null },
  };
}

/** edit-video: one of the 13 edit presets (style, background, accessory), with an optional note. */
export function editRequest(
  video: SourceVideo,
  followUp: FollowUp & { edit: string; prompt: string },
): EditVideo {
  const args = followUpArgs(video, followUp, followUp.prompt);
  return {
    mode: 'edit-video',
    originalVideoId: video.id,
    edit: followUp.edit,
    ...args,
    videoArgs: { ...args.videoArgs, duration: clampDuration(video.duration) },
  };
}

/** add-audio-to-video: the character says a line over this video, in a voice and a mood. */
export function addVoiceRequest(
  video: SourceVideo,
  followUp: FollowUp & { speech: Speech },
): AddAudioToVideo {
  const args = followUpArgs(video, followUp, '');
  return {
    mode: 'add-audio-to-video',
    videoUrl: video.url,
    audioMessage: followUp.speech.text.trim(),
    voiceId: followUp.speech.voiceId,
    emotion: followUp.speech.emotion,
    ...args,
    videoArgs: { ...args.videoArgs, duration: clampDuration(video.duration) },
  };
}

/** enhanced-video: the same video upscaled (spec 3 Video enhance job). */
export function enhanceRequest(video: SourceVideo): EnhanceVideo {
  return {
    mode: 'enhanced-video',
    originalVideoId: video.id,
    videoUrl: video.url,
    videoDuration: video.duration && video.duration > 0 ? video.duration : 5,
  };
}

/** The modes that made a video from an action preset: extending one keeps the preset. */
const PRESET_MODES = new Set(['image-to-video', 'text-to-video', 'extend-video']);

/** The action preset an extension keeps: the video's own, when it is a (non-custom) preset of the
 * character's list. */
export function presetToKeep(
  video: Pick<MediaView, 'action' | 'source'>,
  actions: readonly Pick<VideoAction, 'id' | 'isCustom'>[] | undefined,
): string | null {
  if (!video.action || !PRESET_MODES.has(video.source)) return null;
  const preset = actions?.find((a) => a.id === video.action);
  return preset && !preset.isCustom ? preset.id : null;
}
