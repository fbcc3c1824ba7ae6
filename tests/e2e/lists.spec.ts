import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, useTheme } from './fixtures';

// Several page loads per test on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** Demo seed: category 2 is history ('ისტორია'), 3 music ('მუსიკა'). */
const history = { id: 2, title: 'ისტორია' };
const music = { id: 3, title: 'მუსიკა' };

// The cards' titles (h3 under a section heading, h2 where a list follows the page's h1 directly).
const titlesOf = (list: Locator) => list.getByRole('heading').allInnerTexts();

/** The titles the API gives for a list query (first page of 20, like the screens). */
async function apiTitles(request: APIRequestContext, path: '/api/podcasts/' | '/api/search/', query: string) {
  const response = await request.get(`${path}?${query}&limit=20`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items?: { title: string }[]; result?: { title: string }[]; count: number };
  return { titles: (body.items ?? body.result ?? []).map((episode) => episode.title), count: body.count };
}

const episodeList = (page: Page, name: string) => page.getByRole('list', { name });

/** Opens a filter group of the desktop filter bar (a no-op when it is open). */
async function openGroup(page: Page, name: string) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

test.describe('filters', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('category, duration and sort change the list and the URL; a reload shows the same list', async ({ page }) => {
    await page.goto('/podcastpage/');
    const list = episodeList(page, 'ყველა ეპიზოდი');
    await expect.poll(() => titlesOf(list)).toEqual((await apiTitles(page.request, '/api/podcasts/', '')).titles);

    await openGroup(page, 'კატეგორიები');
    await page.getByRole('checkbox', { name: history.title }).check();
    await expect(page).toHaveURL(/\/podcastpage\/\?category=2$/);
    let expected = await apiTitles(page.request, '/api/podcasts/', 'category_id__in=2');
    await expect.poll(() => titlesOf(list)).toEqual(expected.titles);

    await openGroup(page, 'ხანგრძლივობა');
    await page.getByRole('radio', { name: '10 წუთამდე' }).check();
    await expect(page).toHaveURL(/\?category=2&duration=1$/);
    expected = await apiTitles(page.request, '/api/podcasts/', 'category_id__in=2&video_length_seconds=1');
    await expect.poll(() => titlesOf(list)).toEqual(expected.titles);

    await page.getByRole('button', { name: /^სორტირება/ }).click();
    await page.getByRole('menuitemradio', { name: 'ჯერ ძველი' }).click();
    await expect(page).toHaveURL(/\?category=2&duration=1&sort=asc$/);
    expected = await apiTitles(
      page.request,
      '/api/podcasts/',
      'category_id__in=2&video_length_seconds=1&published=asc',
    );
    expect(expected.titles.length).toBeGreaterThan(1);
    await expect.poll(() => titlesOf(list)).toEqual(expected.titles);
    // Every one of them fits the filter, and the count is shown once the whole list is loaded.
    await expect(page.getByRole('status').filter({ hasText: `${expected.titles.length} ეპიზოდი` })).toBeVisible();

    await page.reload();
    await expect.poll(() => titlesOf(list)).toEqual(expected.titles);
    await openGroup(page, 'კატეგორიები');
    await expect(page.getByRole('checkbox', { name: history.title })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: music.title })).not.toBeChecked();
    await openGroup(page, 'ხანგრძლივობა');
    await expect(page.getByRole('radio', { name: '10 წუთამდე' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^სორტირება/ })).toHaveText(/ჯერ ძველი/);
  });

  test('an address with filters opens the filtered list (the loader asks for exactly that query)', async ({ page }) => {
    const firstPage = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/podcasts/' &&
        url.searchParams.get('category_id__in') === '3' &&
        url.searchParams.get('hits') === 'down' &&
        url.searchParams.get('page_skip') === '0'
      );
    });
    await page.goto('/popular-posts/?category=3');
    await firstPage;
    const expected = await apiTitles(page.request, '/api/podcasts/', 'category_id__in=3&hits=down');
    await expect.poll(() => titlesOf(episodeList(page, 'პოპულარული ეპიზოდები'))).toEqual(expected.titles);
  });

  test('popular-posts: most listened first, and no sort menu', async ({ page }) => {
    await page.goto('/popular-posts/');
    const expected = await apiTitles(page.request, '/api/podcasts/', 'hits=down');
    await expect.poll(() => titlesOf(episodeList(page, 'პოპულარული ეპიზოდები'))).toEqual(expected.titles);
    await expect(page.getByRole('button', { name: 'კატეგორიები' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^სორტირება/ })).toHaveCount(0);

    await page.goto('/podcastpage/');
    await expect(page.getByRole('button', { name: /^სორტირება/ })).toBeVisible();
  });

  test('endless scroll loads the next page with the count loaded as page_skip', async ({ page }) => {
    await page.goto('/podcastpage/');
    const list = episodeList(page, 'ყველა ეპიზოდი');
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(20);
    for (const loaded of [20, 40]) {
      const next = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return url.pathname === '/api/podcasts/' && url.searchParams.get('page_skip') === String(loaded);
      });
      await page.locator('[data-sentinel]').scrollIntoViewIfNeeded();
      await next;
      await expect(cards).toHaveCount(loaded + 20);
    }
    const all = await apiTitles(page.request, '/api/podcasts/', 'page_skip=40');
    expect((await titlesOf(list)).slice(40)).toEqual(all.titles);
  });
});

