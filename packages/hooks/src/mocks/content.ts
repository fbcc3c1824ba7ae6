import type { Episode } from '@podcast/contract';
import { paths } from '@podcast/contract';
import { HttpResponse, http } from 'msw';
import { errorResponse, mockDb, pageOf } from './db';
import { authorBlocks, blocks, categories, menus, navItems, staticPages } from './fixtures';

const ids = (url: URL, key: string) =>
  url.searchParams
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter(Boolean);

/** The list filters of spec §7, applied the way the server applies them. */
export function filterEpisodes(url: URL): Episode[] {
  const p = url.searchParams;
  let list = [...mockDb.episodes];
  const category = p.get('category_id');
  if (category) list = list.filter((e) => e.category_id === Number(category));
  const categoryIn = ids(url, 'category_id__in');
  if (categoryIn.length) list = list.filter((e) => e.category_id !== null && categoryIn.includes(e.category_id));
  const excluded = ids(url, 'exclude_ids');
  if (excluded.length) list = list.filter((e) => !excluded.includes(e.id));
  const owner = p.get('created_by_id');
  if (owner) list = list.filter((e) => e.created_by_id === Number(owner));
  const length = p.get('video_length_seconds');
  if (length === '1') list = list.filter((e) => e.video_length_seconds < 600);
  if (length === '2') list = list.filter((e) => e.video_length_seconds >= 600 && e.video_length_seconds <= 900);
  if (length === '3') list = list.filter((e) => e.video_length_seconds > 900);
  if (p.get('hits') === 'down') list.sort((a, b) => b.hits - a.hits);
  if (p.get('published') === 'asc') list.sort((a, b) => a.published.localeCompare(b.published));
  if (p.get('published') === 'desc') list.sort((a, b) => b.published.localeCompare(a.published));
  return list;
}

const byId = <T extends { id: number }>(items: readonly T[], id: unknown, detail: string) => {
  const item = items.find((i) => i.id === Number(id));
  return item ? HttpResponse.json(item) : errorResponse(404, detail);
};

export const contentHandlers = [
  http.get(paths.menus, () => HttpResponse.json(menus)),
  http.get(paths.navBar, () => HttpResponse.json({ items: navItems })),
  http.get(paths.blocks, () => HttpResponse.json({ items: blocks })),
  http.get(paths.authorBlocks, () => HttpResponse.json({ items: authorBlocks })),
  http.get(paths.staticPages, () => HttpResponse.json(staticPages)),
  http.get(paths.staticPage, ({ params }) => byId(staticPages, params.id, 'გვერდი ვერ მოიძებნა')),
  http.get(paths.categories, () => HttpResponse.json({ items: categories })),
  http.get(paths.category, ({ params }) => byId(categories, params.id, 'კატეგორია ვერ მოიძებნა')),
  http.get(paths.podcasts, ({ request }) => {
    const url = new URL(request.url);
    const all = filterEpisodes(url);
    const items = pageOf(all, url);
    const skip = Number(url.searchParams.get('page_skip') ?? 0);
    return HttpResponse.json({ items, count: skip + items.length + (skip + items.length < all.length ? 1 : 0) });
  }),
  http.get(paths.podcast, ({ params }) => byId(mockDb.episodes, params.id, 'პოდკასტი ვერ მოიძებნა')),
  http.get(paths.search, ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').trim();
    if (!q) return errorResponse(400, 'არასწორი მოთხოვნა', { q: ['სავალდებულოა'] });
    const matches = filterEpisodes(url).filter((e) => e.title.includes(q) || e.content.includes(q));
    return HttpResponse.json({ result: pageOf(matches, url), count: Math.min(matches.length, 1000), q });
  }),
  http.get(paths.podcasters, ({ request }) => {
    const url = new URL(request.url);
    const excluded = ids(url, 'exclude_ids');
    const all = mockDb.podcasters.filter((p) => !excluded.includes(p.id));
    return HttpResponse.json({ items: pageOf(all, url), count: all.length });
  }),
  http.get(paths.podcaster, ({ params }) => byId(mockDb.podcasters, params.id, 'პოდკასტერი ვერ მოიძებნა')),
];
