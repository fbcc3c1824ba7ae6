// The texts module alone (not the i18n index): the vite config loads this file, and the index imports packages.
import { common } from '../i18n/common';

/**
 * The static shell: what the served HTML paints before any script runs (a phone on a slow network waits seconds
 * for the app's code). The header's frame, and the page's own heading and picture, which the server writes into
 * the `PAGE_SLOT`. React replaces it all in one commit once the first route's code and data are in (main.tsx), so
 * nothing moves (new nodes are no layout shift) and nothing flashes a spinner. Plain HTML built at build time (vite
 * config) with fixed class names (`StaticShell.css.ts`), so it needs no script and no hashed class name.
 */
export const shellClass = {
  root: 'shell-static',
  skip: 'shell-skip',
  header: 'shell-header',
  bar: 'shell-bar',
  burger: 'shell-burger',
  home: 'shell-home',
  mark: 'shell-mark',
  wordmark: 'shell-wordmark',
  accent: 'shell-accent',
  search: 'shell-search',
  user: 'shell-user',
  main: 'shell-main',
  // The page's part, written by the server (apps/server/src/routes/site/shell.ts).
  episode: 'shell-episode',
  player: 'shell-player',
  details: 'shell-details',
  chip: 'shell-chip',
  title: 'shell-title',
  channel: 'shell-channel',
  cover: 'shell-cover',
  meta: 'shell-meta',
  hidden: 'shell-hidden',
  tiles: 'shell-tiles',
  shelf: 'shell-shelf',
  shelfTitle: 'shell-shelf-title',
  row: 'shell-row',
  tileCover: 'shell-tile-cover',
  tileTitle: 'shell-tile-title',
} as const;

/** Where the server writes the page's heading and picture (replaced by nothing when it has none). */
export const PAGE_SLOT = '<!--shell-page-->';

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The logo's mark (packages/ui Logo, drawn without React). */
const mark = `<svg class="${shellClass.mark}" width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="11"/><g fill="#fff"><rect x="8.5" y="16" width="3.4" height="8" rx="1.7" opacity="0.75"/><rect x="14.3" y="11.5" width="3.4" height="17" rx="1.7" opacity="0.9"/><path d="M21.5 12.6c0-1.3 1.4-2.1 2.5-1.4l9 5.9c1 .7 1 2.2 0 2.9l-9 5.9c-1.1.7-2.5-.1-2.5-1.4z"/></g></svg>`;

/** The shell's markup, the contents of `#root` in the built index.html. */
export function staticShellHtml(): string {
  const name = common.siteName;
  const c = shellClass;
  return [
    `<div class="${c.root}">`,
    `<a class="${c.skip}" href="#main">${escapeText(common.skipToContent)}</a>`,
    `<header class="${c.header}"><div class="${c.bar}">`,
    `<span class="${c.burger}"></span>`,
    `<a class="${c.home}" href="/" aria-label="${escapeText(`${name}, ${common.home}`)}">${mark}`,
    `<span class="${c.wordmark}"><span class="${c.accent}">${escapeText(name.slice(0, 1))}</span>${escapeText(name.slice(1))}</span></a>`,
    `<span class="${c.search}"></span><span class="${c.user}"></span>`,
    `</div></header>`,
    `<main id="main" class="${c.main}">${PAGE_SLOT}</main>`,
    `</div>`,
  ].join('');
}
