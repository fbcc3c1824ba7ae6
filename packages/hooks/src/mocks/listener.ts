// The listener calls (spec §7 "Listener") in the shapes of packages/contract/src/listener.ts.
import {
  type Bookmark,
  type BookmarkList,
  type BookmarkResponse,
  type ClearResponse,
  type HistoryItem,
  type HistoryList,
  type HistoryPosition,
  type MessageResponse,
  type NotificationList,
  paths,
  type RateResponse,
  type SignalResponse,
  type SubscribeResponse,
} from '@podcast/contract';
import { HttpResponse, http } from 'msw';
import { errorResponse, type MockHistoryRow, mockDb, pageOf, progressOf, unauthorized } from './db';
import { topPodcasts, totalWatchTime, watchTimeByDay, watchTimeLastMonth } from './fixtures';

/** Query first, then a JSON or form body: the server reads these calls' fields from either. */
async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return { ...query, ...((await request.json()) as Record<string, unknown>) };
  if (type.includes('form')) return { ...query, ...Object.fromEntries(await request.formData()) };
  return query;
}

const episodeOf = (id: number) => mockDb.episodes.find((e) => e.id === id);
const channelOf = (id: number) => mockDb.podcasters.find((p) => p.id === id);
const channelMissing = () => errorResponse(404, 'არხი ვერ მოიძებნა');
const historyMissing = () => errorResponse(404, 'ისტორიის ჩანაწერი ვერ მოიძებნა');
const episodeMissing = () => errorResponse(404, 'პოდკასტი ვერ მოიძებნა');
const now = () => new Date().toISOString();

function historyItem(row: MockHistoryRow): HistoryItem | undefined {
  const episode = episodeOf(row.podcast_id);
  if (!episode) return undefined;
  const progress = progressOf(row.stop_time, episode.video_length_seconds);
  return { ...row, progress, podcast: { ...episode, progress } };
}

function historyList(url: URL, limit: number): HistoryList {
  const items = [...mockDb.history]
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .map(historyItem)
    .filter((item): item is HistoryItem => item !== undefined);
  const skip = Number(url.searchParams.get('page_skip') ?? 0);
  const take = Number(url.searchParams.get('limit') ?? limit);
  return { items: items.slice(skip, skip + take), count: items.length };
}

/** A position in whole seconds, cut to the episode's length like the server does. */
const clamp = (seconds: number, length: number) => {
  const whole = Math.floor(seconds);
  return length > 0 ? Math.min(whole, length) : whole;
};

