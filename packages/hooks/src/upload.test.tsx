import { paths } from '@podcast/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { channelQueries } from './channel';
import { ApiError, tokenStore } from './client';
import { mockDb } from './mocks/db';
import { podcasterProfile, VALID_TOKEN } from './mocks/fixtures';
import { renderWithClient, server, useMockServer } from './test-utils';
import { CHUNK_SIZE, chunkCount, chunkRanges, isRetryable, runBounded, useEpisodeUpload, withRetries } from './upload';

useMockServer();

// Publishing needs a channel: the signed-in user is podcaster 11.
beforeEach(() => {
  mockDb.profile = structuredClone(podcasterProfile);
});

const received = (id: number) => [...(mockDb.uploads.get(id)?.received.entries() ?? [])].sort(([a], [b]) => a - b);

const mediaFile = (size: number) => new File([new Uint8Array(size).fill(7)], 'ეპიზოდი.mp3', { type: 'audio/mpeg' });
const fields = { title: 'თამარ მეფის ეპოქა', content: '<p>აღწერა</p>', category_id: 1 };

describe('chunk maths', () => {
  it('uses 250 000-byte chunks, count = ceil(size / 250 000), the last chunk holds the rest', () => {
    expect(CHUNK_SIZE).toBe(250_000);
    expect(chunkCount(1)).toBe(1);
    expect(chunkCount(250_000)).toBe(1);
    expect(chunkCount(250_001)).toBe(2);
    expect(chunkCount(1_000_000)).toBe(4);
    const ranges = chunkRanges(600_123);
    expect(ranges).toEqual([
      { index: 0, start: 0, end: 250_000 },
      { index: 1, start: 250_000, end: 500_000 },
      { index: 2, start: 500_000, end: 600_123 },
    ]);
    expect(ranges.reduce((sum, r) => sum + r.end - r.start, 0)).toBe(600_123);
    expect(chunkRanges(0)).toEqual([]);
  });

  it('keeps at most `limit` tasks in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const done: number[] = [];
    await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5 + (n % 3)));
      inFlight--;
      done.push(n);
    });
    expect(peak).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('retries a failing call up to the attempt count', async () => {
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValue('ok');
    await expect(withRetries(3, 0, flaky)).resolves.toBe('ok');
    expect(flaky).toHaveBeenCalledTimes(3);
    const broken = vi.fn().mockRejectedValue(new Error('down'));
    await expect(withRetries(3, 0, broken)).rejects.toThrow('down');
    expect(broken).toHaveBeenCalledTimes(3);
  });
});

