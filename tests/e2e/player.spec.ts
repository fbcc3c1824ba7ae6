import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, demo, signIn, test } from './fixtures';

// Pages and media load slowly on a busy machine; the waits stay honest, only longer.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Item {
  id: number;
  alias: string;
  created_by_id: number;
  video_length_seconds: number;
  extention_type: string | null;
}

/** A channel's episodes in the order its page lists them. */
async function channelEpisodes(request: APIRequestContext, channelId: number): Promise<Item[]> {
  const response = await request.get(`/api/podcasts/?created_by_id=${channelId}&limit=30`);
  return ((await response.json()) as { items: Item[] }).items;
}

const pathOf = (episode: Item, query = '') => `/podcast/${episode.id}-${episode.alias}/${query}`;
const audio = (items: Item[], seconds: number) => {
  const found = items.find((e) => e.extention_type !== 'mp4' && e.video_length_seconds === seconds);
  if (!found) throw new Error(`no ${seconds} s audio episode in the demo channel`);
  return found;
};

/** The one persistent media element (the app creates a single <video> for audio and video). */
const media = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('video');
    if (!element) return null;
    return {
      time: element.currentTime,
      paused: element.paused,
      ended: element.ended,
      rate: element.playbackRate,
      volume: element.volume,
      muted: element.muted,
      episode: Number(new URL(element.currentSrc || element.src, location.href).searchParams.get('podcast_id')),
    };
  });

const setTime = (page: Page, seconds: number) =>
  page.evaluate((at) => {
    const element = document.querySelector('video');
    if (element) element.currentTime = at;
  }, seconds);

async function playFromPage(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('button', { name: /^(მოსმენა|ყურება)$/ })
    .first()
    .click();
  await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThan(0.3);
}

const CHANNEL = 9;
const OTHER_CHANNEL = 8;

test('playback keeps going across three navigations, in the same media element', async ({ page, request }) => {
  const episode = audio(await channelEpisodes(request, CHANNEL), 150);
  await playFromPage(page, pathOf(episode));
  await page.evaluate(() => {
    (window as unknown as { playing: Element | null }).playing = document.querySelector('video');
  });
  const dock = page.locator('[data-player-dock]');
  await expect(dock).toBeVisible();

  let last = (await media(page))?.time ?? 0;
  const steps = [
    () => page.locator('main').getByRole('link').first().click(),
    () => page.getByRole('contentinfo').getByRole('link').last().click(),
    () => page.getByRole('banner').getByRole('link').first().click(),
  ];
  for (const step of steps) {
    const before = page.url();
    await step();
    await expect.poll(() => page.url()).not.toBe(before);
    await expect(dock).toBeVisible();
    await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThan(last + 0.3);
    const state = await media(page);
    expect(state?.paused).toBe(false);
    expect(state?.episode).toBe(episode.id);
    expect(
      await page.evaluate(
        () => (window as unknown as { playing: Element | null }).playing === document.querySelector('video'),
      ),
    ).toBe(true);
    last = state?.time ?? 0;
  }
});

test('a signed-in listener resumes after a reload at the time the server stored', async ({ page, request }) => {
  await signIn(page, demo.listener);
  const episode = audio(await channelEpisodes(request, CHANNEL), 270);
  await playFromPage(page, pathOf(episode));
  await setTime(page, 100);
  await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThan(101);
  const signal = page.waitForRequest(
    (r) => r.url().includes('/api/get_podcast_signal/') && Number(new URL(r.url()).searchParams.get('stop_time')) > 100,
  );
  await page.locator('main').getByRole('button', { name: 'პაუზა', exact: true }).first().click();
  const sent = Number(new URL((await signal).url()).searchParams.get('stop_time'));
  await expect.poll(async () => (await page.request.get(`/api/podcast/${episode.id}/`)).status()).toBe(200);
  // Only the server knows the place now.
  await page.evaluate(() => localStorage.removeItem('positions'));
  await page.reload();
  await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThan(sent - 2);
  const state = await media(page);
  expect(state?.time).toBeLessThan(sent + 2);
  expect(state?.paused).toBe(true);
});

test('?t= opens the episode ready to play from that moment', async ({ page, request }) => {
  const episode = audio(await channelEpisodes(request, CHANNEL), 270);
  await page.goto(pathOf(episode, '?t=200'));
  await expect.poll(async () => Math.floor((await media(page))?.time ?? 0)).toBe(200);
  expect((await media(page))?.paused).toBe(true);
  await page.locator('main').getByRole('button', { name: 'მოსმენა', exact: true }).click();
  await expect.poll(async () => (await media(page))?.time ?? 0).toBeGreaterThan(200.3);
});

