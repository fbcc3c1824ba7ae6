/**
 * The hooks against the REAL server: apps/server started in-process on an embedded PGlite
 * database in a fresh DATA_DIR (demo content seeded on start), listening on a loopback port.
 * Every call goes through the hooks' own fetch client over HTTP; nothing is mocked.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Episode, SignalResponse } from '@podcast/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { bookmarkQueries, useBookmarkToggle } from './bookmarks';
import { categoryQueries } from './categories';
import {
  channelQueries,
  useDeleteChannel,
  useDeleteEpisode,
  useRegisterChannel,
  useUpdateChannel,
  useUpdateEpisode,
} from './channel';
import { ApiError, configureClient, tokenStore } from './client';
import { type EpisodeFilters, episodeQueries, useSearchSuggestions } from './episodes';
import { historyQueries, useClearHistory, usePodcastSignal, useResumePosition, useSaveStopTime } from './history';
import { navigationQueries } from './navigation';
import { notificationQueries, useDeleteNotification } from './notifications';
import { SIGNAL_INTERVAL_MS, usePlaybackSignals } from './playback';
import { podcasterQueries } from './podcasters';
import { ratingStorageKey, useRating } from './rating';
import { statisticsQueries } from './statistics';
import { useSubscribeToggle } from './subscriptions';
import { eventually, renderWithClient, testQueryClient } from './test-utils';
import { CHUNK_SIZE, receivedChunks, useEpisodeUpload } from './upload';

const START_TIMEOUT = 180_000;

// jsdom's globals bring their own typed arrays, so a Node Buffer is no `Uint8Array` here and the
// in-process server's content sniffing (file-type) would refuse every uploaded image. Node's, as in production.
vi.stubGlobal('Uint8Array', Object.getPrototypeOf(Buffer.prototype).constructor);

let app: App;
let dataDir: string;
let baseUrl: string;
const timings: Record<string, number> = {};
/** The server's clock of listening signals and statistics (config.now): the tests move it by hand. */
let clock = Date.now();
const realFetch: typeof fetch = (...args) => globalThis.fetch(...args);

