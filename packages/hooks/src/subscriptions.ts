import { paths, type SubscribeBody, type SubscribedChannel, type SubscribeResponse } from '@podcast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries, useProfile } from './account';
import { request } from './client';
import { podcasterQueries } from './podcasters';

/** The channel to (un)subscribe: `channel_id` decides; name and alias are sent as the spec's client sends them. */
export type SubscribeTarget = Omit<SubscribeBody, 'token'> &
  Partial<Pick<SubscribedChannel, 'image' | 'rating' | 'episode_count' | 'description'>>;

export interface SubscribeToggle extends SubscribeTarget {
  subscribed: boolean;
}

/**
 * Subscribe toggle (spec §4): a channel is subscribed when its id is among the profile's
 * subscribed_channels. The profile changes at once, is rolled back on error, reloaded on success
 * (with the channel's subscribers_count).
 */
export function useSubscribeToggle() {
  const queryClient = useQueryClient();
  const session = useProfile();
  const { queryKey } = accountQueries.profile();
  const mutation = useMutation({
    scope: { id: 'subscribe-toggle' },
    mutationFn: ({ subscribed, channel_id, channel_name, alias }: SubscribeToggle) =>
      request<SubscribeResponse>(subscribed ? paths.unsubscribe : paths.subscribe, {
        json: { channel_id, channel_name, alias },
        auth: true,
      }),
    onMutate: async ({ subscribed, channel_id, channel_name, alias, ...shown }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => {
        if (!old) return old;
        const others = old.subscribed_channels.filter((c) => c.id !== channel_id);
        const added: SubscribedChannel = {
          id: channel_id,
          alias: alias ?? '',
          channel: channel_name ?? '',
          image: shown.image ?? null,
          rating: shown.rating ?? 0,
          episode_count: shown.episode_count ?? 0,
          description: shown.description ?? '',
        };
        return { ...old, subscribed_channels: subscribed ? others : [...others, added] };
      });
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(queryKey, context?.previous),
    meta: { invalidates: [accountQueries.all(), podcasterQueries.all()] },
  });
  const isSubscribed = (channelId: number) =>
    session.profile?.subscribed_channels.some((c) => c.id === channelId) ?? false;
  return {
    ...mutation,
    isSignedIn: session.isSignedIn,
    isSubscribed,
    toggle: (channel: SubscribeTarget) =>
      mutation.mutateAsync({ ...channel, subscribed: isSubscribed(channel.channel_id) }),
  };
}