describe('useEpisodeUpload', () => {
  function recordChunks() {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.startsWith('/api/upload-podcast/')) paths.push(path);
    });
    return paths;
  }

  it('creates the episode, sends every chunk with index/count/size, reports progress, then marks it ready', async () => {
    tokenStore.set(VALID_TOKEN);
    const chunkPaths = recordChunks();
    let ready = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/get_podcast_ready/')) ready++;
    });
    const { result } = renderWithClient(() => useEpisodeUpload({ concurrency: 2, retryDelayMs: 0 }));
    expect(result.current.progress).toBe(0);
    let uploaded: [number, number][] = [];
    server.events.on('request:start', ({ request }) => {
      const match = /\/api\/get_podcast_ready\/(\d+)\//.exec(request.url);
      if (match) uploaded = received(Number(match[1]));
    });
    const file = mediaFile(600_123);
    const answer = await act(() => result.current.upload({ ...fields, file }));
    const { id } = answer;
    expect(chunkPaths.sort()).toEqual([
      `/api/upload-podcast/${id}/0/3/600123`,
      `/api/upload-podcast/${id}/1/3/600123`,
      `/api/upload-podcast/${id}/2/3/600123`,
    ]);
    // What the server held before publishing; get_podcast_ready then made it an episode.
    expect(uploaded).toEqual([
      [0, 250_000],
      [1, 250_000],
      [2, 100_123],
    ]);
    expect(ready).toBe(1);
    expect(answer).toMatchObject({ id, message: 'აქტიურია', podcast: { id, status: 'ready', title: fields.title } });
    expect(mockDb.episodes[0]?.id).toBe(id);
    await waitFor(() => expect(result.current.progress).toBe(100));
  });

  it('reports progress as the percentage of chunks done', async () => {
    tokenStore.set(VALID_TOKEN);
    const progress: number[] = [];
    const { result } = renderWithClient(() =>
      useEpisodeUpload({ concurrency: 3, retryDelayMs: 0, onProgress: (p) => progress.push(p) }),
    );
    await act(() => result.current.upload({ ...fields, file: mediaFile(4 * CHUNK_SIZE) }));
    expect(progress).toEqual([0, 25, 50, 75, 100]);
    await waitFor(() => expect(result.current.progress).toBe(100));
  });

  it('retries a failed chunk and succeeds', async () => {
    tokenStore.set(VALID_TOKEN);
    let failures = 0;
    server.use(
      http.post(paths.uploadChunk, ({ params }) => {
        if (params.chunk_index === '1' && failures < 2) {
          failures++;
          return HttpResponse.json({ detail: 'დროებითი შეცდომა' }, { status: 503 });
        }
        return undefined; // fall through to the default handler
      }),
    );
    const chunkPaths = recordChunks();
    const { result } = renderWithClient(() => useEpisodeUpload({ retryDelayMs: 0 }));
    const { id } = await act(() => result.current.upload({ ...fields, file: mediaFile(500_000) }));
    expect(failures).toBe(2);
    expect(chunkPaths.filter((p) => p === `/api/upload-podcast/${id}/1/2/500000`)).toHaveLength(3);
    expect(mockDb.episodes[0]?.id).toBe(id);
  });

  it('logs and rethrows when a chunk keeps failing, then resumes without recreating the episode or resending done chunks', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    server.use(
      http.post(paths.uploadChunk, async ({ params }) => {
        if (params.chunk_index === '2' && broken) {
          await delay(20);
          return HttpResponse.json({ detail: 'სერვერის შეცდომა' }, { status: 500 });
        }
        return undefined;
      }),
    );
    let creates = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(paths.createEpisode)) creates++;
    });
    const chunkPaths = recordChunks();
    const { result } = renderWithClient(() => useEpisodeUpload({ concurrency: 1, attempts: 2, retryDelayMs: 0 }));
    const file = mediaFile(4 * CHUNK_SIZE);
    const error = await act(() => result.current.upload({ ...fields, file }).catch((e: unknown) => e));
    expect(error).toMatchObject({ status: 500 });
    expect(logged).toHaveBeenCalledWith('Episode upload failed', error);
    await waitFor(() => expect(result.current.canResume).toBe(true));
    expect(result.current.progress).toBe(50);

    broken = false;
    chunkPaths.length = 0;
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/api/upload-podcast/')) asked++;
    });
    const { id } = await act(() => result.current.upload({ ...fields, file }));
    expect(creates).toBe(1);
    expect(asked).toBe(1); // the server's list of received chunks decides what is sent again
    expect(chunkPaths.map((p) => p.split('/')[4]).sort()).toEqual(['2', '3']);
    expect(mockDb.episodes[0]?.id).toBe(id);
    await waitFor(() => expect(result.current.progress).toBe(100));
    expect(result.current.canResume).toBe(false);
    logged.mockRestore();
  });

  it('stops with a log when no media file was chosen, creating nothing', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.events.on('request:start', () => {
      calls++;
    });
    const { result } = renderWithClient(() => useEpisodeUpload());
    await act(() => expect(result.current.upload({ ...fields, file: null })).rejects.toThrow('No media file selected'));
    expect(logged).toHaveBeenCalledWith('No media file selected for upload');
    expect(calls).toBe(0);
    logged.mockRestore();
  });

  it('replaces the stored token when creating the episode returns a refresh_token', async () => {
    tokenStore.set(VALID_TOKEN);
    server.use(
      http.post(paths.createEpisode, () => {
        mockDb.tokens.add('rotated-token-123');
        mockDb.drafts.set(77, { id: 77, created_by_id: 11, title: 'x', content: '', category_id: 1, status: 'draft' });
        return HttpResponse.json({ id: 77, refresh_token: 'rotated-token-123' }, { status: 201 });
      }),
    );
    const auth: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/upload-podcast/')) auth.push(request.headers.get('Authorization'));
    });
    const { result } = renderWithClient(() => useEpisodeUpload());
    await act(() => result.current.upload({ ...fields, file: mediaFile(10) }));
    expect(tokenStore.get()).toBe('rotated-token-123');
    expect(auth).toEqual(['Bearer rotated-token-123']);
  });

  it('resumes an upload of an earlier visit by episode id: only the chunks the server lacks are sent, nothing is created', async () => {
    tokenStore.set(VALID_TOKEN);
    const file = mediaFile(4 * CHUNK_SIZE - 1);
    mockDb.drafts.set(88, { id: 88, created_by_id: 11, title: 'x', content: '', category_id: 1, status: 'uploading' });
    mockDb.uploads.set(88, {
      chunk_count: 4,
      file_size: file.size,
      name: file.name,
      received: new Map([
        [0, CHUNK_SIZE],
        [2, CHUNK_SIZE],
      ]),
    });
    let creates = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(paths.createEpisode)) creates++;
    });
    const chunkPaths = recordChunks();
    const progress: number[] = [];
    const { result } = renderWithClient(() =>
      useEpisodeUpload({ concurrency: 1, onProgress: (p) => progress.push(p) }),
    );
    const answer = await act(() => result.current.upload({ podcastId: 88, file }));
    expect(creates).toBe(0);
    expect(chunkPaths).toEqual(['/api/upload-podcast/88/1/4/999999', '/api/upload-podcast/88/3/4/999999']);
    expect(progress).toEqual([50, 75, 100]);
    expect(answer).toMatchObject({ id: 88, podcast: { status: 'ready' } });
  });

  it('sends every chunk again when the server holds chunks of another file; a refused chunk is not retried', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockDb.drafts.set(89, { id: 89, created_by_id: 11, title: 'x', content: '', category_id: 1, status: 'uploading' });
    mockDb.uploads.set(89, { chunk_count: 1, file_size: 10, name: 'სხვა.mp3', received: new Map([[0, 10]]) });
    const chunkPaths = recordChunks();
    const { result } = renderWithClient(() => useEpisodeUpload({ concurrency: 1, attempts: 3, retryDelayMs: 0 }));
    const error = await act(() =>
      result.current.upload({ podcastId: 89, file: mediaFile(20) }).catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
    expect(chunkPaths).toEqual(['/api/upload-podcast/89/0/1/20']);
    logged.mockRestore();
  });

  it('retries what may pass on a retry (network, 5xx, 408, 429), not other refusals or an abort', () => {
    expect(isRetryable(new ApiError(0, 'Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(408, 'x'))).toBe(true);
    expect(isRetryable(new TypeError('x'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413]) expect(isRetryable(new ApiError(status, 'x'))).toBe(false);
    expect(isRetryable(new DOMException('stopped', 'AbortError'))).toBe(false);
  });

  it('cancel() aborts the chunks in flight; upload() then resumes', async () => {
    tokenStore.set(VALID_TOKEN);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let hold = true;
    server.use(
      http.post(paths.uploadChunk, async ({ params }) => {
        if (params.chunk_index === '1' && hold) await delay('infinite');
        return undefined;
      }),
    );
    const chunkPaths = recordChunks();
    const { result } = renderWithClient(() => useEpisodeUpload({ concurrency: 1, retryDelayMs: 0 }));
    const file = mediaFile(3 * CHUNK_SIZE);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.upload({ ...fields, file }).catch((e: unknown) => e);
    });
    await waitFor(() => expect(chunkPaths).toHaveLength(2));
    act(() => result.current.cancel());
    const error = await act(() => pending);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(info).toHaveBeenCalledWith('Episode upload cancelled');
    await waitFor(() => expect(result.current.canResume).toBe(true));

    hold = false;
    chunkPaths.length = 0;
    const { id } = await act(() => result.current.upload({ ...fields, file }));
    expect(chunkPaths.map((p) => p.split('/')[4])).toEqual(['1', '2']);
    expect(mockDb.episodes[0]?.id).toBe(id);
    info.mockRestore();
  });

  it('the new episode shows in the podcaster’s own list once it is ready', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => ({
      upload: useEpisodeUpload(),
      own: useInfiniteQuery(channelQueries.addedPodcasts()),
    }));
    await waitFor(() => expect(result.current.own.isSuccess).toBe(true));
    const before = result.current.own.data?.pages[0]?.count ?? 0;
    const { id } = await act(() => result.current.upload.upload({ ...fields, file: mediaFile(1000) }));
    await waitFor(() => expect(result.current.own.data?.pages[0]?.items[0]?.id).toBe(id));
    expect(result.current.own.data?.pages[0]?.count).toBe(before + 1);
  });

  it('refuses to publish without a channel (the server’s 403), logging it', async () => {
    mockDb.profile = structuredClone(podcasterProfile);
    mockDb.profile.channel = null;
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderWithClient(() => useEpisodeUpload());
    const error = await act(() => result.current.upload({ ...fields, file: mediaFile(10) }).catch((e: unknown) => e));
    expect(error).toMatchObject({ status: 403, detail: 'ჯერ დაარეგისტრირეთ არხი' });
    expect(logged).toHaveBeenCalledWith('Episode upload failed', error);
    expect(result.current.canResume).toBe(false);
    logged.mockRestore();
  });
});
