// Mocks for the listener calls typed from the spec (see ../spec-contract.ts): provisional shapes.
import { HttpResponse, http } from 'msw';
import { specPaths } from '../spec-contract';
import { errorResponse, mockDb, pageOf, unauthorized } from './db';
import { podcasters } from './fixtures';

const podcastIdOf = (request: Request) => Number(new URL(request.url).searchParams.get('podcast_id'));

export const listenerHandlers = [
  http.get(specPaths.bookmarks, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const items = [...mockDb.bookmarks].map((podcast_id) => ({
      id: podcast_id,
      podcast_id,
      podcast: mockDb.episodes.find((e) => e.id === podcast_id),
    }));
    return HttpResponse.json({ items });
  }),
  http.post(specPaths.bookmarkAdd, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    mockDb.bookmarks.add(podcastIdOf(request));
    return HttpResponse.json({ message: 'პოდკასტი შენახულია' }, { status: 201 });
  }),
  http.delete(specPaths.bookmarkDelete, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    mockDb.bookmarks.delete(podcastIdOf(request));
    return HttpResponse.json({ message: 'პოდკასტი წაიშალა შენახულებიდან' });
  }),
  http.post(specPaths.subscribe, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const body = (await request.json()) as { channel_id: number };
    const channel = podcasters.find((p) => p.id === body.channel_id);
    if (!channel) return errorResponse(404, 'არხი ვერ მოიძებნა');
    mockDb.profile.subscribed_channels.push({
      id: channel.id,
      alias: channel.alias,
      image: channel.image,
      channel: channel.channel,
      rating: channel.average_rating,
      episode_count: channel.episode_count,
      description: channel.channel_description,
    });
    return HttpResponse.json({ message: 'გამოწერილია' });
  }),
  http.post(specPaths.unsubscribe, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const body = (await request.json()) as { channel_id: number };
    mockDb.profile.subscribed_channels = mockDb.profile.subscribed_channels.filter((c) => c.id !== body.channel_id);
    return HttpResponse.json({ message: 'გამოწერა გაუქმებულია' });
  }),
  http.post(specPaths.rate, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const { rating } = (await request.json()) as { rating: number };
    return HttpResponse.json({ rating });
  }),
  http.get(specPaths.history, ({ request }) => unauthorized(request) ?? HttpResponse.json({ items: mockDb.history })),
  http.get(
    specPaths.lastListened,
    ({ request }) => unauthorized(request) ?? HttpResponse.json({ items: mockDb.history.slice(-1) }),
  ),
  http.delete(specPaths.historyClear, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    mockDb.history = [];
    return HttpResponse.json({ message: 'ისტორია გასუფთავდა' });
  }),
  http.delete(specPaths.historyDelete, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    mockDb.history = mockDb.history.filter((h) => h.id !== Number(params.id));
    return HttpResponse.json({ message: 'წაიშალა' });
  }),
  http.get(specPaths.historyOf, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const item = mockDb.history.find((h) => h.podcast_id === Number(params.podcast_id));
    return item ? HttpResponse.json(item) : errorResponse(404, 'ისტორია ვერ მოიძებნა');
  }),
  http.post(specPaths.podcastSignal, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const url = new URL(request.url);
    const podcast_id = Number(url.searchParams.get('podcast_id'));
    const stop_time = Number(url.searchParams.get('stop_time'));
    const item = mockDb.history.find((h) => h.podcast_id === podcast_id);
    if (item) item.stop_time = stop_time;
    else mockDb.history.push({ id: mockDb.nextId++, podcast_id, stop_time });
    return HttpResponse.json({ message: 'ok' });
  }),
  http.get(specPaths.notifications, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    return HttpResponse.json({ items: pageOf(mockDb.notifications, new URL(request.url)) });
  }),
  http.delete(specPaths.notification, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    mockDb.notifications = mockDb.notifications.filter((n) => n.id !== Number(params.id));
    return HttpResponse.json({ message: 'წაიშალა' });
  }),
  http.get(
    specPaths.totalWatchTime,
    ({ request }) => unauthorized(request) ?? HttpResponse.json({ formatted_time: '1:30:00' }),
  ),
  http.get(
    specPaths.top5,
    ({ request }) =>
      unauthorized(request) ??
      HttpResponse.json({
        items: mockDb.episodes
          .slice(0, 5)
          .map((e) => ({ id: e.id, alias: e.alias, title: e.title, category: { title: e.category?.title ?? '' } })),
      }),
  ),
  http.get(
    specPaths.watchByDay,
    ({ request }) =>
      unauthorized(request) ??
      HttpResponse.json({
        time_by_day: {
          ორშაბათი: { '00:00-08:00': 0, '08:00-16:00': 1.5, '16:00-24:00': 0.5, total_hours: 2 },
          სამშაბათი: { '00:00-08:00': 0.25, '08:00-16:00': 0, '16:00-24:00': 1, total_hours: 1.25 },
        },
      }),
  ),
  http.get(
    specPaths.watchLastMonth,
    ({ request }) =>
      unauthorized(request) ??
      HttpResponse.json({ time_by_day: { '2025-05-01': { hours: 1.5 }, '2025-05-02': { hours: 0 } } }),
  ),
];
