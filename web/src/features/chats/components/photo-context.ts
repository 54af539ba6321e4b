import { createContext, useContext } from 'react';

export interface PhotoActions {
  /** Ask again, for the character as they look (a failed photo's Retry). */
  retry(characterId?: string): void;
  /** A turn or a request is running. */
  locked: boolean;
}

export const PhotoContext = createContext<PhotoActions | null>(null);

export function usePhotoActions(): PhotoActions | null {
  return useContext(PhotoContext);
}
