import {
  type CreateEpisodeResponse,
  paths,
  publishingPaths,
  type ReadyResponse,
  UPLOAD_CHUNK_SIZE,
  type UploadChunkResponse,
  type UploadStatus,
} from '@podcast/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { accountQueries } from './account';
import { channelQueries, type EpisodeForm } from './channel';
import { isApiError, request, toFormData, tokenStore } from './client';
import { episodeQueries } from './episodes';

/** Spec §9: 250 000 bytes, the server's chunk size. */
export const CHUNK_SIZE = UPLOAD_CHUNK_SIZE;

export const chunkCount = (size: number, chunkSize = CHUNK_SIZE) => Math.ceil(size / chunkSize);

export interface ChunkRange {
  index: number;
  start: number;
  end: number;
}

/** Byte ranges [start, end) of every chunk; the last one holds the remainder. */
export function chunkRanges(size: number, chunkSize = CHUNK_SIZE): ChunkRange[] {
  return Array.from({ length: chunkCount(size, chunkSize) }, (_, index) => ({
    index,
    start: index * chunkSize,
    end: Math.min(size, (index + 1) * chunkSize),
  }));
}

/** Runs `task` over `items` with at most `limit` in flight; rejects on the first failure. */
export async function runBounded<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** An aborted fetch rejects with a DOMException, which is not an Error everywhere. */
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Worth another try: a network failure (status 0), a server error, 408 or 429. Any other 4xx
 * (a refused declaration, a chunk of the wrong size, no permission) would fail again, and an
 * abort was asked for.
 */
