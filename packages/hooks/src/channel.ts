import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { accountQueries } from './account';
import { hasToken, request, toFormData } from './client';
import { episodeQueries } from './episodes';
import { DEFAULT_LIMIT, pageSkipPaging } from './pagination';
import { podcasterQueries } from './podcasters';
import { type AddedPodcasts, type ChannelFields, type EpisodeFields, specPaths } from './spec-contract';

/** The signed-in podcaster's own channel and episodes (spec §7 "Channel and episodes"). */
export const channelQueries = {
  all: () => ['added-podcasts'] as const,
  addedPodcasts: (limit = DEFAULT_LIMIT) =>
    infiniteQueryOptions({
      queryKey: [...channelQueries.all(), { limit }] as const,
      queryFn: ({ pageParam, signal }) =>
        request<AddedPodcasts>(specPaths.addedPodcasts, { query: { page_skip: pageParam, limit }, auth: true, signal }),
      ...pageSkipPaging((page: AddedPodcasts) => page.items, limit),
      meta: { private: true },
      enabled: hasToken,
    }),
};

const ownContent = [accountQueries.all(), podcasterQueries.all(), episodeQueries.all(), channelQueries.all()];

export function useRegisterChannel() {
  return useMutation({
    mutationFn: ({ image, channel, channel_description }: ChannelFields) =>
      request<unknown>(specPaths.registerChannel, {
        query: { channel, channel_description },
        form: toFormData({ image }),
        auth: true,
      }),
    meta: { invalidates: ownContent },
  });
}

export function useUpdateChannel() {
  return useMutation({
    mutationFn: (fields: Partial<ChannelFields>) =>
      request<unknown>(specPaths.updateChannel, { form: toFormData({ ...fields }), auth: true }),
    onError: (error) => console.error('Channel update failed', error),
    meta: { invalidates: ownContent },
  });
}

export function useDeleteChannel() {
  return useMutation({
    mutationFn: () => request<unknown>(specPaths.deleteChannel, { method: 'DELETE', auth: true }),
    meta: { invalidates: ownContent },
  });
}

export function useUpdateEpisode() {
  return useMutation({
    mutationFn: ({ podcast_id, ...fields }: Partial<EpisodeFields> & { podcast_id: number }) =>
      request<unknown>(specPaths.updateEpisode, { query: { podcast_id }, form: toFormData({ ...fields }), auth: true }),
    onError: (error) => console.error('Episode update failed', error),
    meta: { invalidates: ownContent },
  });
}

export function useDeleteEpisode() {
  return useMutation({
    mutationFn: (id: number) =>
      request<unknown>(specPaths.deleteEpisode, { method: 'DELETE', params: { id }, auth: true }),
    meta: { invalidates: ownContent },
  });
}
