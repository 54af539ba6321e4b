import type { components } from '@/api/gen/schema';
import type { VideoAction, VideoRequest } from '@/lib/api-types';

type Schemas = components['schemas'];

/** spec 3 Video action preset, as the generator shows it. */
export type { VideoAction };
/** spec 3 Video edit preset. */
export type VideoEdit = Schemas['VideoEditOut'];
export type Voice = Schemas['VoiceOut'];
export type VideoDetail = Schemas['VideoDetail'];
/** spec 3 Video generation request: one body per mode. */
export type { VideoRequest };
export type ImageToVideo = Schemas['ImageToVideo'];
export type TextToVideo = Schemas['TextToVideo'];
export type ExtendVideo = Schemas['ExtendVideo'];
export type LipsyncVideo = Schemas['LipsyncVideo'];
export type AddAudioToVideo = Schemas['AddAudioToVideo'];
export type EditVideo = Schemas['EditVideo'];
export type EnhanceVideo = Schemas['EnhanceVideo'];
export type VideoMode = VideoRequest['mode'];

type VideoArgs = Schemas['VideoArgs'];
export type VideoQuality = VideoArgs['quality'];
export type VideoSpeed = VideoArgs['speed'];
export type VideoOrientation = VideoArgs['orientation'];
export type CharacterGender = Schemas['CharacterArgs']['characterGender'];

/** The character a video is made of, as the generator knows it. */
export interface VideoCharacter {
  id: string;
  name: string;
  gender: string;
  style: string;
}