export function isRetryable(error: unknown): boolean {
  if (isAbort(error)) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Runs `run` up to `attempts` times while `retryable(error)`, waiting `delayMs × attempt` in between. */
export async function withRetries<T>(
  attempts: number,
  delayMs: number,
  run: () => Promise<T>,
  retryable: (error: unknown) => boolean = () => true,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}

export interface UploadChunksOptions {
  podcastId: number;
  file: File;
  /** Chunk indexes already stored on the server (resume). Updated as chunks finish. */
  done: Set<number>;
  concurrency?: number;
  attempts?: number;
  retryDelayMs?: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Sends the chunks that are not done yet, at most `concurrency` at a time; progress is the percentage of chunks done. */
export async function uploadChunks(options: UploadChunksOptions) {
  const { podcastId, file, done, concurrency = 4, attempts = 3, retryDelayMs = 500, onProgress, signal } = options;
  const ranges = chunkRanges(file.size);
  const count = ranges.length;
  const report = () => onProgress?.(Math.round((done.size / count) * 100));
  report();
  await runBounded(
    ranges.filter((r) => !done.has(r.index)),
    concurrency,
    async ({ index, start, end }) => {
      await withRetries(
        attempts,
        retryDelayMs,
        () =>
          // Progress counts answers, not their content; GET upload-podcast/{id}/ tells what the server holds.
          request<UploadChunkResponse>(paths.uploadChunk, {
            params: { podcast_id: podcastId, chunk_index: index, chunk_count: count, file_size: file.size },
            form: toFormData({ file: new File([file.slice(start, end)], file.name, { type: file.type }) }),
            auth: true,
            signal,
          }),
        isRetryable,
      );
      done.add(index);
      report();
    },
  );
}

/** The chunks of `file` the server already holds for an episode; none when it holds another file's. */
export async function receivedChunks(podcastId: number, file: File, signal?: AbortSignal): Promise<UploadStatus> {
  const status = await request<UploadStatus>(publishingPaths.uploadStatus, {
    params: { podcast_id: podcastId },
    auth: true,
    signal,
  });
  const same = status.chunk_count === chunkCount(file.size) && status.file_size === file.size;
  return same ? status : { ...status, received: [] };
}

/** A new episode from the form, or the resumed upload of an existing draft (e.g. from added_podcasts with include_drafts). */
export type EpisodeUploadInput = { file: File | null | undefined } & (EpisodeForm | { podcastId: number });

/** Spec §4: the answer may carry a refresh_token (the server's contract has none today). */
type CreatedEpisode = CreateEpisodeResponse & { refresh_token?: string };

export interface EpisodeUploadResult extends ReadyResponse {
  id: number;
}

export interface EpisodeUploadOptions {
  /** Hears every step, where React may batch the `progress` state. */
  onProgress?: (percent: number) => void;
  concurrency?: number;
  attempts?: number;
  retryDelayMs?: number;
}

interface UploadState {
  file: File;
  podcastId: number;
  done: Set<number>;
  /** Created in this call: the server holds nothing yet, no need to ask. */
  fresh: boolean;
}

/**
 * The add-episode flow (spec §4, §7, §9): create the episode, send the media in 250 000-byte
 * chunks (bounded parallelism, retries of what may pass on a retry), then get_podcast_ready.
 * After a failure or `cancel()`, calling `upload` again with the same file resumes: the episode is
 * not created twice and the server's list of received chunks decides what is sent again. An
 * upload interrupted in an earlier visit resumes with `upload({ podcastId, file })`. Errors are
 * logged and rethrown (spec §8).
 */
export function useEpisodeUpload(options: EpisodeUploadOptions = {}) {
  const [progress, setProgress] = useState(0);
  const resumeState = useRef<UploadState | null>(null);
  const abort = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: EpisodeUploadInput): Promise<EpisodeUploadResult> => {
      const { file } = input;
      if (!file || file.size === 0) {
        console.error('No media file selected for upload');
        throw new Error('No media file selected for upload');
      }
      const controller = new AbortController();
      abort.current = controller;
      const { signal } = controller;
      try {
        let state = resumeState.current;
        if ('podcastId' in input) {
          if (state?.podcastId !== input.podcastId || state.file !== file) {
            state = { file, podcastId: input.podcastId, done: new Set(), fresh: false };
          }
        } else if (!state || state.file !== file) {
          setProgress(0);
          const { file: _file, ...fields } = input;
          const created = await request<CreatedEpisode>(paths.createEpisode, {
            form: toFormData({ ...fields }),
            auth: true,
            signal,
          });
          // Spec §4: the stored token is cleared when the answer carries a refresh_token; we keep
          // the session alive by storing the new one in its place (the chunks need a bearer).
          if (created.refresh_token) {
            tokenStore.clear();
            tokenStore.set(created.refresh_token);
          }
          state = { file, podcastId: created.id, done: new Set(), fresh: true };
        }
        resumeState.current = state;
        const onProgress = (percent: number) => {
          setProgress(percent);
          options.onProgress?.(percent);
        };
        let ready = false;
        if (!state.fresh) {
          const status = await receivedChunks(state.podcastId, file, signal);
          ready = status.status === 'ready';
          state.done = new Set(ready ? chunkRanges(file.size).map((r) => r.index) : status.received);
        }
        state.fresh = false;
        if (!ready) {
          await uploadChunks({ ...options, podcastId: state.podcastId, file, done: state.done, onProgress, signal });
        } else {
          onProgress(100);
        }
        const published = await request<ReadyResponse>(paths.podcastReady, {
          method: 'POST',
          params: { podcast_id: state.podcastId },
          auth: true,
          signal,
        });
        resumeState.current = null;
        return { id: state.podcastId, ...published };
      } catch (error) {
        if (isAbort(error)) console.info('Episode upload cancelled');
        else console.error('Episode upload failed', error);
        throw error;
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    meta: { invalidates: [episodeQueries.all(), accountQueries.all(), channelQueries.all()] },
  });
  return {
    ...mutation,
    progress,
    /** A failed or cancelled upload that `upload(sameInput)` would resume. */
    canResume: mutation.isError && resumeState.current !== null,
    upload: mutation.mutateAsync,
    /** Stops the running upload (chunks in flight are aborted); it can be resumed. */
    cancel: () => abort.current?.abort(),
  };
}
