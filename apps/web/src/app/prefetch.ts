import { matchWebRoute } from '@podcast/contract';
import { queryClient } from './queryClient';
import type { screens as ScreenTable } from './screens';

const started = new Map<string, number>();

// The router hands its screen table over when it is built: links never import the screens themselves (that
// would make every screen that renders a link import itself through the table).
let screens: typeof ScreenTable | undefined;
export function providePrefetchScreens(table: typeof ScreenTable) {
  screens = table;
}
const FRESH_MS = 30_000;

/**
 * Loads the screen and the data of an in-app address before the click (hover or focus of its link), through the
 * same loader the router runs, so the page opens at once. Repeated hovers within 30 s do nothing.
 */
export function prefetchHref(href: string) {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;
  const key = url.pathname + url.search;
  const now = Date.now();
  if ((started.get(key) ?? 0) > now - FRESH_MS) return;
  started.set(key, now);
  const match = matchWebRoute(url.pathname);
  if (!match || !screens) return;
  void screens[match.key]()
    .then((module) => module.loader?.({ params: { slug: match.slug }, url, queryClient }))
    .catch(() => undefined);
}
