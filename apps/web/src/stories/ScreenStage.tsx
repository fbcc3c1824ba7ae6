import { createQueryClient, tokenStore } from '@podcast/hooks';
import { mockDb, podcasterProfile, resetMockDb, VALID_TOKEN } from '@podcast/hooks/mocks';
import { ToastProvider } from '@podcast/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '../app/router';
import { PlaybackProvider } from '../player/PlaybackProvider';

export interface ScreenStageProps {
  /** The address the story opens, e.g. '/' or '/podcast/3-alias/'. */
  path: string;
  /** Who is signed in: nobody, the demo listener or the podcaster (with a channel). */
  user?: 'none' | 'listener' | 'podcaster';
  /** Local storage entries to set before the screen renders (e.g. activeTool). */
  storage?: Record<string, string>;
}

/**
 * A whole screen as the app shows it: the real route table, shell and providers, at `path`, with the data layer's
 * MSW handlers serving the API (msw-storybook-addon). Stories of screens render this; `parameters.msw.handlers`
 * add failures or other data.
 */
export function ScreenStage({ path, user = 'none', storage = {} }: ScreenStageProps) {
  const [{ router, queryClient }] = useState(() => {
    resetMockDb();
    localStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    if (user === 'podcaster') mockDb.profile = structuredClone(podcasterProfile);
    if (user === 'none') tokenStore.clear();
    else tokenStore.set(VALID_TOKEN);
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    return { queryClient: client, router: createMemoryRouter(createRoutes(client), { initialEntries: [path] }) };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <PlaybackProvider>
          <RouterProvider router={router} />
        </PlaybackProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
