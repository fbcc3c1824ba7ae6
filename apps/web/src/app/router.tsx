import { type WebRouteKey, webRoutes } from '@podcast/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { AppShell, ScreenFallback } from './AppShell';
import { providePrefetchScreens } from './prefetch';
import { RouteError } from './RouteError';
import type { ScreenModule } from './screen';
import { screens } from './screens';

/** A lazy route: the screen module loads first, then its loader fills the query cache. */
function lazyScreen(load: () => Promise<ScreenModule>, queryClient: QueryClient): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    const { loader } = module;
    return {
      Component: module.Component,
      ...(loader
        ? {
            loader: ({ params, request }) =>
              loader({ params: { slug: params.slug }, url: new URL(request.url), queryClient }),
          }
        : {}),
    };
  };
}

const keys = Object.keys(webRoutes) as WebRouteKey[];

/**
 * The route table of spec §2, from the table shared with the server (`webRoutes` in @podcast/contract): the app
 * shell around every screen, the profile layout around the profile area, and the not-found page for any other
 * path (which also shows the server menu's own pages).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  providePrefetchScreens(screens);
  const child = (key: WebRouteKey): RouteObject => ({
    id: key,
    path: webRoutes[key].path,
    HydrateFallback: ScreenFallback,
    lazy: lazyScreen(screens[key], queryClient),
  });
  const isProfile = (key: WebRouteKey) => 'profile' in webRoutes[key] && webRoutes[key].profile === true;
  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RouteError,
      children: [
        ...keys.filter((key) => !isProfile(key)).map(child),
        {
          id: 'profile-layout',
          HydrateFallback: ScreenFallback,
          lazy: async () => ({ Component: (await import('../routes/profile/ProfileLayout')).ProfileLayout }),
          children: keys.filter(isProfile).map(child),
        },
        {
          id: 'not-found',
          path: '*',
          HydrateFallback: ScreenFallback,
          lazy: lazyScreen(screens.notFound, queryClient),
        },
      ],
    },
  ];
}
