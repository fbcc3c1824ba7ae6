import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { t } from '../../apps/web/src/i18n';
import { navigationMessages } from '../../packages/ui/src/i18n/navigation';
import { demo, expect, expectAccessible, loginToken, signIn, test, useTheme } from './fixtures';

const sidebarLabels = navigationMessages.profileSidebar;
const sidebar = (page: Page) => page.getByRole('navigation', { name: sidebarLabels.label });
const titleBar = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });
const backButton = (page: Page) => page.getByRole('link', { name: t.profile.backToProfile });

/** The demo listener's data, straight from the API, to compare the screens with. */
async function api<T>(request: APIRequestContext, token: string, path: string, method: 'GET' | 'POST' = 'GET') {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

interface Titled {
  id: number;
  alias: string;
  title: string;
}

test.describe('the profile area of the demo listener', () => {
  test('the sidebar lists the entries in spec order and the selection survives a reload', async ({ page }) => {
    await signIn(page, demo.listener);
    await page.goto('/profile');
    // Nothing stored: the first entry opens beside the sidebar.
    await expect(page).toHaveURL(/\/statics$/);
    const entries = sidebar(page).getByRole('listitem');
    await expect(entries).toHaveText([
      sidebarLabels.statics,
      sidebarLabels.notifications,
      sidebarLabels.subscriptions,
      sidebarLabels.addPodcast,
      sidebarLabels.myEpisodes,
      sidebarLabels.settings,
      sidebarLabels.logout,
    ]);
    await expect(sidebar(page).getByRole('link', { name: sidebarLabels.statics })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await sidebar(page).getByRole('link', { name: sidebarLabels.notifications }).click();
    await expect(titleBar(page, t.profile.titles.notifications)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('activeTool'))).toBe('notifications');

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(sidebar(page).getByRole('link', { name: sidebarLabels.notifications })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('/statics shows the watch time, the top 5 from #1, the chart ranges and the way to the history', async ({
    page,
  }) => {
    const token = await signIn(page, demo.listener);
    const top = await api<{ items: Titled[] }>(page.request, token, '/api/top_5_podcasts_by_watch_time/');
    expect(top.items.length).toBeGreaterThan(0);
    await page.goto('/statics');

    await expect(page.getByText(/^\d+ სთ \d+ წთ$/).first()).toBeVisible();
    const ranked = page
      .getByRole('heading', { name: t.profile.statics.topTitle })
      .locator('xpath=../..')
      .locator('ol > li');
    await expect(ranked).toHaveCount(top.items.length);
    for (const [index, item] of top.items.entries()) {
      await expect(ranked.nth(index)).toContainText(`#${index + 1}`);
      await expect(ranked.nth(index).getByRole('link', { name: item.title })).toHaveAttribute(
        'href',
        `/podcast/${item.id}-${item.alias}/`,
      );
    }

    // The chart's accessible table has a row per point: 3 slots, 7 weekdays, 29 days.
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(7);
    await page.getByRole('radio', { name: 'თვე' }).click();
    await expect(rows).toHaveCount(29);
    await page.getByRole('radio', { name: 'დღე' }).click();
    await expect(rows).toHaveCount(3);

    await page.getByRole('link', { name: t.profile.statics.historyLink }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(titleBar(page, t.profile.titles.history)).toBeVisible();
  });

  test('each notification links to its episode, and its message page too', async ({ page }) => {
    const token = await signIn(page, demo.listener);
    const { items } = await api<{
      items: { id: number; message: string; podcast: { id: number; alias: string } | null }[];
    }>(page.request, token, '/api/notifications/');
    const first = items.find((item) => item.podcast);
    if (!first?.podcast) throw new Error('the demo listener has no notification with an episode');
    await page.goto('/notifications');
    const list = page.getByRole('list', { name: t.profile.titles.notifications });
    await expect(list.getByRole('listitem')).toHaveCount(items.length);
    const episodeHref = `/podcast/${first.podcast.id}-${first.podcast.alias}/`;
    await expect(list.getByRole('link', { name: first.message })).toHaveAttribute('href', episodeHref);

    await list.getByRole('listitem').first().getByRole('link', { name: t.profile.notifications.details }).click();
    await expect(page).toHaveURL(`/messages/${first.id}-${first.podcast.alias}`);
    await expect(page.getByText(first.message)).toBeVisible();
    await page.getByRole('link', { name: t.profile.messages.openEpisode }).click();
    await expect(page).toHaveURL(episodeHref);
  });

  test('subscriptions list the channels and export them as OPML 2.0 with working feeds', async ({ page }) => {
    const token = await signIn(page, demo.listener);
    const profile = await api<{ subscribed_channels: { id: number; alias: string; channel: string }[] }>(
      page.request,
      token,
      '/api/profile/',
      'POST',
    );
    const channels = profile.subscribed_channels;
    expect(channels.length).toBeGreaterThan(0);
    await page.goto('/subscriptions');
    const list = page.getByRole('list', { name: t.profile.titles.subscriptions });
    await expect(list.getByRole('listitem')).toHaveCount(channels.length);
    for (const channel of channels) {
      await expect(list.getByRole('link', { name: channel.channel })).toHaveAttribute(
        'href',
        `/podcaster/${channel.id}-${channel.alias}/`,
      );
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.profile.subscriptions.exportOpml }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.opml$/);
    const xml = readFileSync(await download.path(), 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        outlines: [...doc.querySelectorAll('body > outline')].map((outline) => ({
          type: outline.getAttribute('type'),
          text: outline.getAttribute('text'),
          xmlUrl: outline.getAttribute('xmlUrl') ?? '',
          htmlUrl: outline.getAttribute('htmlUrl') ?? '',
        })),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.version).toBe('2.0');
    expect(parsed.outlines.map((outline) => outline.text).sort()).toEqual(channels.map((c) => c.channel).sort());
    for (const outline of parsed.outlines) {
      expect(outline.type).toBe('rss');
      expect(outline.xmlUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/podcaster\/\d+\/rss$/);
      const feed = await page.request.get(outline.xmlUrl);
      expect(feed.status(), outline.xmlUrl).toBe(200);
      expect(await feed.text()).toContain(`<title>${outline.text}</title>`);
      expect(new URL(outline.htmlUrl).pathname).toMatch(/^\/podcaster\/\d+-[\w-]*\/$/);
    }
  });

  test('saved shows the bookmarked episodes', async ({ page }) => {
    const token = await signIn(page, demo.listener);
    const { items } = await api<{ items: { podcast: Titled }[] }>(page.request, token, '/api/bookmarks/');
    expect(items.length).toBeGreaterThan(0);
    await page.goto('/saved/');
    await expect(page.getByRole('heading', { level: 1, name: t.profile.titles.saved })).toBeVisible();
    for (const { podcast } of items) {
      await expect(page.getByRole('link', { name: podcast.title }).first()).toBeVisible();
    }
  });

  test('a visitor opening /saved/ or a profile route goes to /login with the toast', async ({ page }) => {
    for (const path of ['/saved/', '/statics']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(t.common.loginToContinue, { exact: true })).toBeVisible();
    }
  });

  test('on a phone /profile shows only the sidebar and each child only its content with a back button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, demo.listener);
    await page.goto('/profile');
    await expect(sidebar(page)).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(backButton(page)).toHaveCount(0);

    const children: [string, string][] = [
      ['/statics', t.profile.titles.statics],
      ['/notifications', t.profile.titles.notifications],
      ['/subscriptions', t.profile.titles.subscriptions],
      ['/history', t.profile.titles.history],
    ];
    for (const [path, title] of children) {
      await page.goto(path);
      await expect(titleBar(page, title)).toBeVisible();
      await expect(sidebar(page)).toBeHidden();
      await expect(backButton(page)).toBeVisible();
    }
    await backButton(page).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(sidebar(page)).toBeVisible();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`every profile screen passes axe in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      const token = await signIn(page, demo.listener);
      const { items } = await api<{ items: { id: number; podcast: { alias: string } | null }[] }>(
        page.request,
        token,
        '/api/notifications/',
      );
      const message = items[0];
      if (!message) throw new Error('the demo listener has no notifications');
      const screens: [string, string][] = [
        ['/statics', t.profile.titles.statics],
        ['/notifications', t.profile.titles.notifications],
        ['/subscriptions', t.profile.titles.subscriptions],
        ['/history', t.profile.titles.history],
        [`/messages/${message.id}-${message.podcast?.alias ?? ''}`, t.profile.titles.messages],
        ['/saved/', t.profile.titles.saved],
      ];
      for (const [path, title] of screens) {
        await page.goto(path);
        await expect(titleBar(page, title)).toBeVisible();
        await expect(page.locator('[aria-hidden="true"][class*="skeleton" i], [data-skeleton]')).toHaveCount(0);
        await expectAccessible(page);
      }
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/profile');
      await expect(sidebar(page)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('history: resume from a card, delete one, clear all', async ({ page }) => {
    const token = await signIn(page, demo.listener);
    const before = await api<{ items: { id: number; stop_time: number; podcast: Titled }[] }>(
      page.request,
      token,
      '/api/history/',
    );
    expect(before.items.length).toBeGreaterThan(1);
    await page.goto('/history');
    const list = page.getByRole('list', { name: t.profile.titles.history });
    await expect(list.getByRole('listitem')).toHaveCount(before.items.length);

    const [first, second] = before.items;
    if (!first || !second) throw new Error('unreachable');
    // Resume plays the episode from where it stopped (the player's position starts at stop_time).
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: `მოსმენა: ${first.podcast.title}` })
      .click();
    await expect
      .poll(() =>
        page.evaluate((stop) => {
          const media = document.querySelector('video');
          return media && media.duration > 0 ? media.currentTime >= Math.min(stop, media.duration) - 1 : false;
        }, first.stop_time),
      )
      .toBe(true);

    const removed = page.waitForResponse((r) => r.url().includes('/api/history/delete/') && r.ok());
    await list
      .getByRole('listitem')
      .filter({ hasText: second.podcast.title })
      .getByRole('button', { name: 'წაშლა' })
      .click();
    await removed;
    await expect(list.getByRole('listitem')).toHaveCount(before.items.length - 1);
    await expect(list.getByText(second.podcast.title)).toHaveCount(0);

    // Stop the resumed episode first: listening on would (rightly) write history again after the clear.
    const paused = page.waitForResponse((r) => r.url().includes('/api/get_podcast_signal/'));
    await page.evaluate(() => document.querySelector('video')?.pause());
    await paused;
    await page.getByRole('button', { name: t.profile.history.clear }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText(t.profile.history.clearTitle);
    await dialog.getByRole('button', { name: t.profile.history.clearConfirm }).click();
    await expect(page.getByRole('heading', { name: t.profile.history.emptyTitle })).toBeVisible();
    expect((await api<{ items: unknown[] }>(page.request, token, '/api/history/')).items).toEqual([]);

    // With no history the overview no longer links to it.
    await page.goto('/statics');
    await expect(page.getByRole('heading', { name: t.profile.statics.topTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: t.profile.statics.historyLink })).toHaveCount(0);
  });

  test('the last sidebar entry signs out and reloads at home', async ({ page }) => {
    const token = await loginToken(page.request, demo.listener);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/statics');
    await sidebar(page).getByRole('button', { name: sidebarLabels.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The token was revoked on the server, not only forgotten.
    const profile = await page.request.post('/api/profile/', { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);
    await page.goto('/statics');
    await expect(page).toHaveURL(/\/login$/);
  });
});
