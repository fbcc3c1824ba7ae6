import type { Episode } from '@podcast/contract';
import { episodeQueries, hasToken, historyQueries, usePlaybackSignals } from '@podcast/hooks';
import { type ExternalPlayback, mediaUrl, type PlayerControls, playerKindOf, usePlayer } from '@podcast/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { positions } from './positions';
import {
  addToQueue,
  followingEpisodes,
  moveInQueue,
  type Queue,
  queueForPlay,
  removeFromQueue,
  storedQueue,
} from './queue';
import { shortcutFor } from './shortcuts';
import { clampRate, rateFor, type Speeds, stepRate, storedSpeeds, withChannelRate, withDefaultRate } from './speeds';

// The `?` overlay (a modal) loads on its first use: the first page load carries no dialog code for it.
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp').then((module) => ({ default: module.ShortcutsHelp })));

/** The episode in the player, with the URL its media streams from. */
export interface NowPlaying {
  episode: Episode;
  src: string;
  kind: 'audio' | 'video';
}

export interface PlayOptions {
  /** Seconds to start at (a shared `?t=` moment); otherwise the stored position. */
  startAt?: number;
  /** Load and show the episode without starting it. */
  paused?: boolean;
}

/** Pauses after some minutes, or when the episode ends (instead of going on with the queue). */
export type SleepTimer = { kind: 'minutes'; minutes: number; endsAt: number } | { kind: 'episode' };
export const SLEEP_MINUTES = [15, 30, 60] as const;

export interface PlaybackContextValue extends ExternalPlayback {
  current: NowPlaying | null;
  /** Plays the episode (from where the listener stopped), or toggles it when it is already in the player. */
  play: (episode: Episode, options?: PlayOptions) => void;
  /** Empties the player. */
  close: () => void;
  /** Whether this episode is the one in the player. */
  isCurrent: (episodeId: number) => boolean;
  /** Ref callback for the box where a video's picture shows (the episode page); the element moves in there. */
  videoSlotRef: (element: HTMLElement | null) => void;
  /** Up next: what plays when the current episode ends. */
  queue: Queue;
  enqueue: (episode: Episode) => void;
  dequeue: (episodeId: number) => void;
  move: (episodeId: number, delta: number) => void;
  /** Starts the first queued episode (or an entry of the queue). */
  playNext: (episodeId?: number) => void;
  sleep: SleepTimer | null;
  setSleep: (choice: number | 'episode' | null) => void;
  /** The speed of channels the listener never set one on. */
  defaultRate: number;
  setDefaultRate: (rate: number) => void;
  showShortcuts: () => void;
}

/** What an episode card needs: changes only when the episode in the player, its play state or the queue change. */
export interface NowPlayingValue {
  episodeId: number | null;
  playing: boolean;
  queued: ReadonlySet<number>;
  play: (episode: Episode, options?: PlayOptions) => void;
  enqueue: (episode: Episode) => void;
}

const PlaybackContext = createContext<PlaybackContextValue | null>(null);
const NowPlayingContext = createContext<NowPlayingValue | null>(null);

/** The media URL of an episode; `podcast_id` tells the server which episode a shared demo file plays for. */
export const episodeMediaSrc = (episode: Episode) =>
  episode.file ? `${mediaUrl(episode.file)}?podcast_id=${episode.id}` : '';

const nowPlayingOf = (episode: Episode): NowPlaying => ({
  episode,
  src: episodeMediaSrc(episode),
  kind: playerKindOf(episode.extention_type ?? undefined),
});

/** Key presses are handled app-wide (see `shortcuts.ts`), not by the player region a second time. */
const ignoreKeys = () => undefined;

/**
 * The persistent player: ONE media element, created outside React's tree and kept in a hidden host in the app
 * shell, so an episode keeps playing while the listener moves between pages. The episode page borrows the element
 * for a video's picture (moved, not re-created: playback goes on). It resumes from the history's stop_time for a
 * signed-in listener and from a local position otherwise, reports listening signals while playing, plays the queue
 * on, remembers the speed per channel, runs the sleep timer and answers the keyboard shortcuts.
 */
