import { LazyToastProvider, ThemeProvider } from '@podcast/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlaybackProvider } from '../player/PlaybackProvider';

/** Query cache, theme, toasts (Radix toast loaded with the first one) and the persistent player: everything a screen may read from context. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LazyToastProvider>
          <PlaybackProvider>{children}</PlaybackProvider>
        </LazyToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
