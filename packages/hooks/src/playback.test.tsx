import { paths } from '@podcast/contract';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, tokenStore } from './client';
import { mockDb } from './mocks/db';
import { VALID_TOKEN } from './mocks/fixtures';
import { type PlaybackSignalsOptions, SIGNAL_INTERVAL_MS, usePlaybackSignals } from './playback';
import { eventually, renderWithClient, server, useMockServer } from './test-utils';

useMockServer();

/** Every signal the mock server received, as [podcast_id, stop_time]. */
function recordSignals() {
  const signals: [number, number][] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== paths.podcastSignal) return;
    signals.push([Number(url.searchParams.get('podcast_id')), Number(url.searchParams.get('stop_time'))]);
  });
  return signals;
}

/** A player: the test moves `position` and flips `playing` like the media element would. */
function renderPlayer(initial: Partial<PlaybackSignalsOptions> = {}) {
  const media = { position: 0 };
  const rendered = renderWithClient(
    (props: Omit<PlaybackSignalsOptions, 'getPosition'>) =>
      usePlaybackSignals({ ...props, getPosition: () => media.position }),
    { initialProps: { podcastId: 7, playing: false, ...initial } },
  );
  return { media, ...rendered };
}

/** Lets `ms` of playback pass: the position advances with the (fake) interval clock. */
function play(media: { position: number }, ms: number) {
  act(() => {
    for (let step = 0; step < ms; step += 1000) {
      media.position += 1;
      vi.advanceTimersByTime(1000);
    }
  });
}

describe('usePlaybackSignals', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    tokenStore.set(VALID_TOKEN);
  });
  afterEach(async () => {
    // A player still mounted signals as it unmounts: let that finish while the token is still stored.
    cleanup();
    await new Promise((r) => setTimeout(r, 30));
    vi.useRealTimers();
  });

  it('signals on start, every 30 s while playing, on pause, and nothing while paused', async () => {
    expect(SIGNAL_INTERVAL_MS).toBe(30_000);
    const signals = recordSignals();
    const { media, rerender } = renderPlayer();
    await new Promise((r) => setTimeout(r, 20));
    expect(signals).toEqual([]); // loaded, not playing

    media.position = 940.6; // resumed where the history said
    rerender({ podcastId: 7, playing: true });
    await eventually(() => expect(signals).toEqual([[7, 940]]));

    play(media, 29_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(signals).toHaveLength(1);
    play(media, 1_000);
    await eventually(() =>
      expect(signals).toEqual([
        [7, 940],
        [7, 970],
      ]),
    );
    play(media, 30_000);
    await eventually(() => expect(signals.at(-1)).toEqual([7, 1000]));

    play(media, 12_000);
    rerender({ podcastId: 7, playing: false });
    await eventually(() =>
      expect(signals).toEqual([
        [7, 940],
        [7, 970],
        [7, 1000],
        [7, 1012],
      ]),
    );

    act(() => vi.advanceTimersByTime(5 * SIGNAL_INTERVAL_MS));
    await new Promise((r) => setTimeout(r, 20));
    expect(signals).toHaveLength(4);
    // The mock server's history follows the signals.
    expect(mockDb.history.find((h) => h.podcast_id === 7)?.stop_time).toBe(1012);
  });

  it('signals when the listener leaves the route (unmount) while playing, and not after a pause', async () => {
    const signals = recordSignals();
    const playing = renderPlayer({ playing: true });
    await eventually(() => expect(signals).toEqual([[7, 0]]));
    play(playing.media, 8_000);
    playing.unmount();
    await eventually(() =>
      expect(signals).toEqual([
        [7, 0],
        [7, 8],
      ]),
    );

    signals.length = 0;
    const paused = renderPlayer({ podcastId: 3, playing: true });
    await eventually(() => expect(signals).toHaveLength(1));
    paused.rerender({ podcastId: 3, playing: false });
    await eventually(() => expect(signals).toHaveLength(2));
    paused.unmount();
    await new Promise((r) => setTimeout(r, 20));
    expect(signals).toHaveLength(2);
  });

  it('signals on pagehide and when the page is hidden, with keepalive so the request outlives the page', async () => {
    const requests: { url: string; keepalive: boolean }[] = [];
    configureClient({
      fetch: (input, init) => {
        requests.push({ url: String(input), keepalive: init?.keepalive === true });
        return globalThis.fetch(input, init);
      },
    });
    try {
      const { media } = renderPlayer({ playing: true });
      await eventually(() => expect(requests).toHaveLength(1));
      expect(requests[0]?.keepalive).toBe(false);
      media.position = 42;
      act(() => {
        globalThis.dispatchEvent(new Event('pagehide'));
      });
      await eventually(() => expect(requests).toHaveLength(2));
      expect(requests[1]).toMatchObject({ keepalive: true });
      expect(requests[1]?.url).toContain('stop_time=42');

      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await eventually(() => expect(requests).toHaveLength(3));
      expect(requests[2]?.keepalive).toBe(true);
      visibility.mockRestore();
    } finally {
      configureClient({ fetch: (...args) => globalThis.fetch(...args) });
    }
  });

  it('switching episodes while playing ends the old one and starts the new one', async () => {
    const signals = recordSignals();
    const { media, rerender } = renderPlayer({ playing: true });
    await eventually(() => expect(signals).toEqual([[7, 0]]));
    play(media, 20_000);
    // The element reports the new episode's position from the next read on.
    rerender({ podcastId: 3, playing: true });
    await eventually(() => expect(signals).toHaveLength(3));
    expect(signals.slice(1)).toEqual([
      [7, 20],
      [3, 20],
    ]);
    play(media, SIGNAL_INTERVAL_MS);
    await eventually(() => expect(signals.at(-1)).toEqual([3, 50]));
  });

  it('sends nothing for a signed-out listener, nor after logging out mid-play', async () => {
    tokenStore.clear();
    const signals = recordSignals();
    const { media, rerender } = renderPlayer({ playing: true });
    play(media, 2 * SIGNAL_INTERVAL_MS);
    rerender({ podcastId: 7, playing: false });
    await new Promise((r) => setTimeout(r, 30));
    expect(signals).toEqual([]);

    tokenStore.set(VALID_TOKEN);
    rerender({ podcastId: 7, playing: true });
    await eventually(() => expect(signals).toHaveLength(1));
    act(() => tokenStore.clear());
    play(media, 2 * SIGNAL_INTERVAL_MS);
    await new Promise((r) => setTimeout(r, 30));
    expect(signals).toHaveLength(1);
  });

  it('signal() sends the position now (e.g. after a seek); a failed signal is only logged', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signals = recordSignals();
    const { media, result } = renderPlayer({ podcastId: 999, playing: false });
    media.position = 61;
    act(() => result.current.signal());
    await eventually(() => expect(signals).toEqual([[999, 61]]));
    await eventually(() =>
      expect(warned).toHaveBeenCalledWith('Listening signal failed', expect.objectContaining({ status: 404 })),
    );
    warned.mockRestore();
  });
});
