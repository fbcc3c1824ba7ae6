/**
 * The hooks against the REAL server: apps/server started in-process on an embedded PGlite
 * database in a fresh DATA_DIR (demo content seeded on start), listening on a loopback port.
 * Every call goes through the hooks' own fetch client over HTTP; nothing is mocked.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useInfiniteQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import {
  accountQueries,
  refreshToken,
  useLogin,
  useLogout,
  useProfile,
  useRegister,
  useUpdateProfile,
} from './account';
import { categoryQueries } from './categories';
import { ApiError, configureClient, tokenStore } from './client';
import { type EpisodeFilters, episodeQueries, useSearchSuggestions } from './episodes';
import { navigationQueries } from './navigation';
import { podcasterQueries } from './podcasters';
import { renderWithClient, testQueryClient } from './test-utils';

const START_TIMEOUT = 180_000;

let app: App;
let dataDir: string;
let baseUrl: string;
const timings: Record<string, number> = {};

beforeAll(async () => {
  const started = Date.now();
  dataDir = await mkdtemp(join(tmpdir(), 'podcast-hooks-integration-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, PUBLIC_URL: 'http://podcast.test', WEB_DIST: join(dataDir, 'no-web') },
    { logLevel: 'warn', publicCacheMs: 0 },
  );
  // No `database`: the app opens its own PGlite under DATA_DIR/db and seeds the demo content.
  app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error(`server did not listen on a port: ${address}`);
  baseUrl = `http://127.0.0.1:${address.port}`;
  configureClient({ baseUrl });
  timings.start = Date.now() - started;
}, START_TIMEOUT);

afterAll(async () => {
  configureClient({ baseUrl: '' });
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  console.info(`[hooks integration] timings (ms): ${JSON.stringify(timings)}`);
});

/** The activation link of the newest mail to `email` in DATA_DIR/outbox (no SMTP_URL: mails are .eml files). */
async function activationLink(email: string): Promise<URL> {
  const outbox = join(dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const mail = await simpleParser(await readFile(join(outbox, file)));
    if (!JSON.stringify(mail.to ?? '').includes(email)) continue;
    const match = /(https?:\/\/\S+)/.exec(mail.text ?? '');
    if (!match?.[1]) throw new Error(`no link in the mail to ${email}: ${mail.text}`);
    return new URL(match[1]);
  }
  throw new Error(`no mail to ${email} in ${outbox} (${files.length} files)`);
}

