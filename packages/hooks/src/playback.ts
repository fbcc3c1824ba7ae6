import { useCallback, useEffect, useRef } from 'react';
import { useAuthToken } from './account';
import { hasToken } from './client';
import { usePodcastSignal } from './history';

/** How often a playing episode reports its position. */
export const SIGNAL_INTERVAL_MS = 30_000;

export interface PlaybackSignalsOptions {
  /** The episode in the player; nothing is sent while there is none. */
  podcastId: number | null | undefined;
  /** Whether the media plays now (follow the element's `playing`, `pause` and `ended` events). */
  playing: boolean;
  /** The current position in seconds, read whenever a signal goes out (e.g. `() => media.currentTime`). */
  getPosition: () => number;
  intervalMs?: number;
}

/**
 * The player's listening signals (spec §4: it sends the current playtime on leaving). The server
 * credits listening time between successive signals of an episode, never more than the clock
 * allows, so a signal goes out when playback starts, every `intervalMs` while it plays, when it
 * stops (pause, end, another episode) and when the listener leaves: route change (unmount), or the
 * page being hidden or closed, with `keepalive` so the request outlives the page. Only for a
 * signed-in listener. `signal()` sends one now, e.g. after a seek.
 */
export function usePlaybackSignals({
  podcastId,
  playing,
  getPosition,
  intervalMs = SIGNAL_INTERVAL_MS,
}: PlaybackSignalsOptions) {
  const { mutate } = usePodcastSignal();
  const token = useAuthToken();
  const position = useRef(getPosition);
  const episode = useRef(podcastId);
  useEffect(() => {
    position.current = getPosition;
    episode.current = podcastId;
  });

  const send = useCallback(
    (id: number | null | undefined, keepalive = false) => {
      if (id === null || id === undefined || !hasToken()) return;
      const stopTime = position.current();
      if (!Number.isFinite(stopTime) || stopTime < 0) return;
      mutate({ podcast_id: id, stop_time: stopTime, keepalive });
    },
    [mutate],
  );

  useEffect(() => {
    if (!playing || podcastId === null || podcastId === undefined || token === null) return;
    send(podcastId);
    const timer = setInterval(() => send(podcastId), intervalMs);
    const onPageHide = () => send(podcastId, true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send(podcastId, true);
    };
    globalThis.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Paused, ended, switched episode or left the route: the position where it stopped.
      send(podcastId);
    };
  }, [playing, podcastId, token, intervalMs, send]);

  return { signal: useCallback(() => send(episode.current), [send]) };
}
