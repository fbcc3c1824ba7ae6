import { paths } from '@podcast/contract';
import { HttpResponse, http, type JsonBodyType } from 'msw';

/** Story handlers: a GET that answers with fixed data (an empty list, a profile without subscriptions). */
export const answering = (path: string, body: JsonBodyType) => http.get(path, () => HttpResponse.json(body));

/** The listener with nothing yet: no history, bookmarks, notifications or listening time. */
export const nothingYet = [
  answering(paths.history, { items: [], count: 0 }),
  answering(paths.bookmarks, { items: [], count: 0 }),
  answering(paths.notifications, { items: [] }),
  answering(paths.top5, { items: [] }),
  answering(paths.totalWatchTime, { formatted_time: '0:00:00', seconds: 0 }),
  answering(paths.watchLastMonth, { time_by_day: {} }),
];
