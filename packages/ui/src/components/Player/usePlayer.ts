import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export const playbackRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackRate = (typeof playbackRates)[number];

/** Seek step of the ±10 s buttons and the arrow keys (spec §9). */
export const SEEK_STEP = 10;
const VOLUME_STEP = 0.1;

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PlayerState {
  status: PlayerStatus;
  playing: boolean;
  /** Waiting for data while playing. */
  buffering: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
}

export interface MediaSessionInfo {
  title?: string;
  /** The channel name. */
  artist?: string;
  artwork?: string;
}

export interface UsePlayerOptions {
  /** The media URL; without it the player waits (loading state). */
  src?: string;
  /** Seconds to resume from (history stop_time); applied once the metadata has loaded. */
  startAt?: number;
  /** Known length (video_length_seconds), shown until the file's own metadata arrives. */
  durationHint?: number;
  onTimeUpdate?: (seconds: number) => void;
  onPause?: (seconds: number) => void;
  onPlay?: (seconds: number) => void;
  onEnded?: () => void;
  /**
   * The listener leaves: the player unmounts (route change) or the page is hidden. Receives the
   * last position so the app can store the playtime.
   */
  onLeave?: (seconds: number) => void;
  /** Lock-screen and notification metadata, set while this player plays. */
  mediaSession?: MediaSessionInfo;
}

export interface PlayerControls {
  play: () => void;
  pause: () => void;
  toggle: () => void;
  seek: (seconds: number) => void;
  skip: (delta: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  setRate: (rate: number) => void;
  retry: () => void;
  getCurrentTime: () => number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const finiteDuration = (media: HTMLMediaElement) =>
  Number.isFinite(media.duration) && media.duration > 0 ? media.duration : 0;

const isTextEntry = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'range'));

const isActivatable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.tagName === 'BUTTON' || target.tagName === 'A' || target.getAttribute('role')?.startsWith('menuitem'));

const isRange = (target: EventTarget) => target instanceof HTMLInputElement && target.type === 'range';

/**
 * State and controls for one <audio> or <video> element. Attach `mediaRef` to the element; the hook
 * listens to its events, applies `startAt`, reports time to the callbacks and drives the Media Session.
 */
