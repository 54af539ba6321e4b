import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AuthProvider } from '@/lib/auth';
import { swrConfig } from '@/lib/swr';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <AuthProvider>{children}</AuthProvider>
    </SWRConfig>
  );
}
