import type { Episode, Profile } from '@podcast/contract';
import { HttpResponse } from 'msw';
import { episodes, profile, VALID_TOKEN } from './fixtures';

/** Mutable state behind the handlers; `resetMockDb()` before each test restores the fixtures. */
export const mockDb = {
  tokens: new Set<string>([VALID_TOKEN]),
  profile: structuredClone(profile) as Profile,
  episodes: structuredClone(episodes) as Episode[],
  bookmarks: new Set<number>([2, 5]),
  history: [] as { id: number; podcast_id: number; stop_time: number }[],
  notifications: [] as { id: number; message: string; podcast: { id: number; alias: string } }[],
  uploads: new Map<number, Map<number, number>>(),
  nextId: 1000,
};

export function resetMockDb() {
  mockDb.tokens = new Set([VALID_TOKEN]);
  mockDb.profile = structuredClone(profile);
  mockDb.episodes = structuredClone(episodes);
  mockDb.bookmarks = new Set([2, 5]);
  mockDb.history = [
    { id: 1, podcast_id: 3, stop_time: 125 },
    { id: 2, podcast_id: 7, stop_time: 940 },
  ];
  mockDb.notifications = Array.from({ length: 23 }, (_, i) => ({
    id: i + 1,
    message: `ნინო ბერიძემ დაამატა ახალი ეპიზოდი №${i + 1}`,
    podcast: { id: i + 1, alias: `epizodi-${i + 1}` },
  }));
  mockDb.uploads = new Map();
  mockDb.nextId = 1000;
}
resetMockDb();

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