export function usePlayer(options: UsePlayerOptions = {}) {
  const { src, startAt = 0, durationHint = 0 } = options;
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [state, setState] = useState<PlayerState>({
    status: src ? 'loading' : 'idle',
    playing: false,
    buffering: false,
    currentTime: 0,
    duration: 0,
    volume: 1,
    muted: false,
    rate: 1,
  });

  // Callbacks and values read inside listeners without re-subscribing on every render.
  const latest = useRef(options);
  latest.current = options;
  const rateRef = useRef(1);
  const startApplied = useRef<string | undefined>(undefined);

  const mediaRef = useCallback((element: HTMLMediaElement | null) => setMedia(element), []);

  useEffect(() => {
    if (!media) return;
    const patch = (next: Partial<PlayerState>) => setState((previous) => ({ ...previous, ...next }));

    const onLoadStart = () => patch({ status: media.currentSrc || media.src ? 'loading' : 'idle', playing: false });
    const onMetadata = () => {
      const duration = finiteDuration(media);
      const resume = latest.current.startAt ?? 0;
      const key = media.currentSrc || media.src;
      if (startApplied.current !== key) {
        startApplied.current = key;
        if (resume > 0 && (duration === 0 || resume < duration)) media.currentTime = resume;
      }
      media.defaultPlaybackRate = rateRef.current;
      media.playbackRate = rateRef.current;
      patch({ status: 'ready', duration, currentTime: media.currentTime });
    };
    const onDuration = () => patch({ duration: finiteDuration(media) });
    const onTime = () => {
      patch({ currentTime: media.currentTime });
      latest.current.onTimeUpdate?.(media.currentTime);
      if (!media.paused) updatePositionState(media);
    };
    const onPlay = () => {
      patch({ playing: true });
      latest.current.onPlay?.(media.currentTime);
    };
    const onPause = () => {
      patch({ playing: false, buffering: false });
      latest.current.onPause?.(media.currentTime);
    };
    const onEnded = () => {
      patch({ playing: false, buffering: false });
      latest.current.onEnded?.();
    };
    const onWaiting = () => patch({ buffering: true });
    const onPlaying = () => patch({ buffering: false, playing: true });
    const onCanPlay = () => patch({ buffering: false });
    const onError = () => patch({ status: 'error', playing: false, buffering: false });
    const onVolume = () => patch({ volume: media.volume, muted: media.muted });
    const onRate = () => patch({ rate: media.playbackRate });

    const listeners: [string, () => void][] = [
      ['loadstart', onLoadStart],
      ['loadedmetadata', onMetadata],
      ['durationchange', onDuration],
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['waiting', onWaiting],
      ['playing', onPlaying],
      ['canplay', onCanPlay],
      ['error', onError],
      ['volumechange', onVolume],
      ['ratechange', onRate],
    ];
    for (const [type, listener] of listeners) media.addEventListener(type, listener);
    // The metadata may have arrived before this effect ran.
    if (media.error) onError();
    else if (media.readyState >= 1) onMetadata();
    return () => {
      for (const [type, listener] of listeners) media.removeEventListener(type, listener);
    };
  }, [media]);

  useEffect(() => {
    setState((previous) => ({
      ...previous,
      status: src ? 'loading' : 'idle',
      playing: false,
      buffering: false,
      currentTime: 0,
      duration: 0,
    }));
    startApplied.current = undefined;
  }, [src]);

  const controls = useMemo<PlayerControls>(() => {
    const duration = () => (media ? finiteDuration(media) : 0);
    const seek = (seconds: number) => {
      if (!media) return;
      const end = duration();
      const target = end > 0 ? clamp(seconds, 0, end) : Math.max(0, seconds);
      media.currentTime = target;
      setState((previous) => ({ ...previous, currentTime: target }));
    };
    const play = () => {
      // play() rejects when the browser blocks autoplay or the source fails; the error event reports the latter.
      media?.play()?.catch(() => undefined);
    };
    const pause = () => media?.pause();
    const setVolume = (volume: number) => {
      if (!media) return;
      media.volume = clamp(volume, 0, 1);
      if (media.volume > 0 && media.muted) media.muted = false;
      setState((previous) => ({ ...previous, volume: media.volume, muted: media.muted }));
    };
    return {
      play,
      pause,
      toggle: () => (media && !media.paused ? pause() : play()),
      seek,
      skip: (delta) => seek((media?.currentTime ?? 0) + delta),
      setVolume,
      toggleMute: () => {
        if (!media) return;
        media.muted = !media.muted;
        setState((previous) => ({ ...previous, muted: media.muted }));
      },
      setRate: (rate) => {
        rateRef.current = rate;
        if (!media) return;
        media.defaultPlaybackRate = rate;
        media.playbackRate = rate;
        setState((previous) => ({ ...previous, rate }));
      },
      retry: () => {
        if (!media) return;
        setState((previous) => ({ ...previous, status: 'loading' }));
        media.load();
      },
      getCurrentTime: () => media?.currentTime ?? 0,
    };
  }, [media]);

  /** Space/K play-pause, ←/→ ±10 s, ↑/↓ volume, M mute — while focus is inside the player. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const { target } = event;
      if (isTextEntry(target)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      let handled = true;
      switch (key) {
        case ' ':
          if (isActivatable(target)) return;
          controls.toggle();
          break;
        case 'k':
          controls.toggle();
          break;
        case 'ArrowLeft':
          if (isRange(target)) return;
          controls.skip(-SEEK_STEP);
          break;
        case 'ArrowRight':
          if (isRange(target)) return;
          controls.skip(SEEK_STEP);
          break;
        case 'ArrowUp':
          if (isRange(target)) return;
          controls.setVolume((media?.volume ?? 1) + VOLUME_STEP);
          break;
        case 'ArrowDown':
          if (isRange(target)) return;
          controls.setVolume((media?.volume ?? 1) - VOLUME_STEP);
          break;
        case 'm':
          controls.toggleMute();
          break;
        default:
          handled = false;
      }
      if (handled) event.preventDefault();
    },
    [controls, media],
  );

  useMediaSession(media, state.playing, controls, options.mediaSession);

  const mediaForLeave = useRef<HTMLMediaElement | null>(null);
  mediaForLeave.current = media;
  useEffect(() => {
    const report = () => {
      const element = mediaForLeave.current;
      if (element) latest.current.onLeave?.(element.currentTime);
    };
    window.addEventListener('pagehide', report);
    return () => {
      window.removeEventListener('pagehide', report);
      report();
    };
  }, []);

  const duration = state.duration || durationHint;
  return { mediaRef, media, state: { ...state, duration }, controls, onKeyDown, startAt };
}

/** Lets the lock screen draw its own progress bar and scrub. */
function updatePositionState(media: HTMLMediaElement) {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const duration = finiteDuration(media);
  if (duration === 0) return;
  try {
    navigator.mediaSession.setPositionState?.({
      duration,
      playbackRate: media.playbackRate,
      position: Math.min(media.currentTime, duration),
    });
  } catch {
    // Invalid states (a position past a changing duration) are skipped; the next update corrects them.
  }
}

function useMediaSession(
  media: HTMLMediaElement | null,
  playing: boolean,
  controls: PlayerControls,
  info: MediaSessionInfo | undefined,
) {
  const { title, artist, artwork } = info ?? {};
  useEffect(() => {
    if (!media || !playing || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: title ?? '',
        artist: artist ?? '',
        artwork: artwork ? [{ src: artwork, sizes: '512x512' }] : [],
      });
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => controls.play()],
      ['pause', () => controls.pause()],
      ['seekbackward', (details) => controls.skip(-(details.seekOffset ?? SEEK_STEP))],
      ['seekforward', (details) => controls.skip(details.seekOffset ?? SEEK_STEP)],
      ['seekto', (details) => details.seekTime !== undefined && controls.seek(details.seekTime)],
    ];
    session.playbackState = 'playing';
    updatePositionState(media);
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // Browsers throw for actions they do not support; the others still work.
      }
    }
    return () => {
      session.playbackState = 'paused';
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // See above.
        }
      }
    };
  }, [media, playing, controls, title, artist, artwork]);
}
