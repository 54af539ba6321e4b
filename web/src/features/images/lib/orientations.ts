import type { Orientation } from '@/lib/api-types';

export interface OrientationChoice {
  value: Orientation;
  label: string;
  /** Its shape in numbers, shown under the little picture of it. */
  short: string;
  /** Width / height, for the little shape on its button. */
  ratio: number;
}

/** Spec 9 Image sizes: portrait and 4:5 are one size, landscape and 5:4 another. */
export const ORIENTATIONS: readonly OrientationChoice[] = [
  { value: 'portrait', label: 'Portrait', short: '4:5', ratio: 916 / 1145 },
  { value: 'landscape', label: 'Landscape', short: '5:4', ratio: 1145 / 916 },
  { value: '1:1', label: 'Square', short: '1:1', ratio: 1 },
  { value: '9:16', label: 'Story', short: '9:16', ratio: 768 / 1365 },
  { value: '16:9', label: 'Wide', short: '16:9', ratio: 1365 / 768 },
];

export const BATCH_SIZES = [1, 2, 3, 4] as const;
export const DEFAULT_BATCH_SIZE = 2;