test('the queue plays the channel’s next episode when one ends', async ({ page, request }) => {
  const items = await channelEpisodes(request, CHANNEL);
  const episode = audio(items, 45);
  const next = items[items.indexOf(episode) + 1];
  if (!next) throw new Error('the demo channel has no episode after the chosen one');
  await playFromPage(page, pathOf(episode));
  const queueButton = page.locator('[data-player-dock]').getByRole('button', { name: /რიგი \(\d+\)/ });
  await expect(queueButton).toBeVisible();
  await setTime(page, 43);
  await expect.poll(async () => (await media(page))?.episode).toBe(next.id);
  await expect.poll(async () => (await media(page))?.paused).toBe(false);
  await expect(page.locator('[data-player-dock]')).toContainText(/.+/);
  // The queue survives a reload.
  const stored = await page.evaluate(() => localStorage.getItem('player:queue'));
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('player:queue'))).toBe(stored);
});

test('a speed set on one channel comes back on that channel only', async ({ page, request }) => {
  const mine = await channelEpisodes(request, CHANNEL);
  const other = audio(await channelEpisodes(request, OTHER_CHANNEL), 480);
  await playFromPage(page, pathOf(audio(mine, 150)));
  await page.locator('h1').click();
  await page.keyboard.press('Shift+>');
  await page.keyboard.press('Shift+>');
  await expect.poll(async () => (await media(page))?.rate).toBe(1.5);

  await playFromPage(page, pathOf(other));
  await expect.poll(async () => (await media(page))?.episode).toBe(other.id);
  expect((await media(page))?.rate).toBe(1);

  await playFromPage(page, pathOf(audio(mine, 270)));
  await expect.poll(async () => (await media(page))?.rate).toBe(1.5);
});

test('the sleep timer pauses at the end of the episode instead of playing the queue on', async ({ page, request }) => {
  const episode = audio(await channelEpisodes(request, CHANNEL), 45);
  await playFromPage(page, pathOf(episode));
  const dock = page.locator('[data-player-dock]');
  await dock.getByRole('button', { name: 'პლეერის პარამეტრები' }).click();
  await page.getByRole('menuitemradio', { name: 'ეპიზოდის ბოლოს' }).click();
  await expect(dock.locator('[data-sleep-timer]')).toBeVisible();
  await setTime(page, 43);
  await expect.poll(async () => (await media(page))?.ended).toBe(true);
  const state = await media(page);
  expect(state?.paused).toBe(true);
  expect(state?.episode).toBe(episode.id);
  await expect(dock.locator('[data-sleep-timer]')).toHaveCount(0);
});

test('each keyboard shortcut acts, and none does while typing in the search box', async ({ page, request }) => {
  await playFromPage(page, pathOf(audio(await channelEpisodes(request, CHANNEL), 270)));
  await page.locator('h1').click();
  await page.keyboard.press('k');
  await expect.poll(async () => (await media(page))?.paused).toBe(true);
  await page.keyboard.press(' ');
  await expect.poll(async () => (await media(page))?.paused).toBe(false);
  await page.keyboard.press('k');
  await expect.poll(async () => (await media(page))?.paused).toBe(true);

  const timeAfter = async (key: string, from: number) => {
    await setTime(page, from);
    await page.keyboard.press(key);
    await expect.poll(async () => Math.round((await media(page))?.time ?? 0)).not.toBe(from);
    return Math.round((await media(page))?.time ?? 0);
  };
  expect(await timeAfter('l', 100)).toBe(110);
  expect(await timeAfter('j', 100)).toBe(90);
  expect(await timeAfter('ArrowRight', 100)).toBe(105);
  expect(await timeAfter('ArrowLeft', 100)).toBe(95);

  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await media(page))?.volume).toBeCloseTo(0.9);
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await media(page))?.volume).toBeCloseTo(1);
  await page.keyboard.press('m');
  await expect.poll(async () => (await media(page))?.muted).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(async () => (await media(page))?.muted).toBe(false);
  await page.keyboard.press('Shift+>');
  await expect.poll(async () => (await media(page))?.rate).toBe(1.25);
  await page.keyboard.press('Shift+<');
  await expect.poll(async () => (await media(page))?.rate).toBe(1);
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'კლავიატურის მალსახმობები' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Typing in the search box: the letters go into the box, the player stays as it was.
  await setTime(page, 100);
  const before = await media(page);
  const search = page.getByRole('banner').getByRole('searchbox').or(page.getByRole('banner').getByRole('combobox'));
  await search.first().click();
  await page.keyboard.type('k jlm ');
  await page.keyboard.press('ArrowUp');
  await expect(search.first()).toHaveValue('k jlm ');
  expect(await media(page)).toEqual(before);
});
