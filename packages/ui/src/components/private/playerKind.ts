import type { playerKinds } from '../Player/Player.css';

export type PlayerKind = (typeof playerKinds)[number];

/**
 * Video for mp4 episodes, audio for everything else (the API's `extention_type`). A module of its own: the app's
 * first load (episode cards, the playback state) needs the kind, not the player's controls.
 */
export const playerKindOf = (extension: string | undefined): PlayerKind =>
  extension?.toLowerCase() === 'mp4' ? 'video' : 'audio';