export function PlaybackProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<NowPlaying | null>(null);
  const [startAt, setStartAt] = useState(0);
  const [queue, setQueue] = useState<Queue>(() => (typeof window === 'undefined' ? [] : storedQueue.read()));
  const [speeds, setSpeeds] = useState<Speeds>(() => storedSpeeds.read());
  const [sleep, setSleepState] = useState<SleepTimer | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpUsed, setHelpUsed] = useState(false);
  if (helpOpen && !helpUsed) setHelpUsed(true);
  const element = useMemo(() => (typeof document === 'undefined' ? null : createMediaElement()), []);
  const hostRef = useRef<HTMLDivElement | null>(null);
  const pendingPlay = useRef(false);
  const loading = useRef(0);

  const {
    mediaRef,
    state,
    controls: base,
  } = usePlayer({
    src: current?.src,
    startAt,
    durationHint: current?.episode.video_length_seconds,
    mediaSession: current
      ? {
          title: current.episode.title,
          artist: current.episode.created_by.channel,
          artwork: current.episode.image.url ? mediaUrl(current.episode.image.url, { thumb: true }) : undefined,
        }
      : undefined,
    onTimeUpdate: (seconds) => {
      if (current) positions.save(current.episode.id, seconds, current.episode.video_length_seconds);
    },
    onEnded: () => {
      if (!current) return;
      positions.save(current.episode.id, 0, current.episode.video_length_seconds);
      if (sleep?.kind === 'episode') setSleepState(null);
      else if (queue[0]) load(queue[0].episode, { fromQueue: true });
    },
  });

  useLayoutEffect(() => {
    if (!element) return;
    mediaRef(element);
    hostRef.current?.appendChild(element);
    return () => mediaRef(null);
  }, [element, mediaRef]);

  // The src is set here rather than in JSX: React does not own the element.
  useEffect(() => {
    if (!element) return;
    const src = current?.src ?? '';
    if (src && element.getAttribute('src') !== src) {
      element.src = src;
      element.load();
    } else if (!src && element.hasAttribute('src')) {
      element.removeAttribute('src');
      element.load();
    }
    if (src && pendingPlay.current) {
      pendingPlay.current = false;
      element.play().catch(() => undefined);
    }
  }, [element, current]);

  useEffect(() => storedQueue.write(queue), [queue]);
  useEffect(() => storedSpeeds.write(speeds), [speeds]);

  // Each channel plays at its own speed (the default where the listener never set one).
  const channelId = current?.episode.created_by_id;
  const channelRate = channelId === undefined ? speeds.fallback : rateFor(speeds, channelId);
  useEffect(() => {
    if (channelId !== undefined) base.setRate(channelRate);
  }, [base, channelId, channelRate]);

  const controls = useMemo<PlayerControls>(
    () => ({
      ...base,
      setRate: (rate) => {
        if (channelId !== undefined) setSpeeds((previous) => withChannelRate(previous, channelId, rate));
        else base.setRate(clampRate(rate));
      },
    }),
    [base, channelId],
  );

  usePlaybackSignals({
    podcastId: current?.episode.id,
    playing: state.playing,
    getPosition: () => element?.currentTime ?? 0,
  });

  /** Puts an episode in the player at its resume position; an explicit choice also queues its channel's next ones. */
  const load = useCallback(
    (episode: Episode, { fromQueue = false, ...options }: PlayOptions & { fromQueue?: boolean }) => {
      const ticket = ++loading.current;
      const next = nowPlayingOf(episode);
      const start = async () => {
        let at = options.startAt;
        if (at === undefined && hasToken()) {
          const item = await queryClient.fetchQuery(historyQueries.ofEpisode(episode.id)).catch(() => null);
          at = item?.stop_time ?? undefined;
        }
        if (ticket !== loading.current) return;
        at ??= positions.get(episode.id);
        setStartAt(positions.resumable(at ?? 0, episode.video_length_seconds));
        pendingPlay.current = !options.paused && Boolean(next.src);
        setCurrent(next);
        setQueue((previous) => removeFromQueue(previous, episode.id));
        if (fromQueue) return;
        const list = await queryClient
          .fetchInfiniteQuery(episodeQueries.list({ created_by_id: episode.created_by_id }))
          .catch(() => null);
        const following = followingEpisodes(list?.pages[0]?.items ?? [], episode);
        if (ticket === loading.current) setQueue((previous) => queueForPlay(previous, episode, following));
      };
      void start();
    },
    [queryClient],
  );

  const play = useCallback(
    (episode: Episode, options: PlayOptions = {}) => {
      if (!element) return;
      if (current?.episode.id === episode.id) {
        if (options.startAt !== undefined) controls.seek(options.startAt);
        if (!options.paused) controls.toggle();
        return;
      }
      load(episode, options);
    },
    [element, current, controls, load],
  );

  const playNext = useCallback(
    (episodeId?: number) => {
      const entry = episodeId === undefined ? queue[0] : queue.find((e) => e.episode.id === episodeId);
      if (entry) load(entry.episode, { fromQueue: true });
    },
    [queue, load],
  );

  const close = useCallback(() => {
    element?.pause();
    loading.current++;
    setCurrent(null);
    setSleepState(null);
  }, [element]);

  const setSleep = useCallback((choice: number | 'episode' | null) => {
    if (choice === null) setSleepState(null);
    else if (choice === 'episode') setSleepState({ kind: 'episode' });
    else setSleepState({ kind: 'minutes', minutes: choice, endsAt: Date.now() + choice * 60_000 });
  }, []);

  useEffect(() => {
    if (sleep?.kind !== 'minutes') return;
    const timer = setTimeout(
      () => {
        element?.pause();
        setSleepState(null);
      },
      Math.max(0, sleep.endsAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [sleep, element]);

  // The lock screen's "next track" plays the queue on.
  const hasNext = queue.length > 0;
  useEffect(() => {
    if (!state.playing || !hasNext || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    try {
      session.setActionHandler('nexttrack', () => playNext());
    } catch {
      return;
    }
    return () => session.setActionHandler('nexttrack', null);
  }, [state.playing, hasNext, playNext]);

  const shortcutTarget = useRef({ current, controls, element });
  shortcutTarget.current = { current, controls, element };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      const { current: playing, controls: act, element: media } = shortcutTarget.current;
      if (action.type === 'help') setHelpOpen(true);
      else if (!playing || !media) return;
      else if (action.type === 'toggle') act.toggle();
      else if (action.type === 'skip') act.skip(action.seconds);
      else if (action.type === 'volume') act.setVolume(media.volume + action.delta);
      else if (action.type === 'mute') act.toggleMute();
      // From the element's own rate: the state's copy can lag a press behind (two quick presses must make two steps).
      else act.setRate(stepRate(media.playbackRate, action.direction));
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const videoSlotRef = useCallback(
    (slot: HTMLElement | null) => {
      if (!element) return;
      // appendChild moves the element within one task, so it never counts as removed and keeps playing.
      if (slot) {
        slot.appendChild(element);
        element.dataset.visible = 'true';
      } else {
        hostRef.current?.appendChild(element);
        delete element.dataset.visible;
      }
    },
    [element],
  );

  const enqueue = useCallback((episode: Episode) => setQueue((previous) => addToQueue(previous, episode)), []);
  const dequeue = useCallback((id: number) => setQueue((previous) => removeFromQueue(previous, id)), []);
  const move = useCallback((id: number, delta: number) => setQueue((previous) => moveInQueue(previous, id, delta)), []);
  const setDefaultRate = useCallback((rate: number) => setSpeeds((previous) => withDefaultRate(previous, rate)), []);
  const showShortcuts = useCallback(() => setHelpOpen(true), []);

  const value = useMemo<PlaybackContextValue>(
    () => ({
      current,
      state,
      controls,
      onKeyDown: ignoreKeys,
      media: element,
      play,
      close,
      isCurrent: (id) => current?.episode.id === id,
      videoSlotRef,
      queue,
      enqueue,
      dequeue,
      move,
      playNext,
      sleep,
      setSleep,
      defaultRate: speeds.fallback,
      setDefaultRate,
      showShortcuts,
    }),
    [
      current,
      state,
      controls,
      element,
      play,
      close,
      videoSlotRef,
      queue,
      enqueue,
      dequeue,
      move,
      playNext,
      sleep,
      setSleep,
      speeds.fallback,
      setDefaultRate,
      showShortcuts,
    ],
  );

  const episodeId = current?.episode.id ?? null;
  const nowPlaying = useMemo<NowPlayingValue>(
    () => ({
      episodeId,
      playing: state.playing,
      queued: new Set(queue.map((entry) => entry.episode.id)),
      play,
      enqueue,
    }),
    [episodeId, state.playing, queue, play, enqueue],
  );

  return (
    <PlaybackContext.Provider value={value}>
      <NowPlayingContext.Provider value={nowPlaying}>
        {children}
        <div ref={hostRef} hidden data-player-host="" />
        {helpUsed && (
          <Suspense fallback={null}>
            <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
          </Suspense>
        )}
      </NowPlayingContext.Provider>
    </PlaybackContext.Provider>
  );
}

function createMediaElement(): HTMLVideoElement {
  // A <video> plays audio files too, so one element serves both kinds of episode.
  const media = document.createElement('video');
  media.preload = 'metadata';
  media.playsInline = true;
  media.setAttribute('playsinline', '');
  media.style.width = '100%';
  media.style.height = '100%';
  media.style.objectFit = 'contain';
  media.style.background = '#000';
  media.addEventListener('click', () => (media.paused ? media.play().catch(() => undefined) : media.pause()));
  return media;
}

export function usePlayback(): PlaybackContextValue {
  const value = useContext(PlaybackContext);
  if (!value) throw new Error('usePlayback needs <PlaybackProvider>');
  return value;
}

/** The episode in the player and the queue, for episode cards (re-renders far less often than `usePlayback`). */
export function useNowPlaying(): NowPlayingValue {
  const value = useContext(NowPlayingContext);
  if (!value) throw new Error('useNowPlaying needs <PlaybackProvider>');
  return value;
}
