import { paths, type RateResponse } from '@podcast/contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { accountQueries } from './account';
import { request } from './client';
import { podcasterQueries } from './podcasters';

export const ratingStorageKey = (channelId: number) => `rating:${channelId}`;
const listeners = new Set<() => void>();

export function storedRating(channelId: number): number | null {
  const value = Number(globalThis.localStorage?.getItem(ratingStorageKey(channelId)));
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/**
 * Star rating of a channel (spec §4): a click stores the value locally per channel id, then
 * sends it. The local value stays what the listener chose.
 */
export function useRating(channelId: number) {
  const rating = useSyncExternalStore(
    useCallback((notify: () => void) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    }, []),
    () => storedRating(channelId),
    () => null,
  );
  const mutation = useMutation({
    mutationFn: (value: number) =>
      request<RateResponse>(paths.rate, { params: { id: channelId }, json: { rating: value }, auth: true }),
    onMutate: (value) => {
      if (!Number.isInteger(value) || value < 1 || value > 5) throw new RangeError('Rating must be 1 to 5');
      globalThis.localStorage?.setItem(ratingStorageKey(channelId), String(value));
      for (const notify of listeners) notify();
    },
    // The channel's average shows on its page, in podcaster lists and in the profile's subscriptions.
    meta: { invalidates: [podcasterQueries.all(), accountQueries.all()] },
  });
  return { ...mutation, rating, rate: mutation.mutateAsync };
}
