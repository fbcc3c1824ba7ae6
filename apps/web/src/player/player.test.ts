import type { Episode } from '@podcast/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { positions } from './positions';
import { addToQueue, followingEpisodes, moveInQueue, queueForPlay, removeFromQueue, storedQueue } from './queue';
import { shortcutFor } from './shortcuts';
import { clampRate, rateFor, stepRate, storedSpeeds, withChannelRate, withDefaultRate } from './speeds';

// Only the speed stops of the design system: the logic under test is pure.
vi.mock('@podcast/ui', () => ({ playbackRates: [0.5, 0.75, 1, 1.25, 1.5, 2] }));

const owner = { id: 4, alias: 'nino', channel: 'არხი', first_name: 'ნინო', last_name: 'ბერიძე', image: null };
const episode = (id: number, extra: Partial<Episode> = {}): Episode => ({
  id,
  alias: `e-${id}`,
  title: `ეპიზოდი ${id}`,
  content: '',
  published: '2025-01-01T10:00:00.000Z',
  video_length: '0:10:00',
  video_length_seconds: 600,
  file: `podcasts/${id}.mp3`,
  extention_type: 'mp3',
  image: { url: null, point: null },
  category: null,
  category_id: null,
  created_by: owner,
  created_by_id: owner.id,
  hits: 0,
  podcast_id: id,
  ...extra,
});
const ids = (queue: readonly { episode: Episode }[]) => queue.map((entry) => entry.episode.id);

beforeEach(() => localStorage.clear());

describe('Up next', () => {
  const channel = [episode(1), episode(2), episode(3, { file: null }), episode(4), episode(5)];

  it('queues the episodes after the one playing in its channel, skipping those without a file', () => {
    expect(followingEpisodes(channel, episode(2)).map((e) => e.id)).toEqual([4, 5]);
    expect(followingEpisodes(channel, episode(5))).toEqual([]);
    expect(followingEpisodes(channel, episode(9))).toEqual([]);
    expect(followingEpisodes(channel, episode(1), 2).map((e) => e.id)).toEqual([2, 4]);
  });

  it('keeps what the listener added and replaces the automatic entries on an explicit play', () => {
    let queue = queueForPlay([], episode(1), [episode(2), episode(4)]);
    queue = addToQueue(queue, episode(7));
    expect(ids(queue)).toEqual([7, 2, 4]);
    const next = queueForPlay(queue, episode(10), [episode(11), episode(7)]);
    expect(ids(next)).toEqual([7, 11]);
    expect(next.map((entry) => entry.auto)).toEqual([false, true]);
  });

  it('drops the episode now playing from the queue', () => {
    const queue = addToQueue(addToQueue([], episode(7)), episode(8));
    expect(ids(queueForPlay(queue, episode(7), []))).toEqual([8]);
  });

  it('adds after the listener’s own choices, before the automatic ones, without duplicates', () => {
    let queue = queueForPlay([], episode(1), [episode(2), episode(3)]);
    queue = addToQueue(queue, episode(8));
    queue = addToQueue(queue, episode(9));
    queue = addToQueue(queue, episode(8));
    expect(ids(queue)).toEqual([9, 8, 2, 3]);
  });

  it('moves and removes entries; a moved entry becomes the listener’s choice', () => {
    const queue = queueForPlay([], episode(1), [episode(2), episode(3), episode(4)]);
    const moved = moveInQueue(queue, 4, -1);
    expect(ids(moved)).toEqual([2, 4, 3]);
    expect(moved[1]?.auto).toBe(false);
    expect(moveInQueue(queue, 2, -1)).toBe(queue);
    expect(moveInQueue(queue, 4, 1)).toBe(queue);
    expect(ids(removeFromQueue(queue, 3))).toEqual([2, 4]);
  });

  it('survives a reload in local storage and ignores a damaged entry', () => {
    const queue = addToQueue([], episode(7));
    storedQueue.write(queue);
    expect(storedQueue.read()).toEqual(queue);
    localStorage.setItem('player:queue', '{"nope":1}');
    expect(storedQueue.read()).toEqual([]);
    localStorage.setItem('player:queue', 'not json');
    expect(storedQueue.read()).toEqual([]);
  });
});

