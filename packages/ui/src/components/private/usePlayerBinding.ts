import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { useImperativeHandle } from 'react';
import { mediaMessages } from '../../i18n/media';
import type { MessageOverrides } from '../../i18n/messages';
import type { PlayerHandle } from '../Player/Player';
import { type PlayerControls, type PlayerState, type UsePlayerOptions, usePlayer } from '../Player/usePlayer';
import type { PlayerMessages } from './mediaControls';

/**
 * Playback owned by the app instead of the component: one media element that outlives the page (the web app's
 * persistent player). The component then renders no media element of its own; a video player shows `videoSlot`
 * where its picture goes (the app moves its element in there).
 */
export interface ExternalPlayback {
  state: PlayerState;
  controls: PlayerControls;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  media: HTMLMediaElement | null;
  videoSlot?: ReactNode;
}

export interface PlayerBindingOptions {
  playback?: ExternalPlayback | undefined;
  title?: string;
  channel?: string;
  cover?: string;
  messages?: MessageOverrides<PlayerMessages>;
  ref?: Ref<PlayerHandle>;
  options: Omit<UsePlayerOptions, 'mediaSession'>;
}

/**
 * What Player and MiniPlayer share: the messages with their overrides, `usePlayer` with the
 * episode as lock-screen metadata, the imperative handle, and whether the controls are unavailable.
 */
export function usePlayerBinding({
  playback,
  title,
  channel,
  cover,
  messages: overrides,
  ref,
  options,
}: PlayerBindingOptions) {
  const messages: PlayerMessages = { ...mediaMessages.player, ...overrides };
  // With external playback this instance never gets an element: it stays idle and only keeps the hook order.
  const own = usePlayer(playback ? {} : { ...options, mediaSession: { title, artist: channel, artwork: cover } });
  const { mediaRef } = own;
  const { media, state, controls, onKeyDown } = playback ?? own;

  useImperativeHandle(
    ref,
    () => ({
      getCurrentTime: controls.getCurrentTime,
      play: controls.play,
      pause: controls.pause,
      seek: controls.seek,
      element: media,
    }),
    [controls, media],
  );

  const unavailable = state.status === 'idle' || state.status === 'error';
  return { messages, mediaRef, media, state, controls, onKeyDown, unavailable };
}
