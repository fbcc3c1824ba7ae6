import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test, useTheme } from './fixtures';

// Pages and media load slowly on a busy machine; the waits stay honest, only longer.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Item {
  id: number;
  alias: string;
  created_by_id: number;
  file: string | null;
  extention_type: string | null;
}

async function firstEpisode(request: APIRequestContext, video = false): Promise<Item> {
  const { items } = (await (await request.get('/api/podcasts/?limit=30')).json()) as { items: Item[] };
  const found = items.find((e) => e.file && (e.extention_type === 'mp4') === video);
  if (!found) throw new Error('no demo episode');
  return found;
}

const pathOf = (episode: Item) => `/podcast/${episode.id}-${episode.alias}/`;

test('a signed-out click on save lands on /login with the toast', async ({ page, request }) => {
  await page.goto(pathOf(await firstEpisode(request)));
  await page.getByRole('button', { name: 'შენახვა' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('ამისთვის საჭიროა ავტორიზაცია — დარეგისტრირდი ან შედი ანგარიშზე', { exact: true }),
  ).toBeVisible();
});

test('the episode downloads from the download button', async ({ page, request }) => {
  const episode = await firstEpisode(request);
  await page.goto(pathOf(episode));
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ჩამოტვირთვა' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(wav|mp3|mp4)$/);
});

test('the share dialog offers the moment the listener is at', async ({ page, request }) => {
  const episode = await firstEpisode(request);
  await page.goto(`${pathOf(episode)}?t=100`);
  await expect.poll(() => page.evaluate(() => Math.floor(document.querySelector('video')?.currentTime ?? 0))).toBe(100);
  await page.getByRole('button', { name: 'გაზიარება' }).click();
  await page.getByRole('menuitem', { name: 'გაზიარება 1:40-დან' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1:40');
  await expect(dialog.getByRole('textbox').or(dialog.locator('input'))).toHaveValue(/\?t=100$/);
});

test('the channel page links its RSS feed and sends a signed-out rating to /login', async ({ page, request }) => {
  const episode = await firstEpisode(request);
  await page.goto(`/podcaster/${episode.created_by_id}-x/`);
  const rss = page.getByRole('link', { name: 'RSS არხი' });
  await expect(rss).toBeVisible();
  const feed = await request.get((await rss.getAttribute('href')) ?? '');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<rss');
  await page.getByRole('radio', { name: /4/ }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ['dark', 'light'] as const) {
  test(`episode (audio and video) and channel pages pass axe in the ${theme} theme`, async ({ page, request }) => {
    await useTheme(page, theme);
    for (const episode of [await firstEpisode(request), await firstEpisode(request, true)]) {
      await page.goto(pathOf(episode));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-player-dock]')).toBeVisible();
      await expectAccessible(page);
    }
    const episode = await firstEpisode(request);
    await page.goto(`/podcaster/${episode.created_by_id}-x/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}
