import type { Profile } from '@podcast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries, useProfile } from './account';
import { request } from './client';
import { podcasterQueries } from './podcasters';
import { type SubscribeBody, specPaths } from './spec-contract';

export interface SubscribeToggle extends SubscribeBody {
  subscribed: boolean;
}

/**
 * Subscribe toggle (spec §4): a channel is subscribed when its id is among the profile's
 * subscribed_channels. The profile changes at once, is rolled back on error, reloaded on success.
 */
export function useSubscribeToggle() {
  const queryClient = useQueryClient();
  const session = useProfile();
  const { queryKey } = accountQueries.profile();
  const mutation = useMutation({
    mutationFn: ({ subscribed, ...body }: SubscribeToggle) =>
      request<unknown>(subscribed ? specPaths.unsubscribe : specPaths.subscribe, { json: body, auth: true }),
    onMutate: async ({ subscribed, channel_id, channel_name, alias }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old: Profile | undefined) => {
        if (!old) return old;
        const channels = subscribed
          ? old.subscribed_channels.filter((c) => c.id !== channel_id)
          : [
              ...old.subscribed_channels,
              {
                id: channel_id,
                alias,
                channel: channel_name,
                image: null,
                rating: 0,
                episode_count: 0,
                description: '',
              },
            ];
        return { ...old, subscribed_channels: channels };
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
    toggle: (channel: SubscribeBody) =>
      mutation.mutateAsync({ ...channel, subscribed: isSubscribed(channel.channel_id) }),
  };
}
