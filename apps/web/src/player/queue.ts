import type { Episode } from '@podcast/contract';
import { isRecord, readStored, writeStored } from './storage';

/** One episode waiting in "Up next": added by the listener, or queued because its channel was playing. */
export interface QueueEntry {
  episode: Episode;
  /** Queued automatically (the channel's following episodes); replaced when the listener plays something else. */
  auto: boolean;
}

export type Queue = readonly QueueEntry[];

const KEY = 'player:queue';
/** How many of the channel's following episodes an explicit play queues. */
export const AUTO_QUEUE_LENGTH = 10;

const isQueue = (value: unknown): value is QueueEntry[] =>
  Array.isArray(value) &&
  value.every((entry) => isRecord(entry) && isRecord(entry.episode) && typeof entry.episode.id === 'number');

export const storedQueue = {
  read: (): Queue => readStored(KEY, isQueue, []),
  write: (queue: Queue) => writeStored(KEY, queue),
};

/** The episodes after `current` in its channel's list, in the list's order. */
export function followingEpisodes(channelEpisodes: readonly Episode[], current: Episode, limit = AUTO_QUEUE_LENGTH) {
  const index = channelEpisodes.findIndex((episode) => episode.id === current.id);
  return (index === -1 ? [] : channelEpisodes.slice(index + 1)).filter((e) => e.file).slice(0, limit);
}

/**
 * The queue after the listener plays `playing` on purpose: what they added stays, the automatic entries become the
 * channel's following episodes, and the episode now playing leaves the queue.
 */
export function queueForPlay(queue: Queue, playing: Episode, following: readonly Episode[]): Queue {
  const manual = queue.filter((entry) => !entry.auto && entry.episode.id !== playing.id);
  const taken = new Set([playing.id, ...manual.map((entry) => entry.episode.id)]);
  const auto = following.filter((episode) => !taken.has(episode.id)).map((episode) => ({ episode, auto: true }));
  return [...manual, ...auto];
}

/** Adds an episode the listener chose after the others they chose, before the automatic ones. */
export function addToQueue(queue: Queue, episode: Episode): Queue {
  const rest = queue.filter((entry) => entry.episode.id !== episode.id);
  const lastManual = rest.findLastIndex((entry) => !entry.auto);
  return [...rest.slice(0, lastManual + 1), { episode, auto: false }, ...rest.slice(lastManual + 1)];
}

export const removeFromQueue = (queue: Queue, episodeId: number): Queue =>
  queue.filter((entry) => entry.episode.id !== episodeId);

/** Moves an entry `delta` places (−1 up, +1 down); a moved entry counts as the listener's choice. */
export function moveInQueue(queue: Queue, episodeId: number, delta: number): Queue {
  const from = queue.findIndex((entry) => entry.episode.id === episodeId);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= queue.length) return queue;
  const next = [...queue];
  const [entry] = next.splice(from, 1);
  if (entry) next.splice(to, 0, { ...entry, auto: false });
  return next;
}
