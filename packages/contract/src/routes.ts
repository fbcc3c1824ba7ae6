/**
 * The web app's route table (spec §2), shared by the router in apps/web and the server's HTML handler, so a
 * path is never served 200 by one side and 404 by the other. Paths are react-router patterns; `{id}-{alias}`
 * is one `:slug` segment (react-router has no partial dynamic segments) parsed by `parseSlug`.
 */

/** What a page about one record needs to build its address. */
export interface Sluggable {
  id: number;
  alias?: string | null;
}

/** The records whose pages the server checks before answering 200. */
export type RouteEntity = 'episode' | 'channel' | 'category';

export interface WebRoute {
  /** The route name of spec §2. */
  name: string;
  /** react-router path pattern; the trailing slash is optional on both sides. */
  path: string;
  /** The record named by the `:slug` segment; an unknown id answers 404. */
  entity?: RouteEntity;
  /** Shown inside the profile layout. */
  profile?: boolean;
}

const route = <const R extends WebRoute>(r: R) => r;

export const webRoutes = {
  home: route({ name: 'home', path: '/' }),
  login: route({ name: 'login', path: '/login' }),
  register: route({ name: 'register', path: '/register' }),
  resetPass: route({ name: 'resetPass', path: '/resetPass' }),
  resetConfirm: route({ name: 'password-reset-confirm', path: '/password-reset/confirm/' }),
  activate: route({ name: 'activate', path: '/activate/' }),
  emailConfirm: route({ name: 'email-confirm', path: '/email-confirm/' }),
  podcastpage: route({ name: 'podcastpage', path: '/podcastpage/' }),
  popular: route({ name: 'popular-posts', path: '/popular-posts/' }),
  podcasters: route({ name: 'podcasterpage', path: '/podcasterpage/' }),
  channel: route({ name: 'podcaster', path: '/podcaster/:slug/', entity: 'channel' }),
  episode: route({ name: 'podcast', path: '/podcast/:slug/', entity: 'episode' }),
  category: route({ name: 'category', path: '/category/:slug/', entity: 'category' }),
  categories: route({ name: 'CategoryPage', path: '/CategoryPage/' }),
  search: route({ name: 'search', path: '/search' }),
  saved: route({ name: 'saved', path: '/saved/' }),
  terms: route({ name: 'terms', path: '/terms/' }),
  policy: route({ name: 'policy', path: '/policy/' }),
  podcasterOffer: route({ name: 'podcaster_offer', path: '/podcaster_offer' }),
  profile: route({ name: 'profile', path: '/profile', profile: true }),
  statics: route({ name: 'statics', path: '/statics', profile: true }),
  notifications: route({ name: 'notifications', path: '/notifications', profile: true }),
  subscriptions: route({ name: 'subscriptions', path: '/subscriptions', profile: true }),
  addPodcast: route({ name: 'profile-add-podcast', path: '/add-podcast', profile: true }),
  myEpisodes: route({ name: 'profile-my-episodes', path: '/my-episodes', profile: true }),
  settings: route({ name: 'settings', path: '/settings', profile: true }),
  history: route({ name: 'history', path: '/history', profile: true }),
  messages: route({ name: 'messages', path: '/messages/:slug', profile: true }),
  notFound: route({ name: 'SearchErrorPage', path: '/SearchErrorPage/' }),
} as const satisfies Record<string, WebRoute>;

export type WebRouteKey = keyof typeof webRoutes;

/** `{id}-{alias}` of a record (the alias may be empty). */
export const slugOf = ({ id, alias }: Sluggable) => `${id}-${alias ?? ''}`;

/** The id and alias of a `{id}-{alias}` segment, or null when it does not start with a positive id. */
export function parseSlug(slug: string | undefined): { id: number; alias: string } | null {
  const match = /^(\d{1,9})-(.*)$/s.exec(slug ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? { id, alias: match[2] ?? '' } : null;
}

/** The `/messages/{id}-{alias}` rule of spec §2: numeric id, alias of word characters or dashes. */
export const isMessageSlug = (slug: string) => /^\d+-[\w-]*$/.test(slug);

const query = (params: Record<string, string | number | undefined | null>) => {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

/** Every address the app links to: no screen builds a URL by hand. */
export const hrefs = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  resetPass: () => '/resetPass',
  podcastpage: () => '/podcastpage/',
  popular: () => '/popular-posts/',
  podcasters: () => '/podcasterpage/',
  categories: () => '/CategoryPage/',
  channel: (channel: Sluggable) => `/podcaster/${slugOf(channel)}/`,
  episode: (episode: Sluggable, options: { t?: number } = {}) =>
    `/podcast/${slugOf(episode)}/${query({ t: options.t && options.t > 0 ? Math.floor(options.t) : undefined })}`,
  category: (category: Sluggable) => `/category/${slugOf(category)}/`,
  search: (q: string) => `/search${query({ q })}`,
  saved: () => '/saved/',
  terms: () => '/terms/',
  policy: () => '/policy/',
  podcasterOffer: () => '/podcaster_offer',
  profile: () => '/profile',
  statics: () => '/statics',
  notifications: () => '/notifications',
  subscriptions: () => '/subscriptions',
  addPodcast: () => '/add-podcast',
  myEpisodes: () => '/my-episodes',
  settings: () => '/settings',
  history: () => '/history',
  messages: (item: Sluggable) => `/messages/${slugOf(item)}`,
  /** A server menu entry (spec §2: top-level entries link to /{address}). */
  menu: (address: string) => `/${address.replace(/^\/+/, '')}`,
  notFound: () => '/SearchErrorPage/',
} as const;

export interface RouteMatch {
  key: WebRouteKey;
  route: WebRoute;
  /** The `:slug` segment, when the route has one. */
  slug?: string;
}

const compiled = Object.entries(webRoutes).map(([key, r]) => {
  const body = r.path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment === ':slug' ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // Like react-router: case-insensitive, the trailing slash optional.
  return { key: key as WebRouteKey, route: r as WebRoute, pattern: new RegExp(`^${body}/?$`, 'i') };
});

/** The route a pathname shows, as react-router would pick it; null for the not-found page. */
export function matchWebRoute(pathname: string): RouteMatch | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  for (const { key, route: r, pattern } of compiled) {
    if (key === 'notFound') continue;
    const match = pattern.exec(decoded);
    if (!match) continue;
    const slug = match[1];
    if (slug === undefined) return { key, route: r };
    if (key === 'messages' ? !isMessageSlug(slug) : !parseSlug(slug)) return null;
    return { key, route: r, slug };
  }
  return null;
}
