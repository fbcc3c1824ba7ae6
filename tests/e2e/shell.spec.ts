import { expect, test } from './fixtures';

test('the home page is served with the app shell and the theme set before first paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('podcast-theme', 'light'));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // The attribute comes from the inline script, before any module runs.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2024');
});

test('unknown paths and unknown ids answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no/such/page', '/SearchErrorPage/', '/podcast/999999-missing/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
