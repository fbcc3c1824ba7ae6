import { demo, expect, expectAccessible, signIn, test, useTheme } from './fixtures';

const blockLink = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title, exact: true }).getByRole('link');

/** The shelves past the first two render as the visitor scrolls or presses a key (ADR 008): End does both. */
const scrollToEnd = (page: import('@playwright/test').Page) => page.keyboard.press('End');

test('home shows the blocks and the author block, and a block header goes by its group', async ({ page }) => {
  await page.goto('/');
  // The first two shelves come with the first render; the last ones only once the visitor scrolls.
  await expect(page.getByRole('heading', { level: 2, name: 'პოპულარული', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ახალი ეპიზოდები', exact: true })).toHaveCount(0);
  await scrollToEnd(page);
  for (const title of ['რეკომენდებული', 'პოპულარული', 'ტექნოლოგიები', 'ისტორია', 'ახალი ეპიზოდები']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  const recommended = page.getByRole('list', { name: 'რეკომენდებული', exact: true });
  await expect(recommended.getByRole('listitem')).toHaveCount(6);
  const authors = page.getByRole('list', { name: 'პოპულარული პოდკასტერები' });
  await expect(authors.getByRole('listitem')).toHaveCount(3);
  await expect(authors.getByRole('link').first()).toHaveAttribute('href', /^\/podcaster\/\d+-/);

  // The promo follows the third block.
  const promo = page.getByRole('link', { name: 'გაქვს სათქმელი? გახდი პოდკასტერი' });
  await expect(promo).toHaveAttribute('href', '/podcaster_offer');
  const order = await page
    .locator('h2, a[href="/podcaster_offer"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  expect(order.findIndex((text) => text.startsWith('გაქვს სათქმელი'))).toBe(order.indexOf('ტექნოლოგიები') + 1);

  for (const [title, path] of [
    ['რეკომენდებული', '/podcastpage/'],
    ['პოპულარული', '/popular-posts/'],
    ['ტექნოლოგიები', '/category/1-technology/'],
  ] as const) {
    await blockLink(page, title).click();
    await expect(page).toHaveURL(path);
    await page.goBack();
    await expect(blockLink(page, title)).toBeVisible();
  }
});

test('signed out: the join banner, no last-listened row', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'რეკომენდებული', exact: true })).toBeVisible();
  const join = page.getByRole('region', { name: 'შემოგვიერთდი' });
  await expect(join).toBeVisible();
  await expect(join.getByRole('link', { name: 'რეგისტრაცია' })).toHaveAttribute('href', '/register');
  await expect(page.getByText('ბოლოს მოსმენილი')).toHaveCount(0);
});

test('signed in: the last-listened row (4 on a desktop, 8 in the phone slider), no join banner', async ({ page }) => {
  await signIn(page, demo.listener);
  await page.goto('/');
  const row = page.getByRole('list', { name: 'ბოლოს მოსმენილი' });
  await expect(row.getByRole('listitem')).toHaveCount(4);
  await expect(row.getByRole('link').first()).toHaveAttribute('href', /^\/podcast\/\d+-/);
  await expect(page.getByRole('heading', { name: 'ბოლოს მოსმენილი' }).getByRole('link')).toHaveAttribute(
    'href',
    '/history',
  );
  await expect(page.getByRole('region', { name: 'შემოგვიერთდი' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  const slider = page.getByRole('region', { name: 'ბოლოს მოსმენილი' });
  await expect(slider.getByRole('group')).toHaveCount(8);
  await expectAccessible(page);
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 375]) {
    test(`home (signed out) is accessible in the ${theme} theme at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await useTheme(page, theme);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'შემოგვიერთდი' })).toBeVisible();
      await scrollToEnd(page);
      await expect(page.getByText('პოპულარული პოდკასტერები').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
}
