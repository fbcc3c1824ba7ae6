/** Where uploaded media is served (spec §7). */
export const MEDIA_PREFIX = '/media/';
export const MEDIA_THUMB_PREFIX = '/media/_thumb/';

/**
 * Whether a src is used as is: absolute URLs (spec §7: anything starting with "http"),
 * protocol-relative, data: and blob: URLs, and paths already rooted at the site ("/static/…").
 */
export function isDirectSrc(src: string): boolean {
  return /^(https?:|\/\/|data:|blob:|\/)/i.test(src);
}

export interface MediaUrlOptions {
  /** The thumbnail the server made for an uploaded image. */
  thumb?: boolean;
}

/** The URL of a stored media path: `x.jpg` → `/media/x.jpg` or `/media/_thumb/x.jpg`. Direct URLs pass through. */
export function mediaUrl(src: string, { thumb = false }: MediaUrlOptions = {}): string {
  if (isDirectSrc(src)) return src;
  return `${thumb ? MEDIA_THUMB_PREFIX : MEDIA_PREFIX}${src}`;
}

/** The URLs to try in order: the thumbnail, then the original; a direct URL alone. */
export function mediaCandidates(src: string | null | undefined, { thumb = true }: MediaUrlOptions = {}): string[] {
  if (!src) return [];
  if (isDirectSrc(src)) return [src];
  return thumb ? [mediaUrl(src, { thumb: true }), mediaUrl(src)] : [mediaUrl(src)];
}
