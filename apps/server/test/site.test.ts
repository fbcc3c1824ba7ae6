import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BlockList, type Episode, hrefs } from '@podcast/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

const SITE = 'http://podcast.test';
let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  // A stand-in for the built web app: the shell and the embed page.
  dist = await mkdtemp(join(tmpdir(), 'podcast-site-test-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>პოდკასტები</title><meta name="description" content="site"></head><body><div id="root"><main><!--shell-page--></main></div></body></html>',
  );
  // The build's manifest and route table: the episode screen shares one chunk with the entry and has one of its own.
  await mkdir(join(dist, '.vite'));
  await writeFile(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_lib.js': { file: 'assets/lib.js', css: ['assets/lib.css'] },
      'src/routes/episode/EpisodeScreen.tsx': {
        file: 'assets/EpisodeScreen.js',
        imports: ['_shared.js', '_lib.js'],
        css: ['assets/EpisodeScreen.css'],
      },
    }),
  );
  await writeFile(
    join(dist, '.vite/route-modules.json'),
    JSON.stringify({ episode: 'src/routes/episode/EpisodeScreen.tsx' }),
  );
  await writeFile(
    join(dist, 'embed.html'),
    '<!doctype html><html><head><title>ფლეერი</title></head><body><main id="embed"></main></body></html>',
  );
  // No answer cache: the tests change episodes and read them back at once.
  ctx = await createTestApp({ webDist: dist, publicCacheMs: 0 });
  // A fresh seeded database can take minutes on a shared, loaded machine.
}, 600_000);

afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

/** The parsed <head> of a served page. */
async function headOf(path: string) {
  const response = await ctx.app.inject(path);
  const document = parseDocument(response.body);
  const elements = (name: string) => DomUtils.getElementsByTagName(name, document);
  const meta = (key: string) =>
    elements('meta')
      .filter((m) => m.attribs.property === key || m.attribs.name === key)
      .map((m) => m.attribs.content);
  const link = (rel: string, type?: string) =>
    elements('link').filter((l) => l.attribs.rel === rel && (type === undefined || l.attribs.type === type));
  const jsonLd = elements('script')
    .filter((s) => s.attribs.type === 'application/ld+json')
    .map((s) => JSON.parse(DomUtils.textContent(s)) as Record<string, unknown>);
  const title = elements('title').map((t) => DomUtils.textContent(t));
  return { response, document, meta, link, jsonLd, title };
}

async function publishedEpisodes(query = '') {
  const response = await ctx.app.inject(`/api/podcasts/?limit=100${query}`);
  return response.json<{ items: Episode[] }>().items;
}