describe('positions', () => {
  it('restarts from 0 within 5 s of the end, and for nonsense', () => {
    expect(positions.resumable(120.7, 600)).toBe(120);
    expect(positions.resumable(595, 600)).toBe(0);
    expect(positions.resumable(594, 600)).toBe(594);
    expect(positions.resumable(-3, 600)).toBe(0);
    expect(positions.resumable(Number.NaN, 600)).toBe(0);
    expect(positions.resumable(42, 0)).toBe(42);
  });

  it('stores the place per episode, and 0 for a finished one', () => {
    positions.save(1, 0, 600);
    expect(positions.get(1)).toBe(0);
    positions.save(2, 0, 600);
    expect(positions.get(2)).toBe(0);
    expect(positions.get(3)).toBeUndefined();
  });
});

describe('speeds', () => {
  it('keeps a speed per channel and the default for the others', () => {
    let speeds = storedSpeeds.read();
    expect(rateFor(speeds, 4)).toBe(1);
    speeds = withChannelRate(speeds, 4, 1.5);
    expect(rateFor(speeds, 4)).toBe(1.5);
    expect(rateFor(speeds, 5)).toBe(1);
    speeds = withDefaultRate(speeds, 1.25);
    expect(rateFor(speeds, 5)).toBe(1.25);
    expect(rateFor(speeds, 4)).toBe(1.5);
    storedSpeeds.write(speeds);
    expect(storedSpeeds.read()).toEqual(speeds);
  });

  it('drops channel entries equal to a new default', () => {
    const speeds = withDefaultRate(withChannelRate(storedSpeeds.read(), 4, 1.5), 1.5);
    expect(speeds).toEqual({ fallback: 1.5, channels: {} });
  });

  it('stays within 0.5–2× and steps through the usual stops', () => {
    expect(clampRate(3)).toBe(2);
    expect(clampRate(0.1)).toBe(0.5);
    expect(clampRate(1.23)).toBe(1.25);
    expect(clampRate(Number.NaN)).toBe(1);
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(1.1, -1)).toBe(1);
    expect(stepRate(2, 1)).toBe(2);
    expect(stepRate(0.5, -1)).toBe(0.5);
  });
});

describe('keyboard shortcuts', () => {
  const press = (key: string, init: Partial<KeyboardEvent> & { target?: EventTarget | null } = {}) =>
    shortcutFor({
      key,
      shiftKey: false,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      defaultPrevented: false,
      target: document.body,
      ...init,
    });

  it('maps each key to its action', () => {
    expect(press(' ')).toEqual({ type: 'toggle' });
    expect(press('k')).toEqual({ type: 'toggle' });
    expect(press('j')).toEqual({ type: 'skip', seconds: -10 });
    expect(press('l')).toEqual({ type: 'skip', seconds: 10 });
    expect(press('ArrowLeft')).toEqual({ type: 'skip', seconds: -5 });
    expect(press('ArrowRight')).toEqual({ type: 'skip', seconds: 5 });
    expect(press('ArrowUp')).toEqual({ type: 'volume', delta: 0.1 });
    expect(press('ArrowDown')).toEqual({ type: 'volume', delta: -0.1 });
    expect(press('m')).toEqual({ type: 'mute' });
    expect(press('<', { shiftKey: true })).toEqual({ type: 'speed', direction: -1 });
    expect(press('>', { shiftKey: true })).toEqual({ type: 'speed', direction: 1 });
    expect(press('?', { shiftKey: true })).toEqual({ type: 'help' });
    expect(press('x')).toBeNull();
  });

  it('leaves keys alone in text fields, menus and buttons, and with modifiers', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('span');
    menu.append(item);
    const region = document.createElement('section');
    region.tabIndex = 0;
    for (const target of [input, button, item, document.createElement('textarea')]) {
      expect(press('k', { target })).toBeNull();
      expect(press(' ', { target })).toBeNull();
    }
    expect(press('k', { target: region })).toEqual({ type: 'toggle' });
    expect(press('k', { ctrlKey: true })).toBeNull();
    expect(press('l', { metaKey: true })).toBeNull();
    expect(press('k', { defaultPrevented: true })).toBeNull();
  });
});
