import { hrefs, publishingPaths } from '@podcast/contract';
import type { Db } from '../../db/index';
import {
  embedSize,
  escapeHtml,
  findChannel,
  findEpisode,
  isoDuration,
  type SharedEpisode,
  SITE_NAME,
  type SiteLinks,
  scriptJson,
  shareEpisode,
  summary,
} from './share';
import type { ShellPage } from './shell';

/** What goes into <head> of one page. */
export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  /** Open Graph (`property`) and Twitter (`name`) meta tags, in order. */
  meta?: [string, string | number | undefined][];
  /** `<link>` tags: RSS feed, oEmbed discovery. */
  links?: { rel: string; type: string; href: string; title: string }[];
  /** Structured data (schema.org), sent as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The page's heading and picture in the static shell the HTML paints before the app runs. */
  shell?: ShellPage;
}

/** The oEmbed endpoint's address for a page. */
export const oembedHref = (links: SiteLinks, pageUrl: string) =>
  links.absolute(`/api/oembed?${new URLSearchParams({ url: pageUrl, format: 'json' })}`);

/** `twitter:player` and the oEmbed discovery link: the page's player is this episode's embed. */
function playerTags(shared: SharedEpisode, links: SiteLinks, pageUrl: string, title: string) {
  const size = embedSize(shared.isVideo);
  return {
    meta: [
      ['twitter:card', 'player'],
      ['twitter:player', shared.embedUrl],
      ['twitter:player:width', size.width],
      ['twitter:player:height', size.height],
      ['twitter:player:stream', shared.media?.url],
      ['twitter:player:stream:content_type', shared.media?.type],
    ] satisfies PageHead['meta'],
    link: { rel: 'alternate', type: 'application/json+oembed', href: oembedHref(links, pageUrl), title },
  };
}

const feedOf = (links: SiteLinks, channelId: number) =>
  links.absolute(publishingPaths.rss.replace(':id', String(channelId)));

const person = (row: { first_name: string; last_name: string }) => ({
  '@type': 'Person',
  name: `${row.first_name} ${row.last_name}`.trim(),
});

export async function episodeHead(db: Db, links: SiteLinks, id: number): Promise<PageHead | null> {
  const episode = await findEpisode(db, { id });
  if (!episode) return null;
  const shared = shareEpisode(episode, links);
  const { url, description, media, image, isVideo } = shared;
  const player = playerTags(shared, links, url, episode.title);
  const kind = isVideo ? 'video' : 'audio';
  return {
    title: `${episode.title} — ${episode.created_by.channel}`,
    description,
    canonical: url,
    meta: [
      ['og:type', isVideo ? 'video.episode' : 'music.song'],
      ['og:title', episode.title],
      ['og:description', description],
      ['og:url', url],
      ['og:site_name', SITE_NAME],
      ['og:locale', 'ka_GE'],
      ['og:image', image],
      ['og:image:alt', image && episode.title],
      [`og:${kind}`, media?.url],
      [`og:${kind}:type`, media?.type],
      ...(isVideo && media
        ? ([
            ['og:video:width', 1280],
            ['og:video:height', 720],
          ] satisfies PageHead['meta'])
        : []),
      ...player.meta,
      ['twitter:title', episode.title],
      ['twitter:description', description],
      ['twitter:image', image],
    ],
    links: [player.link],
    shell: {
      kind: 'episode',
      title: episode.title,
      channel: episode.created_by.channel,
      ...(episode.category ? { category: episode.category.title } : {}),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      '@id': url,
      url,
      name: episode.title,
      description,
      datePublished: episode.published,
      duration: isoDuration(episode.video_length_seconds),
      ...(image ? { image } : {}),
      ...(media
        ? {
            associatedMedia: {
              '@type': 'MediaObject',
              contentUrl: media.url,
              encodingFormat: media.type,
              duration: isoDuration(episode.video_length_seconds),
            },
          }
        : {}),
      ...(episode.category ? { genre: episode.category.title } : {}),
      inLanguage: 'ka',
      author: person(episode.created_by),
      partOfSeries: {
        '@type': 'PodcastSeries',
        '@id': shared.channelUrl,
        name: episode.created_by.channel,
        url: shared.channelUrl,
        webFeed: feedOf(links, episode.created_by.id),
      },
    },
  };
}

export async function channelHead(db: Db, links: SiteLinks, id: number): Promise<PageHead | null> {
  const channel = await findChannel(db, id);
  if (!channel) return null;
  const url = links.absolute(hrefs.channel(channel));
  const description = summary(channel.description) || `${channel.first_name} ${channel.last_name}`;
  const feed = feedOf(links, channel.id);
  const image = links.media(channel.image);
  const latest = await findEpisode(db, { channelId: channel.id });
  const player = latest && playerTags(shareEpisode(latest, links), links, url, channel.name);
  return {
    title: `${channel.name} — ${SITE_NAME}`,
    description,
    canonical: url,
    meta: [
      ['og:type', 'website'],
      ['og:title', channel.name],
      ['og:description', description],
      ['og:url', url],
      ['og:site_name', SITE_NAME],
      ['og:locale', 'ka_GE'],
      ['og:image', image],
      ['og:image:alt', image && channel.name],
      ...(player?.meta ?? [['twitter:card', 'summary']]),
      ['twitter:title', channel.name],
      ['twitter:description', description],
      ['twitter:image', image],
    ],
    links: [
      { rel: 'alternate', type: 'application/rss+xml', href: feed, title: channel.name },
      ...(player ? [player.link] : []),
    ],
    shell: {
      kind: 'channel',
      name: channel.name,
      owner: `${channel.first_name} ${channel.last_name}`.trim(),
      ...(channel.image ? { image: channel.image } : {}),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'PodcastSeries',
      '@id': url,
      url,
      name: channel.name,
      description,
      ...(image ? { image } : {}),
      inLanguage: 'ka',
      webFeed: feed,
      author: person(channel),
    },
  };
}

export async function categoryHead(db: Db, links: SiteLinks, id: number): Promise<PageHead | null> {
  const category = await db
    .selectFrom('categories')
    .select(['id', 'alias', 'title'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!category) return null;
  return { title: `${category.title} — ${SITE_NAME}`, canonical: links.absolute(hrefs.category(category)) };
}

/** The app shell with the page's head: its title replaced, its generic description dropped for the page's own. */
export function renderHead(html: string, head: PageHead | undefined) {
  if (!head) return html;
  const attr = escapeHtml;
  const tags = [
    head.description ? `<meta name="description" content="${attr(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${attr(head.canonical)}">` : '',
    ...(head.meta ?? []).map(([key, content]) =>
      content === undefined || content === ''
        ? ''
        : `<meta ${key.startsWith('og:') ? 'property' : 'name'}="${key}" content="${attr(String(content))}">`,
    ),
    ...(head.links ?? []).map(
      (link) => `<link rel="${link.rel}" type="${link.type}" title="${attr(link.title)}" href="${attr(link.href)}">`,
    ),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(head.description ? /<meta name="description"[^>]*>\s*/ : /(?!)/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