describe('episode and channel pages', () => {
  it('send an episode page with its title, description, canonical, Open Graph, player and JSON-LD', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const page = await headOf(hrefs.episode(episode));
    expect(page.response.statusCode).toBe(200);
    const url = `${SITE}${hrefs.episode(episode)}`;
    expect(page.title).toEqual([`${episode.title} — ${episode.created_by.channel}`]);
    expect(page.meta('description')).toHaveLength(1);
    expect(page.meta('description')[0]).not.toBe('site');
    expect(page.link('canonical').map((l) => l.attribs.href)).toEqual([url]);
    expect(page.meta('og:url')).toEqual([url]);
    expect(page.meta('og:title')).toEqual([episode.title]);
    expect(page.meta('og:audio')).toEqual([`${SITE}/media/${episode.file}`]);
    expect(page.meta('og:audio:type')).toEqual([`audio/${episode.extention_type === 'mp3' ? 'mpeg' : 'wav'}`]);
    expect(page.meta('og:image')).toEqual([`${SITE}/media/${episode.image.url}`]);

    const embed = `${SITE}/embed${hrefs.episode(episode)}`;
    expect(page.meta('twitter:card')).toEqual(['player']);
    expect(page.meta('twitter:player')).toEqual([embed]);
    expect(Number(page.meta('twitter:player:width')[0])).toBeGreaterThan(0);
    expect(Number(page.meta('twitter:player:height')[0])).toBeGreaterThan(0);

    const [oembed] = page.link('alternate', 'application/json+oembed');
    const oembedUrl = new URL(oembed?.attribs.href ?? '');
    expect(`${oembedUrl.origin}${oembedUrl.pathname}`).toBe(`${SITE}/api/oembed`);
    expect(oembedUrl.searchParams.get('url')).toBe(url);
    const answer = await ctx.app.inject(`${oembedUrl.pathname}${oembedUrl.search}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ version: '1.0', type: 'rich', title: episode.title });

    expect(page.jsonLd).toHaveLength(1);
    const ld = page.jsonLd[0] ?? {};
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      url,
      name: episode.title,
      datePublished: episode.published,
      associatedMedia: { '@type': 'MediaObject', contentUrl: `${SITE}/media/${episode.file}` },
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: episode.created_by.channel,
        url: `${SITE}${hrefs.channel(episode.created_by)}`,
        webFeed: `${SITE}/api/podcaster/${episode.created_by.id}/rss`,
      },
    });
    const seconds = episode.video_length_seconds;
    const iso = `PT${Math.floor(seconds / 3600) ? `${Math.floor(seconds / 3600)}H` : ''}${
      Math.floor((seconds % 3600) / 60) ? `${Math.floor((seconds % 3600) / 60)}M` : ''
    }${seconds % 60 ? `${seconds % 60}S` : ''}`;
    expect(ld.duration).toBe(iso);
    expect(ld.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  });

  it('gives a video episode og:video with its type and a video oEmbed', async () => {
    const video = (await publishedEpisodes()).find((e) => e.extention_type === 'mp4');
    if (!video) throw new Error('the demo seed has no video episode');
    const page = await headOf(hrefs.episode(video));
    expect(page.meta('og:video')).toEqual([`${SITE}/media/${video.file}`]);
    expect(page.meta('og:video:type')).toEqual(['video/mp4']);
    expect(page.meta('og:audio')).toEqual([]);
    const oembed = await ctx.app.inject({ url: '/api/oembed', query: { url: `${SITE}${hrefs.episode(video)}` } });
    const body = oembed.json<{ type: string; width: number; height: number }>();
    expect(body.type).toBe('video');
    expect(body.height).toBeLessThan(body.width);
  });

  it('sends a channel page with its RSS link, player and PodcastSeries with webFeed', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const channel = episode.created_by;
    const page = await headOf(hrefs.channel(channel));
    expect(page.response.statusCode).toBe(200);
    const url = `${SITE}${hrefs.channel(channel)}`;
    const feed = `${SITE}/api/podcaster/${channel.id}/rss`;
    expect(page.title).toEqual([`${channel.channel} — პოდკასტები`]);
    expect(page.link('canonical').map((l) => l.attribs.href)).toEqual([url]);
    expect(page.link('alternate', 'application/rss+xml').map((l) => l.attribs.href)).toEqual([feed]);
    expect(page.meta('og:title')).toEqual([channel.channel]);
    // The channel's player is its newest episode.
    const [newest] = await publishedEpisodes(`&created_by_id=${channel.id}`);
    expect(page.meta('twitter:player')).toEqual([`${SITE}/embed${hrefs.episode(newest ?? episode)}`]);
    const [oembed] = page.link('alternate', 'application/json+oembed');
    expect(new URL(oembed?.attribs.href ?? '').searchParams.get('url')).toBe(url);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'PodcastSeries', name: channel.channel, url, webFeed: feed }),
    ]);
    expect((await ctx.app.inject(feed.slice(SITE.length))).statusCode).toBe(200);
  });

  it('escapes titles in the HTML, the attributes and the JSON-LD', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const title = `</script><script>alert("x")</script> & 'ციტატა' $& <!--`;
    const rename = (to: string) =>
      ctx.database.db.updateTable('episodes').set({ title: to }).where('id', '=', episode.id).execute();
    await rename(title);
    try {
      const page = await headOf(hrefs.episode(episode));
      expect(page.title).toEqual([`${title} — ${episode.created_by.channel}`]);
      expect(page.meta('og:title')).toEqual([title]);
      expect(page.jsonLd[0]?.name).toBe(title);
      expect(page.response.body).not.toContain('<script>alert');
      // Two scripts in the page, both data (the JSON-LD and the first view's preloads), whose text has no markup.
      const scripts = DomUtils.getElementsByTagName('script', page.document);
      expect(scripts.map((script) => script.attribs.type)).toEqual(['application/ld+json', 'application/json']);
      for (const script of scripts) expect(DomUtils.textContent(script)).not.toMatch(/[<>]/);
    } finally {
      await rename(episode.title);
    }
  });

  it('answers 404 for unknown episode and channel ids', async () => {
    for (const path of ['/podcast/999999-missing/', '/podcaster/999999-missing/']) {
      const page = await headOf(path);
      expect(page.response.statusCode, path).toBe(404);
      expect(page.jsonLd).toEqual([]);
    }
  });
});

describe('static shell', () => {
  const byClass = (document: ReturnType<typeof parseDocument>, name: string) =>
    DomUtils.findAll((element) => element.attribs.class === name, document.children);
  /** What the app's loader preloads after the shell's first paint (`#first-view`, ADR 008). */
  const firstView = (page: Awaited<ReturnType<typeof headOf>>) => {
    const [data] = DomUtils.findAll((element) => element.attribs.id === 'first-view', page.document.children);
    return data
      ? (JSON.parse(DomUtils.textContent(data)) as { modules: string[]; styles: string[]; fetches: string[] })
      : null;
  };

  it('writes the episode’s title into the shell and preloads its screen’s own chunks and its first API call', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const page = await headOf(hrefs.episode(episode));
    const headings = DomUtils.getElementsByTagName('h1', page.document).map((h) => DomUtils.textContent(h));
    expect(headings).toEqual([episode.title]);
    expect(byClass(page.document, 'shell-meta').map((p) => DomUtils.textContent(p))).toEqual([
      episode.created_by.channel,
    ]);
    // The entry's own imports are the loader's already: only the screen's chunks are added.
    expect(firstView(page)).toEqual({
      modules: ['/assets/EpisodeScreen.js', '/assets/lib.js'],
      styles: ['/assets/EpisodeScreen.css', '/assets/lib.css'],
      fetches: [`/api/podcast/${episode.id}/`],
    });
  });

  it('shows the channel’s picture (eager, high priority, the thumbnail the app shows) and name', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const channel = episode.created_by;
    const page = await headOf(hrefs.channel(channel));
    const [cover] = byClass(page.document, 'shell-cover');
    expect(channel.image).toBeTruthy();
    expect(cover?.attribs).toMatchObject({ src: `/media/_thumb/${channel.image}`, alt: '', fetchpriority: 'high' });
    expect(cover?.attribs.loading).toBeUndefined();
    expect(DomUtils.getElementsByTagName('h1', page.document).map((h) => DomUtils.textContent(h))).toEqual([
      channel.channel,
    ]);
    expect(firstView(page)?.fetches).toEqual([`/api/podcaster/${channel.id}`]);
  });

  it('shows the home screen’s first shelf with its covers, and preloads the home screen’s API calls', async () => {
    const page = await headOf('/');
    const blocks = (await ctx.app.inject('/api/blocks/')).json<BlockList>().items.filter((b) => b.podcasts.length);
    const [first] = blocks;
    if (!first) throw new Error('the demo seed has no home block');
    expect(DomUtils.getElementsByTagName('h2', page.document).map((h) => DomUtils.textContent(h))).toEqual([
      first.show_name,
    ]);
    const covers = byClass(page.document, 'shell-tile-cover');
    expect(covers.length).toBe(Math.min(6, first.podcasts.length));
    expect(covers[0]?.attribs.src).toBe(`/media/_thumb/${first.podcasts[0]?.image.url}`);
    expect(firstView(page)?.fetches).toEqual(['/api/nav_bar/', '/api/blocks/', '/api/author-blocks/']);
  });

  it('leaves the shell without a page part and without preloads on a 404', async () => {
    const page = await headOf('/podcast/999999-missing/');
    expect(page.response.statusCode).toBe(404);
    expect(page.response.body).toContain('<main></main>');
    expect(firstView(page)).toBeNull();
  });
});

