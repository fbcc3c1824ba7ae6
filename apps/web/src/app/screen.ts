import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a route loader gets: the `:slug` param, the URL (for filters in the query string) and the query cache. */
export interface ScreenLoaderArgs {
  params: { slug?: string | undefined };
  url: URL;
  queryClient: QueryClient;
}

/**
 * A screen module (`routes/<area>/<Name>Screen.tsx`): the screen as `Component` and, optionally, a `loader` that
 * fills the query cache before the route shows (`queryClient.ensureQueryData`), so navigation never shows a blank
 * page. Loaders swallow failures: the screen shows the error with a retry button instead.
 */
export interface ScreenModule {
  Component: ComponentType;
  loader?: (args: ScreenLoaderArgs) => unknown;
}

/** Runs a loader's fetches side by side; a failed one is left for the screen to show and retry. */
export async function settle(...work: Promise<unknown>[]): Promise<null> {
  await Promise.allSettled(work);
  return null;
}
