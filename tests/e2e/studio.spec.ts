import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, expectAccessible, mailedLink, signIn, test } from './fixtures';

const fixtures = fileURLToPath(new URL('../../apps/server/test/fixtures/', import.meta.url));
const fixture = (name: string) => join(fixtures, name);
/** tone.mp3 is raw MPEG frames, so repeating it gives a valid MP3 of several 250 000-byte chunks. */
const longMp3 = () => Buffer.concat(Array.from({ length: 100 }, () => readFileSync(fixture('tone.mp3'))));

/** A new account, registered through the API and activated with the link from the outbox. */
async function newPodcaster(request: APIRequestContext) {
  const account = { email: `studio-${Date.now()}@example.com`, password: 'studio-pass-123' };
  const registered = await request.post('/api/register/', {
    data: {
      first_name: 'ნინო',
      last_name: 'ბერიძე',
      email: account.email,
      password1: account.password,
      password2: account.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(mailedLink(account.email, 'activate')).searchParams.get('token');
  expect(token).toBeTruthy();
  const activated = await request.get(`/api/activate/?token=${encodeURIComponent(token ?? '')}`, {
    headers: { accept: 'application/json' },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  return account;
}

/** Chunk requests of the page: `/api/upload-podcast/{id}/{index}/{count}/{size}`. */
const chunkPattern = /\/api\/upload-podcast\/(\d+)\/(\d+)\/(\d+)\/(\d+)/;
const chunkIndex = (url: string) => Number(chunkPattern.exec(url)?.[2]);

async function fillEpisode(
  page: Page,
  title: string,
  media: string | { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel('სათაური').fill(title);
  await page.getByLabel('აღწერა').fill(`<p>${title}: <b>აღწერა</b></p>`);
  await page.getByLabel('კატეგორია').selectOption({ index: 1 });
  await page.getByLabel('ყდის სურათი').setInputFiles(fixture('cover.jpg'));
  await page.getByLabel('მედიაფაილი').setInputFiles(media);
}

/** The published episode's media, loaded by a fresh element of the page: plays (audio) or has a picture (video). */
async function expectPlayable(page: Page, title: string, kind: 'audio' | 'video') {
  await page.goto('/my-episodes');
  const href = (await page.getByRole('link', { name: title, exact: true }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/podcast\/\d+-/);
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(title));
  const id = Number(/\/podcast\/(\d+)-/.exec(href)?.[1]);
  const episode = (await (await page.request.get(`/api/podcast/${id}/`)).json()) as { file: string };
  const result = await page.evaluate(
    async ({ file, kind }) => {
      const element = document.createElement(kind);
      element.muted = true;
      element.src = file.startsWith('/') || file.startsWith('http') ? file : `/media/${file}`;
      await new Promise((resolve, reject) => {
        element.addEventListener('loadeddata', resolve, { once: true });
        element.addEventListener('error', () => reject(new Error('media error')), { once: true });
      });
      await element.play();
      await new Promise<void>((resolve) => {
        const check = () => (element.currentTime > 0 ? resolve() : requestAnimationFrame(check));
        check();
      });
      return { time: element.currentTime, width: element instanceof HTMLVideoElement ? element.videoWidth : 0 };
    },
    { file: episode.file, kind },
  );
  expect(result.time).toBeGreaterThan(0);
  if (kind === 'video') expect(result.width).toBeGreaterThan(0);
}

test('a new podcaster registers a channel, uploads audio and video (one upload resumed), edits, deletes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const account = await newPodcaster(page.request);
  await signIn(page, account);

  // Step 1: no channel yet.
  await page.goto('/add-podcast');
  await page.getByLabel('არხის სახელი').fill('სტუდიის არხი');
  await page.getByLabel('არხის აღწერა').fill('<p>ტესტის <b>არხი</b></p>');
  await page.getByLabel('არხის სურათი').setInputFiles(fixture('cover.jpg'));
  await page.getByRole('button', { name: 'არხის შექმნა' }).click();

  // Step 2: without a media file nothing is sent.
  await expect(page.getByRole('heading', { name: 'ეპიზოდის დამატება', level: 2 })).toBeVisible();
  const missing = page.waitForEvent('console', (message) => message.text() === 'No media file selected for upload');
  await page.getByLabel('სათაური').fill('ფაილის გარეშე');
  await page.getByLabel('კატეგორია').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'გამოქვეყნება' }).click();
  await missing;
  await expect(page.getByText('აირჩიე ასატვირთი აუდიო ან ვიდეო ფაილი')).toBeVisible();

  // An audio episode.
  await fillEpisode(page, 'აუდიო ეპიზოდი', fixture('tone.mp3'));
  await page.getByRole('button', { name: 'გამოქვეყნება' }).click();
  const added = page.getByRole('dialog', { name: 'პოდკასტი წარმატებით დაემატა' });
  await expect(added).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('აქტიურია')).toBeAttached();
  await added.getByRole('link', { name: 'ჩემი ეპიზოდები' }).click();
  await expect(page).toHaveURL(/\/my-episodes$/);
  await expect(page.getByRole('link', { name: 'აუდიო ეპიზოდი', exact: true })).toBeVisible();

  // A video episode.
  await page.goto('/add-podcast');
  await fillEpisode(page, 'ვიდეო ეპიზოდი', fixture('clip.mp4'));
  await page.getByRole('button', { name: 'გამოქვეყნება' }).click();
  await expect(page.getByRole('dialog', { name: 'პოდკასტი წარმატებით დაემატა' })).toBeVisible({ timeout: 30_000 });

  // An upload the network drops after its first chunks; the tab is reloaded, the same file picked again.
  const long = { name: 'long-tone.mp3', mimeType: 'audio/mpeg', buffer: longMp3() };
  const count = Math.ceil(long.buffer.length / 250_000);
  expect(count).toBeGreaterThanOrEqual(3);
  const stored = new Set<number>();
  await page.goto('/add-podcast');
  await page.route(chunkPattern, async (route) => {
    const index = chunkIndex(route.request().url());
    if (index >= count - 2) return route.abort('internetdisconnected');
    const response = await route.fetch();
    if (response.ok()) stored.add(index);
    return route.fulfill({ response });
  });
  await fillEpisode(page, 'შეწყვეტილი ეპიზოდი', long);
  await page.getByRole('button', { name: 'გამოქვეყნება' }).click();
  const failed = page.getByRole('dialog', { name: 'წარუმატებელი' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed.getByRole('link', { name: 'მთავარი გვერდი' })).toHaveAttribute('href', '/');
  await expect(page.getByLabel('სათაური')).toHaveValue('შეწყვეტილი ეპიზოდი');
  expect(stored.size).toBeGreaterThan(0);
  await page.unroute(chunkPattern);

  const resent: number[] = [];
  page.on('request', (request) => {
    if (chunkPattern.test(request.url())) resent.push(chunkIndex(request.url()));
  });
  await page.reload();
  const unfinished = page.getByRole('listitem').filter({ hasText: 'შეწყვეტილი ეპიზოდი' });
  await expect(unfinished).toContainText(`ატვირთულია ${stored.size} / ${count} ნაწილი`);
  await unfinished.getByLabel('იგივე ფაილი').setInputFiles(long);
  await expect(page.getByRole('dialog', { name: 'პოდკასტი წარმატებით დაემატა' })).toBeVisible({ timeout: 30_000 });
  expect(resent.filter((index) => stored.has(index))).toEqual([]);
  expect(new Set(resent).size).toBe(resent.length);
  expect([...stored, ...resent].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));

  // All three in /my-episodes and playable on their public pages.
  await page.goto('/my-episodes');
  for (const title of ['აუდიო ეპიზოდი', 'ვიდეო ეპიზოდი', 'შეწყვეტილი ეპიზოდი']) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expectPlayable(page, 'აუდიო ეპიზოდი', 'audio');
  await expectPlayable(page, 'ვიდეო ეპიზოდი', 'video');

  // Edit: only the title is typed; the rest keep their values.
  await page.goto('/my-episodes');
  await page.getByRole('button', { name: 'რედაქტირება: აუდიო ეპიზოდი' }).click();
  const edit = page.getByRole('dialog', { name: 'ეპიზოდის რედაქტირება' });
  await edit.getByLabel('სათაური').fill('ახალი სათაური');
  await edit.getByRole('button', { name: 'შენახვა' }).click();
  const edited = page.getByRole('dialog', { name: 'გილოცავ' });
  await expect(edited).toContainText('ინფორმაცია წარმატებით შეიცვალა');
  await edited.getByRole('button', { name: 'კარგი' }).click();
  await expect(page.getByRole('link', { name: 'ახალი სათაური', exact: true })).toBeVisible();

  // Delete one episode, after the confirmation.
  await page.getByRole('button', { name: 'წაშლა: ვიდეო ეპიზოდი' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ნამდვილად გსურს პოდკასტის წაშლა?' });
  await confirm.getByRole('button', { name: 'წაშლა' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: 'ვიდეო ეპიზოდი', exact: true })).toHaveCount(0);

  // Delete the channel: the invitation to register one comes back.
  await page.getByRole('button', { name: 'არხის წაშლა' }).click();
  await page
    .getByRole('alertdialog', { name: 'ნამდვილად გსურს არხის წაშლა?' })
    .getByRole('button', { name: 'წაშლა' })
    .click();
  await expect(page.getByRole('heading', { name: 'არხი ჯერ არ გაქვს' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'არხის შექმნა' })).toHaveAttribute('href', '/add-podcast');
});

test('a signed-out visitor is sent from /add-podcast to /login', async ({ page }) => {
  await page.goto('/add-podcast');
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the studio screens are accessible in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((name) => localStorage.setItem('podcast-theme', name), theme);
    await signIn(page, demo.podcaster);
    await page.goto('/add-podcast');
    // The first page after the server starts may take a while on a busy machine.
    await expect(page.getByRole('heading', { name: 'ეპიზოდის დამატება', level: 2 })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await page.goto('/my-episodes');
    await expect(page.getByRole('heading', { name: 'ეპიზოდები', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^რედაქტირება: / }).first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('/add-podcast fits a 375 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, demo.podcaster);
  await page.goto('/add-podcast');
  await expect(page.getByRole('button', { name: 'გამოქვეყნება' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
