import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { accountQueries } from './account';
import { channelQueries } from './channel';
import { request, toFormData, tokenStore } from './client';
import { episodeQueries } from './episodes';
import { type CreateEpisodeResponse, type EpisodeFields, specPaths } from './spec-contract';

/** Spec §9. */
export const CHUNK_SIZE = 250_000;

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

export async function withRetries<T>(attempts: number, delayMs: number, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
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
}

/** Sends the chunks that are not done yet; progress is the percentage of chunks done. */
export async function uploadChunks(options: UploadChunksOptions) {
  const { podcastId, file, done, concurrency = 4, attempts = 3, retryDelayMs = 500, onProgress } = options;
  const ranges = chunkRanges(file.size);
  const count = ranges.length;
  const report = () => onProgress?.(Math.round((done.size / count) * 100));
  report();
  await runBounded(
    ranges.filter((r) => !done.has(r.index)),
    concurrency,
    async ({ index, start, end }) => {
      await withRetries(attempts, retryDelayMs, () =>
        request<unknown>(specPaths.uploadChunk, {
          params: { podcast_id: podcastId, chunk_index: index, chunk_count: count, file_size: file.size },
          form: toFormData({ file: new File([file.slice(start, end)], file.name, { type: file.type }) }),
          auth: true,
        }),
      );
      done.add(index);
      report();
    },
  );
}

export interface EpisodeUploadInput extends EpisodeFields {
  file: File | null | undefined;
}

export interface EpisodeUploadOptions {
  /** Hears every step, where React may batch the `progress` state. */
  onProgress?: (percent: number) => void;
  concurrency?: number;
  attempts?: number;
  retryDelayMs?: number;
}

/**
 * The add-episode flow (spec §4, §7, §9): create the episode, send the media in 250 000-byte
 * chunks (bounded parallelism, retries), then mark it ready. After a failure, calling `upload`
 * again with the same file resumes: the episode is not created twice and finished chunks are
 * not sent again. Errors are logged and rethrown (spec §8).
 */
export function useEpisodeUpload(options: EpisodeUploadOptions = {}) {
  const [progress, setProgress] = useState(0);
  const resumeState = useRef<{ file: File; podcastId: number; done: Set<number> } | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, ...fields }: EpisodeUploadInput) => {
      if (!file || file.size === 0) {
        console.error('No media file selected for upload');
        throw new Error('No media file selected for upload');
      }
      try {
        let state = resumeState.current;
        if (!state || state.file !== file) {
          setProgress(0);
          const created = await request<CreateEpisodeResponse>(specPaths.createEpisode, {
            form: toFormData({ ...fields }),
            auth: true,
          });
          // Spec §4: the stored token is cleared when the answer carries a refresh_token; we keep
          // the session alive by storing the new one in its place (the chunks need a bearer).
          if (created.refresh_token) {
            tokenStore.clear();
            tokenStore.set(created.refresh_token);
          }
          state = { file, podcastId: created.id, done: new Set() };
          resumeState.current = state;
        }
        await uploadChunks({
          ...options,
          podcastId: state.podcastId,
          file,
          done: state.done,
          onProgress: (percent) => {
            setProgress(percent);
            options.onProgress?.(percent);
          },
        });
        await request<unknown>(specPaths.podcastReady, {
          method: 'POST',
          params: { podcast_id: state.podcastId },
          auth: true,
        });
        resumeState.current = null;
        return { id: state.podcastId };
      } catch (error) {
        console.error('Episode upload failed', error);
        throw error;
      }
    },
    meta: { invalidates: [episodeQueries.all(), accountQueries.all(), channelQueries.all()] },
  });
  return {
    ...mutation,
    progress,
    /** A failed upload that `upload(sameInput)` would resume. */
    canResume: mutation.isError && resumeState.current !== null,
    upload: mutation.mutateAsync,
  };
}
