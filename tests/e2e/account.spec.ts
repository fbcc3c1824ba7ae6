import type { Page } from '@playwright/test';
import { demo, expect, expectAccessible, loginToken, mailedLink, signIn, test, useTheme } from './fixtures';

const newcomer = { email: 'newcomer@example.com', password: 'pirveli-paroli-1', first: 'თამარ', last: 'ახალაძე' };

/** A form field by its label (the required mark is not part of the name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The result modal (spec §8): its title, then closed with its button. */
async function expectModal(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'კარგი' }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('a newcomer registers (validation first), activates from the mail and signs in with remember-me', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'რეგისტრაცია' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const submit = page.getByRole('button', { name: 'რეგისტრაცია', exact: true });

  await submit.click();
  await expectModal(page, 'შეავსეთ ყველა ველი');
  await expect(field(page, 'სახელი')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'სახელი').fill(newcomer.first);
  await field(page, 'გვარი').fill(newcomer.last);
  await field(page, 'ელ-ფოსტა').fill('newcomer.example.com');
  await field(page, 'პაროლი').fill(newcomer.password);
  await field(page, 'გაიმეორე პაროლი').fill('sxva-paroli-2');
  await submit.click();
  await expectModal(page, 'შეავსეთ ყველა ველი');
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('პაროლები არ ემთხვევა')).toBeVisible();
  // Nothing typed is lost.
  await expect(field(page, 'სახელი')).toHaveValue(newcomer.first);

  await field(page, 'ელ-ფოსტა').fill(newcomer.email);
  await field(page, 'გაიმეორე პაროლი').fill(newcomer.password);
  await page.getByRole('checkbox', { name: /ვეთანხმები/ }).click();
  const registered = page.waitForResponse((r) => r.url().includes('/api/register/') && r.status() === 201);
  await submit.click();
  await registered;
  const success = page.getByRole('dialog', { name: 'რეგისტრაცია წარმატებულია' });
  await expect(success).toContainText(newcomer.email);
  await success.getByRole('button', { name: 'შესვლა' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The mail's link opens the web page, which activates and hands over to sign-in with the e-mail filled in.
  const link = mailedLink(newcomer.email, '/activate/');
  expect(new URL(link).pathname).toBe('/activate/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'ანგარიში გააქტიურებულია' })).toBeVisible();
  await expect(field(page, 'ელ-ფოსტა')).toHaveValue(newcomer.email);

  // The same link again: used up, says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'ბმული ვადაგასულია ან უკვე გამოყენებულია' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ახალი ბმულის მოთხოვნა' })).toHaveAttribute('href', '/resetPass');

  await page.goto('/login');
  await field(page, 'ელ-ფოსტა').fill(newcomer.email);
  await field(page, 'პაროლი').fill(newcomer.password);
  await page.getByRole('checkbox', { name: 'დამიმახსოვრე' }).click();
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(newcomer.first);
  expect(await page.evaluate(() => localStorage.getItem('savedEmail'))).toBe(newcomer.email);

  // The next visit (signed out) finds the e-mail filled in and remember-me still on.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await expect(field(page, 'ელ-ფოსტა')).toHaveValue(newcomer.email);
  await expect(page.getByRole('checkbox', { name: 'დამიმახსოვრე' })).toBeChecked();
});

test('settings: a password change empties its fields, a first-name update shows the popup', async ({ page }) => {
  await signIn(page, newcomer);
  await page.goto('/settings');
  const oldPassword = field(page, 'ძველი პაროლი');
  const newPassword = field(page, 'ახალი პაროლი');
  const repeat = field(page, 'გაიმეორე ახალი პაროლი');
  await oldPassword.fill(newcomer.password);
  await newPassword.fill('meore-paroli-2');
  await repeat.fill('meore-paroli-2');
  const changed = page.waitForResponse((r) => r.url().includes('/api/change-password-form/'));
  await repeat.press('Enter');
  expect((await changed).status()).toBe(200);
  await expect(page.getByText('პაროლი შეიცვალა', { exact: true })).toBeVisible();
  for (const field of [oldPassword, newPassword, repeat]) await expect(field).toHaveValue('');
  newcomer.password = 'meore-paroli-2';
  await loginToken(page.request, newcomer);

  const firstName = field(page, 'სახელი');
  await expect(firstName).toHaveAttribute('placeholder', newcomer.first);
  await firstName.fill('ნინო');
  await page.getByRole('button', { name: 'შენახვა' }).click();
  await expectModal(page, 'პროფილი განახლდა');
  await expect(firstName).toHaveValue('');
  await expect(firstName).toHaveAttribute('placeholder', 'ნინო');
});

test('password reset through the mailed link ends on home with "პაროლი აღდგენილია"', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'დაგავიწყდა პაროლი?' }).click();
  await expect(page).toHaveURL(/\/resetPass$/);
  // The sign-in form has an e-mail field too: fill the reset form's once it shows.
  await expect(page.getByRole('heading', { name: 'პაროლის აღდგენა' })).toBeVisible();
  await field(page, 'ელ-ფოსტა').fill(newcomer.email);
  await page.getByRole('button', { name: 'ბმულის გაგზავნა' }).click();
  await expectModal(page, 'გასააქტიურებელი ბმული გამოგზავნილია მეილზე');

  const link = mailedLink(newcomer.email, '/password-reset/confirm/');
  await page.goto(link);
  await field(page, 'ახალი პაროლი').fill('mesame-paroli-3');
  await field(page, 'გაიმეორე ახალი პაროლი').fill('mesame-paroli-3');
  await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectModal(page, 'პაროლი აღდგენილია');
  await loginToken(page.request, { email: newcomer.email, password: 'mesame-paroli-3' });

  // The link works once.
  await page.goto(link);
  await field(page, 'ახალი პაროლი').fill('meotxe-paroli-4');
  await field(page, 'გაიმეორე ახალი პაროლი').fill('meotxe-paroli-4');
  await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
  await expect(page.getByRole('heading', { name: 'ბმული ვადაგასულია ან უკვე გამოყენებულია' })).toBeVisible();
});

test('a reset for an unknown e-mail and a wrong password say so', async ({ page }) => {
  await page.goto('/resetPass');
  await field(page, 'ელ-ფოსტა').fill('nobody@example.com');
  await page.getByRole('button', { name: 'ბმულის გაგზავნა' }).click();
  await expectModal(page, 'მითითებული მეილი ვერ მოიძებნა');

  await page.goto('/login');
  await field(page, 'ელ-ფოსტა').fill(demo.listener.email);
  await field(page, 'პაროლი').fill('wrong-password-1');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await expectModal(page, 'პაროლი ან მეილი არასწორია');
  await expect(field(page, 'ელ-ფოსტა')).toHaveValue(demo.listener.email);
  await expect(page).toHaveURL(/\/login$/);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the account pages and settings are accessible (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    for (const [path, heading] of [
      ['/login', 'შესვლა ანგარიშზე'],
      ['/register', 'ახალი ანგარიში'],
      ['/resetPass', 'პაროლის აღდგენა'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
    await signIn(page, demo.listener);
    await page.goto('/settings');
    await expect(field(page, 'სახელი')).toHaveAttribute('placeholder', /\S/);
    await expectAccessible(page);
  });
}

test('/login fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'შესვლა', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
