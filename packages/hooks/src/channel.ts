import {
  type AddedPodcasts,
  type ChannelResponse,
  type EpisodeResponse,
  type MessageResponse,
  paths,
} from '@podcast/contract';
import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { accountQueries } from './account';
import { hasToken, request, toFormData } from './client';
import { episodeQueries } from './episodes';
import { compact, DEFAULT_LIMIT, pageSkipPaging } from './pagination';
import { podcasterQueries } from './podcasters';

/** The channel form (register_channel, update-channel). */
export interface ChannelForm {
  channel: string;
  /** HTML; the server sanitises it. */
  channel_description?: string;
  /** Images only (spec §5). */
  image?: Blob | null;
}

/** The episode form (podcast-articles, update-podcast). */
export interface EpisodeForm {
  title: string;
  /** HTML; the server sanitises it. */
  content?: string;
  category_id: number;
  /** The thumbnail: images only (spec §5). */
  image?: Blob | null;
}

export interface AddedPodcastsOptions {
  limit?: number;
  /** Also drafts and failed uploads (with `status` and `file_size`), e.g. to offer resuming one. */
  include_drafts?: boolean;
}

/** The signed-in podcaster's own channel and episodes (spec §7 "Channel and episodes"). */
export const channelQueries = {
  all: () => ['added-podcasts'] as const,
  addedPodcasts: (options: AddedPodcastsOptions = {}) => {
    const key = compact({ limit: options.limit ?? DEFAULT_LIMIT, include_drafts: options.include_drafts || undefined });
    return infiniteQueryOptions({
      queryKey: [...channelQueries.all(), key] as const,
      queryFn: ({ pageParam, signal }) =>
        request<AddedPodcasts>(paths.addedPodcasts, { query: { ...key, page_skip: pageParam }, auth: true, signal }),
      ...pageSkipPaging((page: AddedPodcasts) => page.items, key.limit),
      meta: { private: true },
      enabled: hasToken,
    });
  },
};

/** What a change to the own channel or its episodes can show up in. */
export const ownContent = [accountQueries.all(), podcasterQueries.all(), episodeQueries.all(), channelQueries.all()];

/**
 * Registers the signed-in user's channel. The spec's client put name and description in the query
 * string; the server takes them from the form too, which is where they go here: a long Georgian
 * HTML description, percent-encoded, would outgrow the request line limit (16 kB in Node).
 */
export function useRegisterChannel() {
  return useMutation({
    mutationFn: ({ image, channel, channel_description }: ChannelForm) =>
      request<ChannelResponse>(paths.registerChannel, {
        form: toFormData({ channel, channel_description, image }),
        auth: true,
      }),
    meta: { invalidates: ownContent },
  });
}

/** Only the filled fields change (spec §5); failures are only logged (spec §8), and rethrown for the screen. */
export function useUpdateChannel() {
  return useMutation({
    mutationFn: (fields: Partial<ChannelForm>) =>
      request<ChannelResponse>(paths.updateChannel, { form: toFormData({ ...fields }), auth: true }),
    onError: (error) => console.error('Channel update failed', error),
    meta: { invalidates: ownContent },
  });
}

/** Deletes the channel with all its episodes. */
export function useDeleteChannel() {
  return useMutation({
    mutationFn: () => request<MessageResponse>(paths.deleteChannel, { method: 'DELETE', auth: true }),
    meta: { invalidates: ownContent },
  });
}

/** Edits an own episode: podcast_id in the query (spec §7), the filled fields as multipart. */
export function useUpdateEpisode() {
  return useMutation({
    mutationFn: ({ podcast_id, ...fields }: Partial<EpisodeForm> & { podcast_id: number }) =>
      request<EpisodeResponse>(paths.updateEpisode, {
        query: { podcast_id },
        form: toFormData({ ...fields }),
        auth: true,
      }),
    onError: (error) => console.error('Episode update failed', error),
    meta: { invalidates: ownContent },
  });
}

export function useDeleteEpisode() {
  return useMutation({
    mutationFn: (id: number) =>
      request<MessageResponse>(paths.deleteEpisode, { method: 'DELETE', params: { id }, auth: true }),
    meta: { invalidates: ownContent },
  });
}
