import { type Episode, hrefs, type Sluggable } from '@podcast/contract';
import type { Db } from '../../db/index';
import { episodeBase, toEpisode } from '../content/queries';

/** The site's name in titles, Open Graph and oEmbed. */
export const SITE_NAME = 'პოდკასტები';

const DESCRIPTION_LENGTH = 200;

const MEDIA_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside a `<script>` element: no `<`, `>` or `&` can close it or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Plain text of sanitised HTML, shortened for a meta description. */
export const summary = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
};

/** ISO 8601 duration (`PT1H2M3S`) of a length in seconds. */
export function isoDuration(seconds: number) {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

/** The embeddable player of an episode (served by the site, not a route of the web app's router). */
export const embedHref = (episode: Sluggable, options: { t?: number } = {}) =>
  `/embed${hrefs.episode(episode, options)}`;

/** The size the embed page is designed for; video keeps 16:9 above the controls. */
export function embedSize(isVideo: boolean, maxWidth?: number, maxHeight?: number) {
  const CONTROLS = 96;
  if (!isVideo) return { width: Math.max(280, Math.min(560, maxWidth ?? 560)), height: 152 };
  let width = Math.max(280, Math.min(640, maxWidth ?? 640));
  if (maxHeight !== undefined) width = Math.max(280, Math.min(width, Math.floor(((maxHeight - CONTROLS) * 16) / 9)));
  return { width, height: Math.round((width * 9) / 16) + CONTROLS };
}

/** Absolute addresses under PUBLIC_URL, percent-encoded (aliases may be Georgian). */
export function siteLinks(publicUrl: string) {
  const absolute = (path: string) => new URL(`${publicUrl}${path}`).href;
  const media = (src: string | null | undefined) =>
    src ? (/^https?:/.test(src) ? src : absolute(`/media/${src}`)) : undefined;
  return { absolute, media };
}

export type SiteLinks = ReturnType<typeof siteLinks>;

/** Everything a shared episode link shows: page, player, media, picture, texts. */
export interface SharedEpisode {
  episode: Episode;
  url: string;
  embedUrl: string;
  channelUrl: string;
  description: string;
  isVideo: boolean;
  /** Absolute media address, and the player's source (which also says which episode plays, for counting). */
  media?: { url: string; src: string; type: string };
  image?: string;
}

export function shareEpisode(episode: Episode, links: SiteLinks): SharedEpisode {
  const extension = (episode.extention_type ?? episode.file?.split('.').pop() ?? '').toLowerCase();
  const type = MEDIA_TYPES[extension] ?? 'audio/mpeg';
  const isVideo = type.startsWith('video/');
  const url = links.media(episode.file);
  return {
    episode,
    url: links.absolute(hrefs.episode(episode)),
    embedUrl: links.absolute(embedHref(episode)),
    channelUrl: links.absolute(hrefs.channel(episode.created_by)),
    description: summary(episode.content) || episode.created_by.channel,
    isVideo,
    media: url ? { url, src: `${url}?podcast_id=${episode.id}`, type } : undefined,
    image: links.media(episode.image.url),
  };
}

/** A published episode by id, or the newest one of a channel. */
export async function findEpisode(db: Db, by: { id: number } | { channelId: number }) {
  const row = await ('id' in by
    ? episodeBase(db).where('e.id', '=', by.id)
    : episodeBase(db)
        .where('e.created_by_id', '=', by.channelId)
        .orderBy('e.published_at', 'desc')
        .orderBy('e.id', 'desc')
  )
    .limit(1)
    .executeTakeFirst();
  return row ? toEpisode(row) : undefined;
}

export async function findChannel(db: Db, id: number) {
  return db
    .selectFrom('channels as ch')
    .innerJoin('users as u', 'u.id', 'ch.user_id')
    .select(['ch.user_id as id', 'ch.alias', 'ch.name', 'ch.description', 'ch.image', 'u.first_name', 'u.last_name'])
    .where('ch.user_id', '=', id)
    .executeTakeFirst();
}
