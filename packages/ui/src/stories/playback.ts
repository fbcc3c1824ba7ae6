import type { PlayerControls, PlayerState } from '../components/Player/usePlayer';
import type { ExternalPlayback } from '../components/private/usePlayerBinding';

const noop = () => undefined;
const controls: PlayerControls = {
  play: noop,
  pause: noop,
  toggle: noop,
  seek: noop,
  skip: noop,
  setVolume: noop,
  toggleMute: noop,
  setRate: noop,
  retry: noop,
  getCurrentTime: () => 0,
};

/**
 * Playback frozen in one state (playing, paused part-way…) for stories: the player shows it exactly as it would
 * with a real media element, and the screenshot never depends on how far a clock has run.
 */
export function frozenPlayback(state: Partial<PlayerState> = {}): ExternalPlayback {
  return {
    state: {
      status: 'ready',
      playing: false,
      buffering: false,
      currentTime: 0,
      duration: 0,
      volume: 1,
      muted: false,
      rate: 1,
      ...state,
    },
    controls,
    onKeyDown: noop,
    media: null,
  };
}
