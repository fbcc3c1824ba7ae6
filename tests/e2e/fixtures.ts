import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

export const demo = {
  listener: { email: 'listener@example.com', password: 'listener-demo-1' },
  podcaster: { email: 'podcaster@example.com', password: 'podcaster-demo-1' },
} as const;

/** A token for an account, from the real login call. */
export async function loginToken(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/login/', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { refresh_token: string }).refresh_token;
}

/** Signs the page in the way the app does it: the token under localStorage.token before the app starts. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const token = await loginToken(page.request, account);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

/** Sets the theme before the app's first paint, as a returning visitor's stored choice. */
export async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((name) => localStorage.setItem('podcast-theme', name), theme);
}

/** Axe on the whole page (WCAG 2.1 A and AA); fails with the list of violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The mails the server wrote to its outbox (no SMTP_URL in e2e), newest last. */
export function outbox(): string[] {
  const port = process.env.E2E_PORT ?? '3100';
  const { dataDir } = JSON.parse(readFileSync(join(tmpdir(), `podcast-e2e-${port}.json`), 'utf8')) as {
    dataDir: string;
  };
  const folder = join(dataDir, 'outbox');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

/** The first link in the newest mail to `to` that contains `pathPart`. */
export function mailedLink(to: string, pathPart: string): string {
  const mail = outbox()
    .reverse()
    .find((text) => text.includes(to));
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  const decoded = mail
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/&amp;/g, '&');
  const link = decoded.match(
    new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`),
  );
  if (!link) throw new Error(`no ${pathPart} link in the mail to ${to}`);
  return link[0];
}

export const test = base;
