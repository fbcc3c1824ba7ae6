import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Episode } from '@podcast/contract';
import { hrefs } from '@podcast/contract';
import { expect, test } from './fixtures';

/** What the served HTML of a page says about itself, read with the browser's own HTML parser. */
interface Head {
  title: string;
  meta: Record<string, string[]>;
  links: { rel: string; type: string; href: string }[];
  jsonLd: Record<string, unknown>[];
}

async function servedHead(page: Page, path: string): Promise<Head> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta: Record<string, string[]> = {};
    for (const tag of doc.head.querySelectorAll('meta[property], meta[name]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
      meta[key] = [...(meta[key] ?? []), tag.getAttribute('content') ?? ''];
    }
    return {
      title: doc.title,
      meta,
      links: [...doc.head.querySelectorAll('link')].map((link) => ({
        rel: link.rel,
        type: link.type,
        href: link.href,
      })),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      ),
    };
  }, html);
}

async function firstEpisodes(request: APIRequestContext, query = '') {
  const response = await request.get(`/api/podcasts/?limit=30${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Episode[] }).items;
}

const origin = (page: Page) => new URL(page.url()).origin;

test.beforeEach(async ({ page }) => {
  // A same-origin blank page: DOMParser runs here, and relative addresses resolve against the site.
  await page.goto('/robots.txt');
});

test('an episode page carries its title, description, canonical, Open Graph, player and JSON-LD', async ({ page }) => {
  const episode = (await firstEpisodes(page.request)).find((e) => e.extention_type !== 'mp4');
  if (!episode) throw new Error('no audio episode in the demo data');
  const site = origin(page);
  const url = `${site}${hrefs.episode(episode)}`;
  const head = await servedHead(page, hrefs.episode(episode));

  expect(head.title).toContain(episode.title);
  expect(head.meta.description).toHaveLength(1);
  expect(head.links.filter((l) => l.rel === 'canonical').map((l) => l.href)).toEqual([url]);
  expect(head.meta['og:title']).toEqual([episode.title]);
  expect(head.meta['og:url']).toEqual([url]);
  const [audio] = head.meta['og:audio'] ?? [];
  expect(head.meta['og:audio:type']?.[0]).toMatch(/^audio\//);
  const [image] = head.meta['og:image'] ?? [];
  // The media and the picture a preview shows are really there.
  for (const address of [audio, image]) {
    const response = await page.request.get(address ?? '', { headers: { range: 'bytes=0-1023' } });
    expect(response.status(), address).toBeLessThan(300);
  }

  expect(head.meta['twitter:card']).toEqual(['player']);
  expect(head.meta['twitter:player']).toEqual([`${site}/embed${hrefs.episode(episode)}`]);
  expect(Number(head.meta['twitter:player:width']?.[0])).toBeGreaterThan(0);
  expect(Number(head.meta['twitter:player:height']?.[0])).toBeGreaterThan(0);
  expect(head.links.filter((l) => l.type === 'application/json+oembed')).toHaveLength(1);

  expect(head.jsonLd).toHaveLength(1);
  const ld = head.jsonLd[0] as {
    '@type': string;
    duration: string;
    datePublished: string;
    associatedMedia: { '@type': string; contentUrl: string };
    partOfSeries: { '@type': string; name: string; webFeed: string };
  };
  expect(ld['@type']).toBe('PodcastEpisode');
  expect(ld.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  const [, h = '0', m = '0', s = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(ld.duration) ?? [];
  expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBe(episode.video_length_seconds);
  expect(new Date(ld.datePublished).toISOString()).toBe(episode.published);
  expect(ld.associatedMedia).toMatchObject({ '@type': 'MediaObject', contentUrl: audio });
  expect(ld.partOfSeries).toMatchObject({ '@type': 'PodcastSeries', name: episode.created_by.channel });
});

test('a channel page carries its RSS feed and PodcastSeries', async ({ page }) => {
  const [episode] = await firstEpisodes(page.request);
  if (!episode) throw new Error('no episode in the demo data');
  const channel = episode.created_by;
  const head = await servedHead(page, hrefs.channel(channel));
  expect(head.title).toContain(channel.channel);
  expect(head.meta['og:title']).toEqual([channel.channel]);
  const feeds = head.links.filter((l) => l.rel === 'alternate' && l.type === 'application/rss+xml');
  expect(feeds).toHaveLength(1);
  const feed = await page.request.get(feeds[0]?.href ?? '');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<rss');
  expect(head.jsonLd).toEqual([
    expect.objectContaining({ '@type': 'PodcastSeries', name: channel.channel, webFeed: feeds[0]?.href }),
  ]);
  expect(head.meta['twitter:player']?.[0]).toMatch(/\/embed\/podcast\//);
});

test('the oEmbed answer is valid JSON whose player plays in another site’s iframe', async ({ page }) => {
  const episode = (await firstEpisodes(page.request)).find((e) => e.extention_type !== 'mp4');
  if (!episode) throw new Error('no audio episode in the demo data');
  const head = await servedHead(page, hrefs.episode(episode));
  const discovery = head.links.find((l) => l.type === 'application/json+oembed');
  const answer = await page.request.get(discovery?.href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/json');
  const oembed = JSON.parse(await answer.text()) as Record<string, unknown>;
  expect(oembed).toMatchObject({
    version: '1.0',
    type: 'rich',
    title: episode.title,
    author_name: episode.created_by.channel,
    provider_name: 'პოდკასტები',
  });
  expect(typeof oembed.thumbnail_url).toBe('string');
  const iframeSrc = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const frames = doc.querySelectorAll('iframe');
    return frames.length === 1 ? frames[0]?.getAttribute('src') : null;
  }, String(oembed.html));
  expect(iframeSrc).toBe(`${origin(page)}/embed${hrefs.episode(episode)}`);

  // Another site embeds the player: a page of another origin (its own port on the loopback: Chromium keeps pages
  // it considers public from framing local addresses).
  const embedder = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="ka"><title>embedder</title><body>${oembed.html}</body></html>`);
  });
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(embedder.address() as AddressInfo).port}/`);
    const player = page.frameLocator('iframe');
    await expect(player.getByRole('link', { name: episode.title })).toHaveAttribute(
      'href',
      `${new URL(iframeSrc ?? '').origin}${hrefs.episode(episode)}`,
    );
    await expect(player.getByText(episode.created_by.channel)).toBeVisible();
    await player.getByRole('button', { name: 'მოსმენა' }).click();
    await expect(player.getByRole('button', { name: 'პაუზა' })).toBeVisible();
    const frame = page.frame({ url: /\/embed\/podcast\// });
    if (!frame) throw new Error('the embed frame did not load');
    await expect
      .poll(() => frame.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    await player.getByRole('button', { name: 'პაუზა' }).click();
    await expect(player.getByRole('button', { name: 'მოსმენა' })).toBeVisible();
    const paused = await frame.evaluate(() => document.querySelector('audio')?.paused);
    expect(paused).toBe(true);
  } finally {
    embedder.close();
  }
});

test('the embed page starts at ?t= and seeks', async ({ page }) => {
  const episode = (await firstEpisodes(page.request)).find(
    (e) => e.extention_type !== 'mp4' && e.video_length_seconds >= 20,
  );
  if (!episode) throw new Error('no audio episode of 20 s or more in the demo data');
  const start = Math.floor(episode.video_length_seconds / 2);
  await page.goto(`/embed${hrefs.episode(episode, { t: start })}`);
  const audio = () => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
  await expect.poll(audio).toBeGreaterThanOrEqual(start);
  const seek = page.getByRole('slider', { name: 'გადახვევა' });
  await expect(seek).toHaveValue(String(start));
  await page.getByRole('button', { name: 'მოსმენა' }).click();
  await expect.poll(audio, { timeout: 15_000 }).toBeGreaterThan(start + 0.5);
  await page.getByRole('button', { name: 'პაუზა' }).click();
  await seek.fill('3');
  await expect.poll(audio).toBeLessThan(4);
  await expect(seek).toHaveAttribute('aria-valuetext', /^3 წამი, სულ /);
});

test('robots.txt names the sitemap, and the sitemap lists real pages', async ({ page }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('Disallow: /api/');
  const sitemapUrl = lines.find((line) => line.startsWith('Sitemap: '))?.slice('Sitemap: '.length);
  const sitemap = await page.request.get(sitemapUrl ?? '');
  expect(sitemap.status()).toBe(200);
  const locs = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed');
      return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    },
    await sitemap.text(),
  );
  const [episode] = await firstEpisodes(page.request);
  if (!episode) throw new Error('no episode in the demo data');
  const site = origin(page);
  for (const path of [
    hrefs.home(),
    hrefs.episode(episode),
    hrefs.channel(episode.created_by),
    hrefs.category(episode.category ?? { id: 0 }),
  ]) {
    expect(locs).toContain(`${site}${path}`);
  }
  expect(locs.filter((loc) => loc.includes('/podcast/')).length).toBeGreaterThan(30);
  const statuses = await Promise.all(
    locs.map(async (loc) => [loc, (await page.request.get(loc, { maxRedirects: 0 })).status()] as const),
  );
  expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
});