describe('embeddable player', () => {
  it('serves the embed page of an episode, allowed in any site’s iframe', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const response = await ctx.app.inject(`/embed${hrefs.episode(episode)}?t=30`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).toMatch(/frame-ancestors \*/);
    const document = parseDocument(response.body);
    const data = DomUtils.getElementsByTagName('script', document).find((s) => s.attribs.id === 'embed-data');
    expect(JSON.parse(DomUtils.textContent(data ?? document))).toEqual({
      id: episode.id,
      title: episode.title,
      channel: episode.created_by.channel,
      url: `${SITE}${hrefs.episode(episode)}`,
      channelUrl: `${SITE}${hrefs.channel(episode.created_by)}`,
      src: `${SITE}/media/${episode.file}?podcast_id=${episode.id}`,
      video: false,
      image: `${SITE}/media/${episode.image.url}`,
      duration: episode.video_length_seconds,
    });
    const canonical = DomUtils.getElementsByTagName('link', document).find((l) => l.attribs.rel === 'canonical');
    expect(canonical?.attribs.href).toBe(`${SITE}${hrefs.episode(episode)}`);

    // Every other page keeps the frame protection.
    const page = await ctx.app.inject(hrefs.episode(episode));
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(page.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
  });

  it('answers 404 for an unknown or unpublished episode', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    expect((await ctx.app.inject('/embed/podcast/999999-missing/')).statusCode).toBe(404);
    expect((await ctx.app.inject('/embed/podcast/not-a-slug/')).statusCode).toBe(404);
    await ctx.database.db.updateTable('episodes').set({ is_published: false }).where('id', '=', episode.id).execute();
    try {
      expect((await ctx.app.inject(`/embed${hrefs.episode(episode)}`)).statusCode).toBe(404);
    } finally {
      await ctx.database.db.updateTable('episodes').set({ is_published: true }).where('id', '=', episode.id).execute();
    }
  });
});