beforeAll(async () => {
  const started = Date.now();
  dataDir = await mkdtemp(join(tmpdir(), 'podcast-hooks-integration-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, PUBLIC_URL: 'http://podcast.test', WEB_DIST: join(dataDir, 'no-web') },
    { logLevel: 'warn', publicCacheMs: 0, authRateLimit: 1000, now: () => new Date(clock) },
  );
  // No `database`: the app opens its own PGlite under DATA_DIR/db and seeds the demo content.
  app = await buildApp({ config, logger: { level: 'error' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error(`server did not listen on a port: ${address}`);
  baseUrl = `http://127.0.0.1:${address.port}`;
  configureClient({ baseUrl });
  timings.start = Date.now() - started;
}, START_TIMEOUT);

afterAll(async () => {
  configureClient({ baseUrl: '', fetch: realFetch });
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

/** Registers through the hooks, follows the mailed activation link and logs in: the new user's token. */
async function signUp(first_name: string, last_name: string, email: string): Promise<string> {
  const password = 'integration-pass-1';
  const { result, unmount } = renderWithClient(() => ({ register: useRegister(), login: useLogin() }));
  await act(() =>
    result.current.register.mutateAsync({ first_name, last_name, email, password1: password, password2: password }),
  );
  const link = await activationLink(email);
  // The mail links to the web page /activate/, which calls the API with the same token.
  const activated = await fetch(`${baseUrl}/api/activate/${link.search}`, { redirect: 'manual' });
  if (activated.status !== 200) throw new Error(`activation failed: ${activated.status}`);
  await act(() => result.current.login.mutateAsync({ email, password }));
  const token = tokenStore.get();
  unmount();
  if (!token) throw new Error('no token after login');
  return token;
}

const fixture = (name: string) => readFile(join(import.meta.dirname, '../../../apps/server/test/fixtures', name));

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
    expect(link.pathname).toBe('/activate/');
    const activated = await fetch(`${baseUrl}/api/activate/${link.search}`, { redirect: 'manual' });
    expect(activated.status).toBe(200);

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

    // A word of many descriptions ("we will talk"): paged by page_skip like the lists.
    const { result } = renderWithClient(() => useInfiniteQuery(episodeQueries.search('ვისაუბრებთ', { limit: 5 })), {
      client,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data?.pages[0];
    expect(first?.q).toBe('ვისაუბრებთ');
    expect(first?.result.length).toBe(5);
    expect(first?.count).toBeGreaterThan(5);
    for (const episode of first?.result ?? []) expect(episode.content).toMatch(/ვისაუბრებთ/);
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

describe('listening and publishing through the hooks', () => {
  const stamp = Date.now();
  const podcaster = { token: '', id: 0, email: `levan.${stamp}@example.com` };
  const listener = { token: '', email: `mariam.${stamp}@example.com` };
  const channelName = `ქართული ხმები ${stamp}`;
  /** ~3 000 Georgian characters: 27 kB percent-encoded, more than a request line may hold. */
  const description = `<p>${'ქართული პოდკასტი ისტორიასა და კულტურაზე, ყოველ კვირას ახალი საუბრით. '.repeat(40)}</p>`;
  let episode: Episode | undefined;
  let media: Buffer;
  const as = (user: { token: string }) => tokenStore.set(user.token);

  beforeAll(async () => {
    podcaster.token = await signUp('ლევან', 'გელაშვილი', podcaster.email);
    listener.token = await signUp('მარიამ', 'ჯაფარიძე', listener.email);
    tokenStore.clear();
    // A real MP3 of 100 × the 2-second fixture (raw MPEG frames, so copies in a row are one stream): 4 chunks.
    const tone = await fixture('tone.mp3');
    media = Buffer.concat(Array.from({ length: 100 }, () => tone));
  }, START_TIMEOUT);

  it('a podcaster registers a channel (multipart, long Georgian description, cover) and it is public', async () => {
    const started = Date.now();
    as(podcaster);
    const { result } = renderWithClient(() => ({ register: useRegisterChannel(), session: useProfile() }));
    await waitFor(() => expect(result.current.session.profile?.channel).toBeNull());
    const cover = new File([new Uint8Array(await fixture('cover.jpg'))], 'ყდა.jpg', { type: 'image/jpeg' });
    const answer = await act(() =>
      result.current.register.mutateAsync({ channel: channelName, channel_description: description, image: cover }),
    );
    podcaster.id = answer.podcaster.id;
    expect(answer.podcaster).toMatchObject({ channel: channelName, episode_count: 0, first_name: 'ლევან' });
    expect(answer.podcaster.channel_description).toContain('ყოველ კვირას ახალი საუბრით');
    expect(answer.podcaster.image).toBeTruthy();
    await waitFor(() => expect(result.current.session.profile?.channel).toBe(channelName));

    const client = testQueryClient();
    expect(await client.fetchQuery(podcasterQueries.detail(podcaster.id))).toMatchObject({
      id: podcaster.id,
      channel: channelName,
      subscribers_count: 0,
    });
    timings.channel = Date.now() - started;
  });

  it('a listener subscribes (the profile shows it), unsubscribes, subscribes again, and rates the channel', async () => {
    as(listener);
    const target = { channel_id: podcaster.id, channel_name: channelName, alias: 'kartuli-khmebi' };
    const { result } = renderWithClient(() => ({
      subscribe: useSubscribeToggle(),
      rating: useRating(podcaster.id),
      session: useProfile(),
      channel: useQuery(podcasterQueries.detail(podcaster.id)),
    }));
    await waitFor(() => expect(result.current.session.profile?.email).toBe(listener.email));
    expect(result.current.subscribe.isSubscribed(podcaster.id)).toBe(false);

    const subscribed = await act(() => result.current.subscribe.toggle(target));
    expect(subscribed).toMatchObject({ subscribed: true, subscribers_count: 1 });
    await waitFor(() =>
      expect(result.current.session.profile?.subscribed_channels.map((c) => c.id)).toContain(podcaster.id),
    );
    expect(result.current.session.profile?.subscribed_channels.find((c) => c.id === podcaster.id)).toMatchObject({
      channel: channelName,
      episode_count: 0,
    });
    await waitFor(() => expect(result.current.channel.data?.subscribers_count).toBe(1));

    const unsubscribed = await act(() => result.current.subscribe.toggle(target));
    expect(unsubscribed).toMatchObject({ subscribed: false, subscribers_count: 0 });
    await waitFor(() => expect(result.current.subscribe.isSubscribed(podcaster.id)).toBe(false));
    await waitFor(() => expect(result.current.channel.data?.subscribers_count).toBe(0));
    await act(() => result.current.subscribe.toggle(target));
    await waitFor(() => expect(result.current.subscribe.isSubscribed(podcaster.id)).toBe(true));

    const rated = await act(() => result.current.rating.rate(4));
    expect(rated).toMatchObject({ rating: 4, average_rating: 4, ratings_count: 1 });
    expect(localStorage.getItem(ratingStorageKey(podcaster.id))).toBe('4');
    await waitFor(() => expect(result.current.channel.data?.average_rating).toBe(4));

    // The server refuses what the spec does not allow: rating one's own channel.
    as(podcaster);
    const own = await act(() => result.current.rating.rate(5).catch((e: unknown) => e));
    expect(own).toMatchObject({ status: 403 });
  });

  it('the podcaster uploads a real MP3 in parallel chunks, resumes after a failed chunk from the server’s list, and publishes it', async () => {
    const started = Date.now();
    as(podcaster);
    const client = testQueryClient();
    const category = (await client.fetchQuery(categoryQueries.list())).items[1];
    if (!category) throw new Error('no category');
    const file = new File([new Uint8Array(media)], 'ახალი ეპიზოდი.mp3', { type: 'audio/mpeg' });
    expect(Math.ceil(file.size / CHUNK_SIZE)).toBe(4);

    // The network as the hooks see it: how many chunks fly at once, and the last chunk's first try fails.
    let inFlight = 0;
    let peak = 0;
    const sent: number[] = [];
    let failLast = true;
    configureClient({
      fetch: async (input, init) => {
        const match = /\/api\/upload-podcast\/\d+\/(\d+)\//.exec(String(input));
        if (!match || init?.method !== 'POST') return realFetch(input, init);
        const index = Number(match[1]);
        sent.push(index);
        if (index === 3 && failLast) {
          failLast = false;
          throw new TypeError('network connection lost');
        }
        inFlight++;
        peak = Math.max(peak, inFlight);
        try {
          return await realFetch(input, init);
        } finally {
          inFlight--;
        }
      },
    });
    try {
      const first = renderWithClient(() => useEpisodeUpload({ concurrency: 3, attempts: 1 }), { client });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failed = await act(() =>
        first.result.current
          .upload({ title: 'ხმები ისტორიიდან', content: '<p>პირველი ეპიზოდი</p>', category_id: category.id, file })
          .catch((e: unknown) => e),
      );
      logged.mockRestore();
      expect(failed).toMatchObject({ status: 0, detail: 'network connection lost' });
      await waitFor(() => expect(first.result.current.canResume).toBe(true));
      expect(peak).toBe(3);
      await waitFor(() => expect(inFlight).toBe(0));
      await waitFor(() => expect(first.result.current.progress).toBe(75));

      // A later visit: the draft is listed with its status, and the server says which chunk is missing.
      const drafts = await client.fetchInfiniteQuery(channelQueries.addedPodcasts({ include_drafts: true }));
      const draft = drafts.pages[0]?.items[0];
      expect(draft).toMatchObject({ title: 'ხმები ისტორიიდან', status: 'uploading', file: null });
      if (!draft) throw new Error('no draft');
      expect((await receivedChunks(draft.id, file)).missing).toEqual([3]);
      expect(await client.fetchInfiniteQuery(channelQueries.addedPodcasts())).toMatchObject({
        pages: [{ items: [], count: 0 }],
      });

      sent.length = 0;
      const later = renderWithClient(() => useEpisodeUpload({ concurrency: 3 }), { client });
      const published = await act(() => later.result.current.upload({ podcastId: draft.id, file }));
      expect(sent).toEqual([3]);
      await waitFor(() => expect(later.result.current.progress).toBe(100));
      expect(published).toMatchObject({
        id: draft.id,
        message: 'აქტიურია',
        podcast: { status: 'ready', extention_type: 'mp3', file_size: media.length, category_id: category.id },
      });
      // 100 copies of a tone of 2 s and a few MP3 frames.
      expect(published.podcast.video_length_seconds).toBeGreaterThanOrEqual(200);
      expect(published.podcast.video_length_seconds).toBeLessThan(210);
      episode = published.podcast;
    } finally {
      configureClient({ fetch: realFetch });
    }

    // The file the server assembled is the file that was sent, byte for byte.
    const served = await fetch(`${baseUrl}/media/${episode?.file}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(media)).toBe(true);

    // Listed for its owner and for everybody.
    const own = await client.fetchInfiniteQuery(channelQueries.addedPodcasts());
    expect(own.pages[0]?.items.map((e) => e.id)).toEqual([episode?.id]);
    const listed = await client.fetchInfiniteQuery(episodeQueries.list({ created_by_id: podcaster.id }));
    expect(listed.pages[0]?.items.map((e) => e.id)).toEqual([episode?.id]);
    expect(await client.fetchQuery(episodeQueries.detail(episode?.id ?? 0))).toMatchObject({
      title: 'ხმები ისტორიიდან',
      created_by: { channel: channelName },
    });
    timings.upload = Date.now() - started;
  });

  it('the subscriber is notified of the new episode', async () => {
    as(listener);
    const client = testQueryClient();
    const notifications = await client.fetchInfiniteQuery(notificationQueries.list());
    const first = notifications.pages[0]?.items[0];
    expect(first?.podcast).toEqual({ id: episode?.id, alias: episode?.alias });
    expect(first?.message).toContain(channelName);
    expect(first?.message).toContain('ხმები ისტორიიდან');

    // Deleting it (DELETE with not_id in the body) empties the list.
    const { result } = renderWithClient(
      () => ({ list: useInfiniteQuery(notificationQueries.list()), remove: useDeleteNotification() }),
      { client },
    );
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items).toHaveLength(1));
    await act(() => result.current.remove.mutateAsync(first?.id ?? 0));
    await waitFor(() => expect(result.current.list.data?.pages[0]?.items).toEqual([]));
  });

  it('the listener saves the episode, plays it (signals against the server clock), resumes where they stopped, and sees history and statistics', async () => {
    const started = Date.now();
    as(listener);
    const id = episode?.id ?? 0;
    expect(id).toBeGreaterThan(0);

    // Saving toggles.
    const saver = renderWithClient(() => useBookmarkToggle());
    await waitFor(() => expect(saver.result.current.bookmarks.data?.count).toBe(0));
    await act(() => saver.result.current.toggle(episode as Episode));
    await waitFor(() => expect(saver.result.current.bookmarks.data?.items.map((b) => b.podcast_id)).toEqual([id]));
    expect(saver.result.current.bookmarks.data?.items[0]).toMatchObject({ id, podcast: { id, title: episode?.title } });
    await act(() => saver.result.current.toggle(id));
    await waitFor(() => expect(saver.result.current.bookmarks.data?.count).toBe(0));
    await act(() => saver.result.current.toggle(id));
    await waitFor(() => expect(saver.result.current.isSaved(id)).toBe(true));
    saver.unmount();

    // Never played: the server's 404 means "start at 0".
    const fresh = renderWithClient(() => useResumePosition(id));
    await waitFor(() => expect(fresh.result.current.isSuccess).toBe(true));
    expect(fresh.result.current).toMatchObject({ stopTime: 0, data: null, error: null });
    fresh.unmount();

    // Play: signals at start, every 30 s of the (fake) interval clock, and on pause; the server's clock moves with it.
    const answers: SignalResponse[] = [];
    configureClient({
      fetch: async (input, init) => {
        const response = await realFetch(input, init);
        if (String(input).includes('/api/get_podcast_signal/')) answers.push(await response.clone().json());
        return response;
      },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const player = { position: 0 };
      const { rerender } = renderWithClient(
        ({ playing }: { playing: boolean }) =>
          usePlaybackSignals({ podcastId: id, playing, getPosition: () => player.position }),
        { initialProps: { playing: false } },
      );
      rerender({ playing: true });
      await eventually(() => expect(answers).toHaveLength(1));
      for (let tick = 1; tick <= 3; tick++) {
        clock += SIGNAL_INTERVAL_MS;
        player.position += 30;
        act(() => vi.advanceTimersByTime(SIGNAL_INTERVAL_MS));
        await eventually(() => expect(answers).toHaveLength(tick + 1));
      }
      clock += 10_000;
      player.position += 10;
      rerender({ playing: false });
      await eventually(() => expect(answers).toHaveLength(5));
    } finally {
      vi.useRealTimers();
      configureClient({ fetch: realFetch });
    }
    expect(answers.map((a) => [a.stop_time, a.credited_seconds])).toEqual([
      [0, 0],
      [30, 30],
      [60, 30],
      [90, 30],
      [100, 10],
    ]);
    const length = episode?.video_length_seconds ?? 0;
    expect(answers.at(-1)).toMatchObject({ podcast_id: id, progress: Math.round((100 * 100) / length) });

    // A jump ahead earns no more than the clock allows.
    const signal = renderWithClient(() => usePodcastSignal());
    clock += 5_000;
    const jump = await act(() => signal.result.current.mutateAsync({ podcast_id: id, stop_time: 190 }));
    expect(jump).toMatchObject({ stop_time: 190, credited_seconds: 5 });

    // Resume, history and statistics.
    const client = testQueryClient();
    const { result } = renderWithClient(
      () => ({
        resume: useResumePosition(id),
        history: useQuery(historyQueries.list()),
        last: useQuery(historyQueries.lastListened()),
        total: useQuery(statisticsQueries.totalWatchTime()),
        top: useQuery(statisticsQueries.topPodcasts()),
        byDay: useQuery(statisticsQueries.byDay()),
        month: useQuery(statisticsQueries.lastMonth()),
        clear: useClearHistory(),
      }),
      { client },
    );
    await waitFor(() => expect(result.current.resume.stopTime).toBe(190));
    await waitFor(() =>
      expect(result.current.history.data?.items[0]).toMatchObject({ podcast_id: id, stop_time: 190 }),
    );
    expect(result.current.history.data?.items[0]?.progress).toBe(Math.round((190 * 100) / length));
    await waitFor(() => expect(result.current.last.data?.items[0]?.podcast_id).toBe(id));
    await waitFor(() => expect(result.current.total.data).toEqual({ formatted_time: '0:01:45', seconds: 105 }));
    await waitFor(() => expect(result.current.top.data?.items[0]).toMatchObject({ id, watch_time: 105 }));
    await waitFor(() => expect(result.current.byDay.isSuccess && result.current.month.isSuccess).toBe(true));
    const hours = Math.round((105 / 3600) * 10_000) / 10_000;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tbilisi' }).format(new Date(clock));
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tbilisi', weekday: 'long' }).format(
      new Date(clock),
    ) as keyof NonNullable<typeof result.current.byDay.data>['time_by_day'];
    const day = result.current.byDay.data?.time_by_day[weekday];
    expect(day?.date).toBe(today);
    // The signals may straddle a slot boundary; the day's total is what they earned.
    expect(day?.total_hours).toBeCloseTo(hours, 3);
    const month = result.current.month.data?.time_by_day ?? {};
    expect(Object.keys(month)).toHaveLength(29);
    expect(Object.keys(month).at(-1)).toBe(today);
    expect(month[today]?.hours).toBeCloseTo(hours, 3);

    // Saving a position by history id moves the resume point without crediting time.
    const saver2 = renderWithClient(() => useSaveStopTime(), { client });
    const historyId = result.current.history.data?.items[0]?.id ?? 0;
    expect(await act(() => saver2.result.current.mutateAsync({ history_id: historyId, stop_time: 150.8 }))).toEqual({
      id: historyId,
      podcast_id: id,
      stop_time: 150,
      progress: Math.round((150 * 100) / length),
    });
    await waitFor(() => expect(result.current.resume.stopTime).toBe(150));
    await waitFor(() => expect(result.current.total.data?.seconds).toBe(105));

    // Clearing the history keeps the statistics.
    await act(() => result.current.clear.mutateAsync());
    await waitFor(() => expect(result.current.history.data?.count).toBe(0));
    await waitFor(() => expect(result.current.total.data?.seconds).toBe(105));
    timings.listening = Date.now() - started;
  });

  it('the podcaster edits the episode and the channel, then deletes both', async () => {
    as(podcaster);
    const id = episode?.id ?? 0;
    const client = testQueryClient();
    const categories = (await client.fetchQuery(categoryQueries.list())).items;
    const other = categories.find((c) => c.id !== episode?.category_id);
    if (!other) throw new Error('no other category');
    const { result } = renderWithClient(
      () => ({
        update: useUpdateEpisode(),
        updateChannel: useUpdateChannel(),
        remove: useDeleteEpisode(),
        removeChannel: useDeleteChannel(),
        detail: useQuery(episodeQueries.detail(id)),
        own: useInfiniteQuery(channelQueries.addedPodcasts()),
        session: useProfile(),
      }),
      { client },
    );
    await waitFor(() => expect(result.current.detail.data?.title).toBe('ხმები ისტორიიდან'));

    const edited = await act(() =>
      result.current.update.mutateAsync({ podcast_id: id, title: 'ხმები ძველი თბილისიდან', category_id: other.id }),
    );
    expect(edited).toMatchObject({ message: 'ინფორმაცია წარმატებით შეიცვალა', podcast: { id, category_id: other.id } });
    // Empty fields keep their values.
    expect(edited.podcast.content).toBe(episode?.content);
    await waitFor(() => expect(result.current.detail.data?.title).toBe('ხმები ძველი თბილისიდან'));
    expect(result.current.detail.data?.category?.id).toBe(other.id);

    await act(() => result.current.updateChannel.mutateAsync({ channel_description: '<p>ახალი აღწერა</p>' }));
    await waitFor(() => expect(result.current.session.profile?.channel_description).toBe('<p>ახალი აღწერა</p>'));
    expect(result.current.session.profile?.channel).toBe(channelName);

    await act(() => result.current.remove.mutateAsync(id));
    await waitFor(() => expect(result.current.own.data?.pages[0]?.items).toEqual([]));
    const gone = await client.fetchQuery({ ...episodeQueries.detail(id), staleTime: 0 }).catch((e: unknown) => e);
    expect(gone).toMatchObject({ status: 404 });

    // The listener's saved episodes lose it.
    as(listener);
    expect((await testQueryClient().fetchQuery(bookmarkQueries.list())).items).toEqual([]);

    as(podcaster);
    await act(() => result.current.removeChannel.mutateAsync());
    await waitFor(() => expect(result.current.session.profile?.channel).toBeNull());
    const channelGone = await testQueryClient()
      .fetchQuery(podcasterQueries.detail(podcaster.id))
      .catch((e: unknown) => e);
    expect(channelGone).toMatchObject({ status: 404 });
  });
});
