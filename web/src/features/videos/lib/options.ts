import type { VideoOrientation, VideoQuality, VideoSpeed } from '../types';

/** spec 5 Video parameters, with their defaults. */
export interface VideoSettings {
  quality: VideoQuality;
  duration: number;
  speed: VideoSpeed;
  orientation: VideoOrientation;
}

export const MIN_DURATION = 5;
export const MAX_DURATION = 10;
export const DURATIONS = [5, 6, 7, 8, 9, 10] as const;

export const DEFAULT_SETTINGS: VideoSettings = {
  quality: 'balanced',
  duration: 5,
  speed: 'Normal',
  orientation: 'portrait',
};

export const QUALITIES: readonly { value: VideoQuality; label: string; hint: string }[] = [
  { value: 'balanced', label: 'Balanced', hint: 'Quicker, 480p' },
  { value: 'ultra', label: 'Ultra', hint: 'Sharper, 720p' },
];

export const SPEEDS: readonly { value: VideoSpeed; label: string; hint: string }[] = [
  { value: 'Normal', label: 'Normal', hint: 'Natural motion' },
  { value: 'Fast', label: 'Fast', hint: 'Quicker motion' },
];

export interface VideoOrientationChoice {
  value: VideoOrientation;
  label: string;
  short: string;
  /** Width / height of the video it makes (spec 9: 480x832 for portrait, the same area for others). */
  ratio: number;
}

/** The seven orientations of spec 5, each with the shape of the video it makes. */
export const VIDEO_ORIENTATIONS: readonly VideoOrientationChoice[] = [
  { value: 'portrait', label: 'Portrait', short: 'Portrait', ratio: 480 / 832 },
  { value: '9:16', label: 'Story (9:16)', short: '9:16', ratio: 480 / 848 },
  { value: '4:5', label: 'Tall (4:5)', short: '4:5', ratio: 576 / 720 },
  { value: '1:1', label: 'Square (1:1)', short: '1:1', ratio: 1 },
  { value: '5:4', label: 'Classic (5:4)', short: '5:4', ratio: 720 / 576 },
  { value: 'landscape', label: 'Landscape', short: 'Landscape', ratio: 832 / 480 },
  { value: '16:9', label: 'Wide (16:9)', short: '16:9', ratio: 848 / 480 },
];

export function isOrientation(value: string): value is VideoOrientation {
  return VIDEO_ORIENTATIONS.some((o) => o.value === value);
}

/** A duration the server takes: 5 to 10 seconds (a longer source video is cut to 10). */
export function clampDuration(seconds: number | null | undefined): number {
  const value = Number.isFinite(seconds) ? Number(seconds) : MIN_DURATION;
  return Math.min(MAX_DURATION, Math.max(MIN_DURATION, Math.round(value * 4) / 4));
}
