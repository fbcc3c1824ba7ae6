import { act, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from './client';
import { mockDb } from './mocks/db';
import { VALID_TOKEN } from './mocks/fixtures';
import { specPaths } from './spec-contract';
import { renderWithClient, server, useMockServer } from './test-utils';
import { CHUNK_SIZE, chunkCount, chunkRanges, runBounded, useEpisodeUpload, withRetries } from './upload';

useMockServer();

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
      if (path.startsWith('/api/upload-podcast/')) paths.push(path);
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
    const file = mediaFile(600_123);
    const { id } = await act(() => result.current.upload({ ...fields, file }));
    expect(chunkPaths.sort()).toEqual([
      `/api/upload-podcast/${id}/0/3/600123`,
      `/api/upload-podcast/${id}/1/3/600123`,
      `/api/upload-podcast/${id}/2/3/600123`,
    ]);
    const stored = mockDb.uploads.get(id);
    expect([...(stored?.entries() ?? [])].sort()).toEqual([
      [0, 250_000],
      [1, 250_000],
      [2, 100_123],
    ]);
    expect(ready).toBe(1);
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
      http.post(specPaths.uploadChunk, ({ params }) => {
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
    expect(mockDb.uploads.get(id)?.size).toBe(2);
  });

  it('logs and rethrows when a chunk keeps failing, then resumes without recreating the episode or resending done chunks', async () => {
    tokenStore.set(VALID_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    server.use(
      http.post(specPaths.uploadChunk, async ({ params }) => {
        if (params.chunk_index === '2' && broken) {
          await delay(20);
          return HttpResponse.json({ detail: 'სერვერის შეცდომა' }, { status: 500 });
        }
        return undefined;
      }),
    );
    let creates = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(specPaths.createEpisode)) creates++;
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
    const { id } = await act(() => result.current.upload({ ...fields, file }));
    expect(creates).toBe(1);
    expect(chunkPaths.map((p) => p.split('/')[4]).sort()).toEqual(['2', '3']);
    expect(mockDb.uploads.get(id)?.size).toBe(4);
    await waitFor(() => expect(result.current.progress).toBe(100));
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
      http.post(specPaths.createEpisode, () => {
        mockDb.tokens.add('rotated-token-123');
        mockDb.uploads.set(77, new Map());
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
});
