import { useSyncExternalStore } from 'react';
import { canSend, onConsentChange } from './consent';

/** Whether analytics may be sent now; re-renders when the visitor chooses. */
export function useConsentGranted(): boolean {
  return useSyncExternalStore(onConsentChange, canSend, () => false);
}
