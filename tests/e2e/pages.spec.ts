import { demo, expect, expectAccessible, signIn, test, useTheme } from './fixtures';

test('podcasters: the first four in the top row, the rest below', async ({ page, request }) => {
  const total = ((await (await request.get('/api/podcasters/?limit=100')).json()) as { count: number }).count;
  expect(total).toBeGreaterThan(4);
  await page.goto('/podcasterpage/');
  await expect(page.getByRole('heading', { level: 1, name: 'პოდკასტერები' })).toBeVisible();
  const top = page.getByRole('list', { name: 'რჩეული პოდკასტერები' });
  await expect(top.getByRole('listitem')).toHaveCount(4);
  const rest = page.getByRole('list', { name: 'ყველა პოდკასტერი' });
  await expect(rest.getByRole('listitem')).toHaveCount(Math.min(total, 20) - 4);
  await top.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/podcaster\/\d+-[^/]*\/$/);
});

test('categories: tiles link to category pages that answer 200', async ({ page, request }) => {
  await page.goto('/CategoryPage/');
  await expect(page.getByRole('heading', { level: 1, name: 'კატეგორიები' })).toBeVisible();
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/category\/\d+-[\w-]*\/$/);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await links.first().click();
  await expect(page).toHaveURL(hrefs[0] as string);
});

test('terms and policy show their text', async ({ page }) => {
  await page.goto('/terms/');
  await expect(page.getByRole('heading', { level: 1, name: 'წესები და პირობები' })).toBeVisible();
  await expect(page.getByText('არ არღვევს საავტორო უფლებებს')).toBeVisible();
  await expect(page).toHaveTitle('წესები და პირობები — პოდკასტები');
  await page.goto('/policy/');
  await expect(page.getByRole('heading', { level: 1, name: 'კონფიდენციალურობის პოლიტიკა' })).toBeVisible();
  await expect(page.getByText('პაროლები ინახება დაშიფრული სახით')).toBeVisible();
});

test('podcaster offer: start goes to /login, or to /add-podcast when signed in', async ({ page }) => {
  await page.goto('/podcaster_offer');
  await expect(page.getByRole('heading', { level: 1, name: 'გახდი პოდკასტერი' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'უფასო ატვირთვა' })).toBeVisible();
  await page.getByRole('link', { name: 'დაწყება' }).click();
  await expect(page).toHaveURL('/login');

  await signIn(page, demo.listener);
  await page.goto('/podcaster_offer');
  await expect(page.getByRole('link', { name: 'დაწყება' })).toHaveAttribute('href', '/add-podcast');
});

test('an unknown path shows the not-found page with status 404, and its home button works', async ({ page }) => {
  for (const path of ['/no/such/page', '/SearchErrorPage/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
    await expect(page).toHaveTitle('გვერდი ვერ მოიძებნა — პოდკასტები');
  }
  await page.getByRole('main').getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'რეკომენდებული', exact: true })).toBeVisible();
});

const routes = [
  ['/podcasterpage/', 'პოდკასტერები'],
  ['/CategoryPage/', 'კატეგორიები'],
  ['/terms/', 'წესები და პირობები'],
  ['/policy/', 'კონფიდენციალურობის პოლიტიკა'],
  ['/podcaster_offer', 'გახდი პოდკასტერი'],
  ['/no/such/page', 'გვერდი ვერ მოიძებნა'],
] as const;

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 375]) {
    test(`static and overview pages are accessible in the ${theme} theme at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await useTheme(page, theme);
      for (const [path, heading] of routes) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expectAccessible(page);
      }
    });
  }
}
