import { type Ref, useImperativeHandle } from 'react';
import { mediaMessages } from '../../i18n/media';
import type { PlayerHandle } from '../Player/Player';
import { type UsePlayerOptions, usePlayer } from '../Player/usePlayer';
import type { PlayerMessages } from './mediaControls';

export interface PlayerBindingOptions {
  title?: string;
  channel?: string;
  cover?: string;
  messages?: Partial<PlayerMessages>;
  ref?: Ref<PlayerHandle>;
  options: Omit<UsePlayerOptions, 'mediaSession'>;
}

/**
 * What Player and MiniPlayer share: the messages with their overrides, `usePlayer` with the
 * episode as lock-screen metadata, the imperative handle, and whether the controls are unavailable.
 */
export function usePlayerBinding({ title, channel, cover, messages: overrides, ref, options }: PlayerBindingOptions) {
  const messages: PlayerMessages = { ...mediaMessages.player, ...overrides };
  const { mediaRef, media, state, controls, onKeyDown } = usePlayer({
    ...options,
    mediaSession: { title, artist: channel, artwork: cover },
  });

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