test.describe('search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the header search: a dropdown of at most 5 episodes from 3 characters, Enter opens the results', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'პოდკასტების ძიება' });
    await box.fill('ისტ');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(5);
    for (const href of await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/podcast\/\d+-[\w-]*\/$/);
    }
    const firstHref = await options.first().getAttribute('href');
    await options.first().click();
    await expect(page).toHaveURL(firstHref ?? '');

    await page.goto('/');
    await box.fill('ისტორია');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('ისტორია')}`);
    const expected = await apiTitles(page.request, '/api/search/', `q=${encodeURIComponent('ისტორია')}`);
    await expect.poll(() => titlesOf(episodeList(page, 'ძიება'))).toEqual(expected.titles);
    const summary = page.getByRole('region', { name: 'ფილტრები' }).getByRole('status');
    await expect(summary).toContainText('„ისტორია“');
    await expect(summary).toContainText(`${expected.count} შედეგი`);
    await expect(page).toHaveTitle(/ისტორია/);
  });

  test('the filter bar re-runs the search, in the URL too', async ({ page }) => {
    const q = encodeURIComponent('ისტ');
    await page.goto(`/search?q=${q}`);
    const list = episodeList(page, 'ძიება');
    await expect.poll(() => titlesOf(list)).toEqual((await apiTitles(page.request, '/api/search/', `q=${q}`)).titles);

    await openGroup(page, 'კატეგორიები');
    await page.getByRole('checkbox', { name: music.title }).check();
    await expect(page).toHaveURL(`/search?q=${q}&category=3`);
    const filtered = await apiTitles(page.request, '/api/search/', `q=${q}&category_id__in=3`);
    await expect.poll(() => titlesOf(list)).toEqual(filtered.titles);
    await expect(page.getByRole('region', { name: 'ფილტრები' }).getByRole('status')).toContainText(
      `${filtered.count} შედეგი`,
    );

    const field = page.getByRole('textbox', { name: 'ფილტრში ძიება' });
    await field.fill('ჯაზი');
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('ჯაზი')}&category=3`);
    const jazz = await apiTitles(page.request, '/api/search/', `q=${encodeURIComponent('ჯაზი')}&category_id__in=3`);
    expect(jazz.titles.length).toBeGreaterThan(0);
    await expect.poll(() => titlesOf(list)).toEqual(jazz.titles);
  });

  test('the filter bar of a list searches with the chosen filters', async ({ page }) => {
    await page.goto('/podcastpage/?category=3');
    const field = page.getByRole('textbox', { name: 'ფილტრში ძიება' });
    await field.fill('ჯაზი');
    await page.getByRole('button', { name: 'ძიება', exact: true }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('ჯაზი')}&category=3`);
  });

  test('no result: "გვერდი ვერ მოიძებნა" and the home button works', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('ზზზზზ')}`);
    await expect(page.getByRole('heading', { name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
    await page.getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the filter modal chooses, and its cancel-filter action clears every choice', async ({ page }) => {
    await page.goto('/podcastpage/?category=2&duration=1');
    const list = episodeList(page, 'ყველა ეპიზოდი');
    await expect
      .poll(() => titlesOf(list))
      .toEqual((await apiTitles(page.request, '/api/podcasts/', 'category_id__in=2&video_length_seconds=1')).titles);

    await page.getByRole('button', { name: /^ფილტრები/ }).click();
    const dialog = page.getByRole('dialog', { name: 'ფილტრები' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: history.title })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '10 წუთამდე' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: music.title }).check();
    await expect(page).toHaveURL(/\?category=2,3&duration=1$/);

    await dialog.getByRole('button', { name: 'ფილტრის გაუქმება' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/podcastpage\/$/);
    await expect.poll(() => titlesOf(list)).toEqual((await apiTitles(page.request, '/api/podcasts/', '')).titles);
    await page.getByRole('button', { name: /^ფილტრები/ }).click();
    await expect(dialog.getByRole('checkbox', { name: history.title })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: music.title })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: '10 წუთამდე' })).not.toBeChecked();
    await expectAccessible(page);
  });
});

test('a category page shows its episodes; an unknown id answers 404', async ({ page }) => {
  const response = await page.goto('/category/2-history/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: history.title })).toBeVisible();
  const expected = await apiTitles(page.request, '/api/podcasts/', 'category_id=2');
  await expect.poll(() => titlesOf(episodeList(page, history.title))).toEqual(expected.titles);
  await expect(page).toHaveTitle(new RegExp(history.title));

  const missing = await page.goto('/category/999999-nothing/');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: history.title })).toHaveCount(0);
});

const routes = [
  { path: '/podcastpage/', heading: 'ყველა ეპიზოდი' },
  { path: '/podcastpage/?category=2&duration=1&sort=asc', heading: 'ყველა ეპიზოდი' },
  { path: '/popular-posts/', heading: 'პოპულარული ეპიზოდები' },
  { path: '/category/2-history/', heading: history.title },
  { path: `/search?q=${encodeURIComponent('ისტორია')}`, heading: 'ძიება' },
  { path: `/search?q=${encodeURIComponent('ზზზზზ')}`, heading: 'გვერდი ვერ მოიძებნა' },
  { path: '/search', heading: 'რას ეძებ?' },
];

for (const theme of ['dark', 'light'] as const) {
  for (const { path, heading } of routes) {
    test(`axe finds nothing on ${decodeURIComponent(path)} (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
}