describe('hooks against the real server (PGlite)', () => {
  const user = {
    first_name: 'თამარ',
    last_name: 'ლომიძე',
    email: `tamar.${Date.now()}@example.com`,
    password1: 'integration-pass-1',
    password2: 'integration-pass-1',
  };
  // vitest.unit.setup clears localStorage after every test; the session carries over explicitly.
  let token: string | null = null;
  beforeEach(() => {
    if (token) tokenStore.set(token);
  });

  it('registers, is refused login until activated, activates through the mailed link, logs in and loads the profile', async () => {
    const started = Date.now();
    const { result } = renderWithClient(() => ({
      register: useRegister(),
      login: useLogin(),
      session: useProfile(),
    }));

    const registered = await act(() => result.current.register.mutateAsync(user));
    expect(registered.message).toBeTruthy();

    // Inactive until the activation link is followed: a typed 403 with the server's Georgian detail.
    const refused = await act(() =>
      result.current.login.mutateAsync({ email: user.email, password: user.password1 }).catch((e: unknown) => e),
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect((refused as ApiError).detail).toMatch(/გააქტიურებული/);
    expect(tokenStore.get()).toBeNull();

    const link = await activationLink(user.email);
    expect(link.pathname).toBe('/api/activate/');
    const activated = await fetch(`${baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(activated.status).toBe(303);
    expect(activated.headers.get('location')).toBe('/login?activated=1');

    expect(result.current.session.isSignedIn).toBe(false);
    await act(() => result.current.login.mutateAsync({ email: user.email, password: user.password1 }));
    token = tokenStore.get();
    expect(token).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(token);
    await waitFor(() => expect(result.current.session.profile?.email).toBe(user.email));
    expect(result.current.session.profile).toMatchObject({ first_name: user.first_name, last_name: user.last_name });
    timings.account = Date.now() - started;
  });

  it('updates the profile (multipart), keeping empty fields', async () => {
    expect(token).toBeTruthy();
    const { result } = renderWithClient(() => ({ update: useUpdateProfile(), session: useProfile() }));
    await waitFor(() => expect(result.current.session.profile?.first_name).toBe(user.first_name));
    await act(() => result.current.update.mutateAsync({ first_name: 'თამუნა', last_name: '' }));
    await waitFor(() => expect(result.current.session.profile?.first_name).toBe('თამუნა'));
    expect(result.current.session.profile?.last_name).toBe(user.last_name);
  });

  it('rotates the token, then logs out: the old token and the logged-out one are refused', async () => {
    expect(token).toBeTruthy();
    const old = token as string;
    const rotated = await refreshToken();
    expect(rotated.refresh_token).not.toBe(old);
    expect(tokenStore.get()).toBe(rotated.refresh_token);

    const client = testQueryClient();
    // The revoked token: 401, and the client forgets it.
    tokenStore.set(old);
    const stale = await client.fetchQuery(accountQueries.profile()).catch((e: unknown) => e);
    expect((stale as ApiError).status).toBe(401);
    expect(tokenStore.get()).toBeNull();

    tokenStore.set(rotated.refresh_token);
    const { result } = renderWithClient(() => ({ logout: useLogout(), session: useProfile() }), { client });
    await waitFor(() => expect(result.current.session.profile?.email).toBe(user.email));
    await act(() => result.current.logout.mutateAsync());
    expect(tokenStore.get()).toBeNull();
    expect(result.current.session.isSignedIn).toBe(false);
    await waitFor(() => expect(result.current.session.profile).toBeUndefined());

    tokenStore.set(rotated.refresh_token);
    const afterLogout = await client.fetchQuery(accountQueries.profile()).catch((e: unknown) => e);
    expect((afterLogout as ApiError).status).toBe(401);
    token = null;
  });
});

describe('public content through the hooks', () => {
  it('lists episodes of one category page by page (page_skip = items loaded) until a short page; a new filter starts again at 0', async () => {
    const started = Date.now();
    const client = testQueryClient();
    const categories = await client.fetchQuery(categoryQueries.list());
    const category = categories.items[0];
    if (!category) throw new Error('the seeded server has no category');
    // The whole category in one page, to compare the paginated walk against.
    const all = await client.fetchInfiniteQuery(episodeQueries.list({ category_id: category.id, limit: 100 }));
    const allIds = all.pages.flatMap((p) => p.items.map((e) => e.id));
    expect(allIds.length).toBeGreaterThan(4);

    const limit = 4;
    const initialProps: EpisodeFilters = { category_id: category.id, limit };
    const { result, rerender } = renderWithClient(
      (filters: EpisodeFilters) => useInfiniteQuery(episodeQueries.list(filters)),
      { client, initialProps },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    while (result.current.hasNextPage) {
      const loaded = result.current.data?.pages.length ?? 0;
      await act(() => result.current.fetchNextPage());
      await waitFor(() => expect(result.current.data?.pages.length).toBe(loaded + 1));
    }
    const pages = result.current.data?.pages ?? [];
    const pageParams = result.current.data?.pageParams ?? [];
    expect(pages.length).toBe(Math.floor(allIds.length / limit) + 1);
    expect(pageParams).toEqual(pages.map((_, i) => i * limit));
    for (const page of pages.slice(0, -1)) expect(page.items).toHaveLength(limit);
    expect(pages.at(-1)?.items.length).toBeLessThan(limit);
    const walked = pages.flatMap((p) => p.items);
    expect(walked.map((e) => e.id)).toEqual(allIds);
    for (const episode of walked) expect(episode.category_id).toBe(category.id);

    // Another filter is another key: it starts again from page_skip 0 and only shows matching episodes.
    rerender({ category_id: category.id, limit, video_length_seconds: 1 });
    await waitFor(() => expect(result.current.data?.pageParams).toEqual([0]));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const short = result.current.data?.pages[0]?.items ?? [];
    expect(short.length).toBeGreaterThan(0);
    for (const episode of short) {
      expect(episode.category_id).toBe(category.id);
      expect(episode.video_length_seconds).toBeLessThan(600);
    }

    // The detail of a listed episode.
    const first = walked[0];
    if (!first) throw new Error('no episode');
    const detail = await client.fetchQuery(episodeQueries.detail(first.id));
    expect(detail).toMatchObject({ id: first.id, title: first.title });
    timings.episodes = Date.now() - started;
  });

  it('searches in Georgian through the search factory and the suggestions hook', async () => {
    const started = Date.now();
    const client = testQueryClient();
    // A topic in a title: only the matching episodes.
    const topic = await client.fetchInfiniteQuery(episodeQueries.search('ხელოვნური ინტელექტი'));
    const topical = topic.pages[0]?.result ?? [];
    expect(topical.length).toBeGreaterThan(0);
    for (const episode of topical) expect(episode.title).toMatch(/ხელოვნური ინტელექტი/);

    // A word of every description: paged by page_skip like the lists.
    const { result } = renderWithClient(() => useInfiniteQuery(episodeQueries.search('მსმენელების', { limit: 5 })), {
      client,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data?.pages[0];
    expect(first?.q).toBe('მსმენელების');
    expect(first?.result.length).toBe(5);
    expect(first?.count).toBeGreaterThan(5);
    for (const episode of first?.result ?? []) expect(episode.content).toMatch(/მსმენელების/);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pageParams).toEqual([0, 5]));
    expect(result.current.data?.pages[1]?.result).toHaveLength(5);
    const ids = result.current.data?.pages.flatMap((p) => p.result.map((e) => e.id)) ?? [];
    expect(new Set(ids).size).toBe(10);

    const suggestions = renderWithClient(() => useSearchSuggestions('ინტელ'), { client });
    await waitFor(() => expect(suggestions.result.current.suggestions.length).toBeGreaterThan(0));
    for (const episode of suggestions.result.current.suggestions) {
      expect(`${episode.title} ${episode.content}`).toMatch(/ინტელ/);
    }
    timings.search = Date.now() - started;
  });

  it('loads categories, podcasters, menus, nav bar, blocks, author blocks and static pages', async () => {
    const started = Date.now();
    const client = testQueryClient();
    const [categories, menus, navBar, blocks, authorBlocks, staticPages] = await Promise.all([
      client.fetchQuery(categoryQueries.list()),
      client.fetchQuery(navigationQueries.menus()),
      client.fetchQuery(navigationQueries.navBar()),
      client.fetchQuery(navigationQueries.blocks()),
      client.fetchQuery(navigationQueries.authorBlocks()),
      client.fetchQuery(navigationQueries.staticPages()),
    ]);
    expect(categories.items.map((c) => c.title)).toContain('ტექნოლოგიები');
    const category = categories.items[0];
    if (!category) throw new Error('no category');
    expect(await client.fetchQuery(categoryQueries.detail(category.id))).toMatchObject({ id: category.id });
    expect(menus.items.map((m) => m.title)).toContain('პოდკასტები');
    expect(navBar.items.length).toBeGreaterThan(0);
    expect(blocks.items.length).toBeGreaterThan(0);
    expect(authorBlocks.items.length).toBeGreaterThan(0);
    const page = staticPages[0];
    if (!page) throw new Error('no static page');
    expect(await client.fetchQuery(navigationQueries.staticPage(page.id))).toMatchObject({ id: page.id });

    const podcasters = await client.fetchInfiniteQuery(podcasterQueries.list());
    const podcaster = podcasters.pages[0]?.items[0];
    if (!podcaster) throw new Error('no podcaster');
    expect(await client.fetchQuery(podcasterQueries.detail(podcaster.id))).toMatchObject({ id: podcaster.id });
    timings.content = Date.now() - started;
  });
});
