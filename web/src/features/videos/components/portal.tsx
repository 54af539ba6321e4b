import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Puts a dialog at the end of the page: inside a sticky panel (a stacking context of its own) it
 * would sit under the site header. */
export function Portal({ children }: { children: ReactNode }) {
  return typeof document === 'undefined' ? children : createPortal(children, document.body);
}
