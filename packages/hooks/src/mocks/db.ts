import type { Episode, EpisodeStatus, Notification, Podcaster, Profile } from '@podcast/contract';
import { HttpResponse } from 'msw';
import { episodes, notifications, podcasters, profile, VALID_TOKEN } from './fixtures';

export interface MockHistoryRow {
  id: number;
  podcast_id: number;
  stop_time: number;
  updated_at: string;
}

/** An episode of the signed-in podcaster that is not published yet. */
export interface MockDraft {
  id: number;
  created_by_id: number;
  title: string;
  content: string;
  category_id: number;
  status: EpisodeStatus;
}

export interface MockUpload {
  chunk_count: number;
  file_size: number;
  name: string;
  /** Chunk index → bytes received. */
  received: Map<number, number>;
}

const initialHistory = (): MockHistoryRow[] => [
  { id: 1, podcast_id: 3, stop_time: 125, updated_at: '2025-05-28T19:40:00.000Z' },
  { id: 2, podcast_id: 7, stop_time: 940, updated_at: '2025-05-27T08:15:00.000Z' },
];

/** Saved episode id → when it was saved, most recent first. */
const initialBookmarks = () =>
  new Map<number, string>([
    [5, '2025-05-26T17:05:00.000Z'],
    [2, '2025-05-20T09:30:00.000Z'],
  ]);

/**
 * Mutable state behind the handlers; `resetMockDb()` before each test restores the fixtures. The
 * signed-in user is `profile` (a listener); set it to `podcasterProfile` for the publishing calls.
 */
export const mockDb = {
  tokens: new Set<string>([VALID_TOKEN]),
  profile: structuredClone(profile) as Profile,
  episodes: structuredClone(episodes) as Episode[],
  podcasters: structuredClone(podcasters) as Podcaster[],
  bookmarks: initialBookmarks(),
  history: initialHistory(),
  notifications: structuredClone(notifications) as Notification[],
  /** The signed-in user's ratings, channel id → stars. */
  ratings: new Map<number, number>(),
  drafts: new Map<number, MockDraft>(),
  uploads: new Map<number, MockUpload>(),
  nextId: 1000,
};

export function resetMockDb() {
  mockDb.tokens = new Set([VALID_TOKEN]);
  mockDb.profile = structuredClone(profile);
  mockDb.episodes = structuredClone(episodes);
  mockDb.podcasters = structuredClone(podcasters);
  mockDb.bookmarks = initialBookmarks();
  mockDb.history = initialHistory();
  mockDb.notifications = structuredClone(notifications);
  mockDb.ratings = new Map();
  mockDb.drafts = new Map();
  mockDb.uploads = new Map();
  mockDb.nextId = 1000;
}

export const errorResponse = (status: number, detail: string, errors?: Record<string, string[]>) =>
  HttpResponse.json(errors ? { detail, errors } : { detail }, { status });

/** The 401 the real server sends when the bearer token is missing or revoked, else undefined. */
export function unauthorized(request: Request) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (match?.[1] && mockDb.tokens.has(match[1])) return undefined;
  return errorResponse(401, 'ავტორიზაცია საჭიროა');
}

export function pageOf<T>(items: readonly T[], url: URL) {
  const skip = Number(url.searchParams.get('page_skip') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  return items.slice(skip, skip + limit);
}

/** Percent heard at `stopTime`, as the server computes it. */
export const progressOf = (stopTime: number, length: number) =>
  length > 0 ? Math.max(0, Math.min(100, Math.round((stopTime * 100) / length))) : 0;