describe('oEmbed', () => {
  const oembed = (query: Record<string, string>) => ctx.app.inject({ url: '/api/oembed', query });

  it('answers an iframe of the embed page with title, author and thumbnail', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const response = await oembed({ url: `${SITE}${hrefs.episode(episode, { t: 754 })}`, format: 'json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'პოდკასტები',
      provider_url: `${SITE}/`,
      title: episode.title,
      author_name: episode.created_by.channel,
      author_url: `${SITE}${hrefs.channel(episode.created_by)}`,
      thumbnail_url: `${SITE}/media/${episode.image.url}`,
    });
    const iframes = DomUtils.getElementsByTagName('iframe', parseDocument(String(body.html)));
    expect(iframes).toHaveLength(1);
    const iframe = iframes[0]?.attribs ?? {};
    // The moment of the shared link comes along.
    expect(iframe.src).toBe(`${SITE}/embed${hrefs.episode(episode, { t: 754 })}`);
    expect(Number(iframe.width)).toBe(body.width);
    expect(Number(iframe.height)).toBe(body.height);
    expect(iframe.title).toBe(episode.title);
    expect((await ctx.app.inject(new URL(iframe.src ?? '').pathname)).statusCode).toBe(200);

    const narrow = (await oembed({ url: `${SITE}${hrefs.episode(episode)}`, maxwidth: '320' })).json();
    expect(narrow.width).toBe(320);
  });

  it('answers for a channel page with its newest episode', async () => {
    const [episode] = await publishedEpisodes();
    if (!episode) throw new Error('the demo seed has no episode');
    const response = await oembed({ url: `${SITE}${hrefs.channel(episode.created_by)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: episode.created_by.channel });
  });

  it('validates its input with Georgian answers', async () => {
    const missing = await ctx.app.inject('/api/oembed');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/[ა-ჰ]/);
    const invalid = await oembed({ url: 'not a url' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toBe('მისამართი არასწორია');
    const xml = await oembed({ url: `${SITE}/`, format: 'xml' });
    expect(xml.statusCode).toBe(501);
    expect(xml.json().detail).toMatch(/JSON/);
    for (const url of [
      'https://elsewhere.example/podcast/1-x/',
      `${SITE}/podcast/999999-missing/`,
      `${SITE}/podcastpage/`,
      `${SITE}/no/such/page`,
    ]) {
      const response = await oembed({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail, url).toMatch(/[ა-ჰ]/);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the API and the private pages, and names the sitemap', async () => {
    const response = await ctx.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/profile', '/settings', '/history', '/statics', '/messages/', '/saved/']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('lists every public page with an absolute address and lastmod, each answering 200', async () => {
    const response = await ctx.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(response.body) as {
      urlset: { url: { loc: string; lastmod?: string }[] };
    };
    const entries = parsed.urlset.url;
    const locs = entries.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/podcastpage/`, `${SITE}/popular-posts/`, `${SITE}/CategoryPage/`]),
    );

    const episodes = await ctx.database.db
      .selectFrom('episodes')
      .select(['id', 'alias', 'published_at'])
      .where('status', '=', 'ready')
      .where('is_published', '=', true)
      .execute();
    expect(episodes.length).toBeGreaterThan(100);
    const categories = (await ctx.app.inject('/api/categories/')).json<{ items: { id: number; alias: string }[] }>()
      .items;
    const channels = await ctx.database.db.selectFrom('channels').select(['user_id as id', 'alias']).execute();
    for (const e of episodes) expect(locs).toContain(`${SITE}${hrefs.episode(e)}`);
    for (const c of categories) expect(locs).toContain(`${SITE}${hrefs.category(c)}`);
    for (const c of channels) expect(locs).toContain(`${SITE}${hrefs.channel(c)}`);
    expect(locs.filter((loc) => loc.includes('/podcast/'))).toHaveLength(episodes.length);

    const episode = episodes[0];
    const entry = entries.find((u) => episode && u.loc === `${SITE}${hrefs.episode(episode)}`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(entry?.lastmod ?? '')).toBeGreaterThanOrEqual(
      new Date(episode?.published_at ?? 0).getTime() - 1000,
    );

    for (const loc of locs) {
      expect((await ctx.app.inject(loc.slice(SITE.length))).statusCode, loc).toBe(200);
    }
  });
});

