import type { ReactNode } from 'react';

export function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md">{children}</div>;
}