export const listenerHandlers = [
  http.get(paths.bookmarks, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const items = [...mockDb.bookmarks]
      .sort(([, a], [, b]) => b.localeCompare(a))
      .flatMap(([podcast_id, created_at]): Bookmark[] => {
        const podcast = episodeOf(podcast_id);
        return podcast ? [{ id: podcast_id, podcast_id, created_at, podcast }] : [];
      });
    return HttpResponse.json({
      items: pageOf(items, new URL(request.url)),
      count: items.length,
    } satisfies BookmarkList);
  }),
  http.post(paths.bookmarkAdd, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const podcastId = Number((await fieldsOf(request)).podcast_id);
    if (!episodeOf(podcastId)) return episodeMissing();
    const added = !mockDb.bookmarks.has(podcastId);
    if (added) mockDb.bookmarks.set(podcastId, now());
    const body: BookmarkResponse = { message: 'პოდკასტი შენახულია', podcast_id: podcastId, saved: true };
    return HttpResponse.json(body, { status: added ? 201 : 200 });
  }),
  http.delete(paths.bookmarkDelete, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const podcastId = Number((await fieldsOf(request)).podcast_id);
    mockDb.bookmarks.delete(podcastId);
    return HttpResponse.json({
      message: 'პოდკასტი წაიშალა შენახულებიდან',
      podcast_id: podcastId,
      saved: false,
    } satisfies BookmarkResponse);
  }),

  http.post(paths.subscribe, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const channelId = Number((await fieldsOf(request)).channel_id);
    const channel = channelOf(channelId);
    if (!channel) return channelMissing();
    if (channelId === mockDb.profile.id) return errorResponse(403, 'საკუთარი არხის გამოწერა შეუძლებელია');
    const added = !mockDb.profile.subscribed_channels.some((c) => c.id === channelId);
    if (added) {
      channel.subscribers_count += 1;
      mockDb.profile.subscribed_channels.push({
        id: channel.id,
        alias: channel.alias,
        image: channel.image,
        channel: channel.channel,
        rating: channel.average_rating,
        episode_count: channel.episode_count,
        description: channel.channel_description,
      });
    }
    const body: SubscribeResponse = {
      message: 'არხი გამოწერილია',
      channel_id: channelId,
      subscribed: true,
      subscribers_count: channel.subscribers_count,
    };
    return HttpResponse.json(body, { status: added ? 201 : 200 });
  }),
  http.post(paths.unsubscribe, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const channelId = Number((await fieldsOf(request)).channel_id);
    const channel = channelOf(channelId);
    if (!channel) return channelMissing();
    const before = mockDb.profile.subscribed_channels.length;
    mockDb.profile.subscribed_channels = mockDb.profile.subscribed_channels.filter((c) => c.id !== channelId);
    if (mockDb.profile.subscribed_channels.length < before) channel.subscribers_count -= 1;
    return HttpResponse.json({
      message: 'გამოწერა გაუქმებულია',
      channel_id: channelId,
      subscribed: false,
      subscribers_count: channel.subscribers_count,
    } satisfies SubscribeResponse);
  }),
  http.post(paths.rate, async ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const channelId = Number(params.id);
    if (!channelOf(channelId)) return channelMissing();
    const rating = Number((await fieldsOf(request)).rating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      return errorResponse(400, 'არასწორი მონაცემები', { rating: ['შეფასება 1-დან 5-მდე'] });
    }
    mockDb.ratings.set(channelId, rating);
    return HttpResponse.json({
      message: 'შეფასება შენახულია',
      channel_id: channelId,
      rating,
      average_rating: rating,
      ratings_count: 1,
    } satisfies RateResponse);
  }),

  http.get(
    paths.history,
    ({ request }) => unauthorized(request) ?? HttpResponse.json(historyList(new URL(request.url), 100)),
  ),
  http.get(
    paths.lastListened,
    ({ request }) => unauthorized(request) ?? HttpResponse.json(historyList(new URL(request.url), 8)),
  ),
  http.delete(paths.historyClear, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const deleted = mockDb.history.length;
    mockDb.history = [];
    return HttpResponse.json({ message: 'ისტორია გასუფთავდა', deleted } satisfies ClearResponse);
  }),
  http.delete(paths.historyDelete, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const before = mockDb.history.length;
    mockDb.history = mockDb.history.filter((h) => h.id !== Number(params.id));
    if (mockDb.history.length === before) return historyMissing();
    return HttpResponse.json({ message: 'ჩანაწერი წაიშალა ისტორიიდან' } satisfies MessageResponse);
  }),
  http.post(paths.historyStopTime, async ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const row = mockDb.history.find((h) => h.id === Number(params.history_id));
    const episode = row && episodeOf(row.podcast_id);
    if (!row || !episode) return historyMissing();
    row.stop_time = clamp(Number((await fieldsOf(request)).stop_time), episode.video_length_seconds);
    row.updated_at = now();
    return HttpResponse.json({
      id: row.id,
      podcast_id: row.podcast_id,
      stop_time: row.stop_time,
      progress: progressOf(row.stop_time, episode.video_length_seconds),
    } satisfies HistoryPosition);
  }),
  // Never played: 404, as on the server.
  http.get(paths.historyOf, ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const row = mockDb.history.find((h) => h.podcast_id === Number(params.podcast_id));
    const item = row && historyItem(row);
    return item ? HttpResponse.json(item) : historyMissing();
  }),
  http.post(paths.podcastSignal, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const fields = await fieldsOf(request);
    const podcastId = Number(fields.podcast_id);
    const episode = episodeOf(podcastId);
    if (!episode) return episodeMissing();
    const stopTime = clamp(Number(fields.stop_time), episode.video_length_seconds);
    let row = mockDb.history.find((h) => h.podcast_id === podcastId);
    if (!row) {
      row = { id: mockDb.nextId++, podcast_id: podcastId, stop_time: 0, updated_at: now() };
      mockDb.history.push(row);
    }
    row.stop_time = stopTime;
    row.updated_at = now();
    return HttpResponse.json({
      id: row.id,
      podcast_id: podcastId,
      stop_time: stopTime,
      progress: progressOf(stopTime, episode.video_length_seconds),
      // The mock keeps no clock of its own; its statistics are fixed fixtures.
      credited_seconds: 0,
    } satisfies SignalResponse);
  }),

  http.get(paths.notifications, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    return HttpResponse.json({
      items: pageOf(mockDb.notifications, new URL(request.url)),
    } satisfies NotificationList);
  }),
  http.delete(paths.notification, async ({ request, params }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const id = Number(params.id);
    const notId = (await fieldsOf(request)).not_id;
    if (notId !== undefined && Number(notId) !== id) {
      return errorResponse(400, 'not_id არ ემთხვევა მისამართის id-ს', { not_id: ['არ ემთხვევა მისამართის id-ს'] });
    }
    const before = mockDb.notifications.length;
    mockDb.notifications = mockDb.notifications.filter((n) => n.id !== id);
    if (mockDb.notifications.length === before) return errorResponse(404, 'შეტყობინება ვერ მოიძებნა');
    return HttpResponse.json({ message: 'შეტყობინება წაიშალა' } satisfies MessageResponse);
  }),

  http.get(paths.totalWatchTime, ({ request }) => unauthorized(request) ?? HttpResponse.json(totalWatchTime)),
  http.get(paths.top5, ({ request }) => unauthorized(request) ?? HttpResponse.json(topPodcasts)),
  http.get(paths.watchByDay, ({ request }) => unauthorized(request) ?? HttpResponse.json(watchTimeByDay)),
  http.get(paths.watchLastMonth, ({ request }) => unauthorized(request) ?? HttpResponse.json(watchTimeLastMonth)),
];