describe('a sitemap index past SITEMAP_URLS', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({ sitemapUrls: 20 });
  });
  afterAll(() => small?.close());

  const parse = (xml: string) =>
    new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' }).parse(xml) as {
      sitemapindex?: { sitemap: { loc: string }[] };
      urlset?: { url?: { loc: string; lastmod?: string }[] };
    };

  it('names files of at most that many addresses, which together hold every public page once', async () => {
    const index = await small.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(index.body)).toBe(true);
    const files = parse(index.body).sitemapindex?.sitemap.map((s) => s.loc) ?? [];
    expect(files[0]).toBe(`${SITE}/sitemaps/pages.xml`);
    expect(files).toContain(`${SITE}/sitemaps/channels-1.xml`);

    const locs: string[] = [];
    const byFile = new Map<string, string[]>();
    for (const file of files) {
      const response = await small.app.inject(file.slice(SITE.length));
      expect(response.statusCode, file).toBe(200);
      expect(XMLValidator.validate(response.body)).toBe(true);
      const urls = (parse(response.body).urlset?.url ?? []).map((u) => u.loc);
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length, file).toBeLessThanOrEqual(20);
      byFile.set(file, urls);
      locs.push(...urls);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/podcastpage/`, `${SITE}/CategoryPage/`]));

    const episodes = await small.database.db
      .selectFrom('episodes')
      .select(['id', 'alias'])
      .where('status', '=', 'ready')
      .where('is_published', '=', true)
      .orderBy('id')
      .execute();
    const channels = await small.database.db.selectFrom('channels').select(['user_id as id', 'alias']).execute();
    const categories = await small.database.db.selectFrom('categories').select(['id', 'alias']).execute();
    expect(episodes.length).toBeGreaterThan(100);
    for (const c of categories) expect(locs).toContain(`${SITE}${hrefs.category(c)}`);
    for (const c of channels) expect(locs).toContain(`${SITE}${hrefs.channel(c)}`);
    expect(locs.filter((loc) => loc.includes('/podcast/'))).toHaveLength(episodes.length);
    // Each episode in the file of its range of ids.
    for (const e of episodes) {
      expect(byFile.get(`${SITE}/sitemaps/episodes-${Math.ceil(e.id / 20)}.xml`)).toContain(
        `${SITE}${hrefs.episode(e)}`,
      );
    }

    const beyond = Math.ceil(Math.max(...episodes.map((e) => e.id)) / 20) + 1;
    const names = ['episodes-0.xml', `episodes-${beyond}.xml`, 'episodes-999999999.xml', 'channels-2.xml', 'other.xml'];
    for (const name of [...names, 'pages.xml.gz']) {
      const response = await small.app.inject(`/sitemaps/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().detail).toMatch(/საიტის რუკა/);
    }
  });
});
