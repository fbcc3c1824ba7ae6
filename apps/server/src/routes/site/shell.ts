import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebRouteKey } from '@podcast/contract';
import { escapeHtml, scriptJson } from './share';

/**
 * The page's part of the web app's static shell (apps/web/src/app/staticShell.ts): its heading and picture, written
 * into the shell's `<main>` so a phone paints the page's title and cover before the app's code has arrived. The
 * class names are the ones apps/web styles in `StaticShell.css.ts` (fixed names, not hashed).
 */
export type ShellPage =
  | { kind: 'episode'; title: string; category?: string; channel: string }
  | { kind: 'channel'; name: string; owner: string; image?: string }
  | { kind: 'home'; title: string; shelf?: { title: string; items: { title: string; image?: string }[] } };

/** Where the page's part goes (the web build's index.html). */
export const SHELL_PAGE_SLOT = '<!--shell-page-->';

/** The address React's `<Image>` shows first for a stored picture: its thumbnail (packages/ui `mediaCandidates`). */
export const thumbUrl = (path: string) =>
  /^(https?:|\/\/|data:|blob:|\/)/i.test(path) ? path : `/media/_thumb/${path}`;

export function shellPageHtml(page: ShellPage): string {
  const text = escapeHtml;
  if (page.kind === 'episode') {
    return [
      '<article class="shell-episode"><div class="shell-player"></div><div class="shell-details">',
      page.category ? `<span class="shell-chip">${text(page.category)}</span>` : '',
      `<h1 class="shell-title">${text(page.title)}</h1>`,
      `<p class="shell-meta">${text(page.channel)}</p>`,
      '</div></article>',
    ].join('');
  }
  if (page.kind === 'channel') {
    return [
      '<div class="shell-channel">',
      // Eager and first in line: on a phone this picture is the largest thing of the page's first view.
      page.image
        ? `<img class="shell-cover" src="${text(thumbUrl(page.image))}" alt="" width="240" height="240" fetchpriority="high">`
        : '',
      `<div class="shell-details"><h1 class="shell-title">${text(page.name)}</h1>`,
      `<p class="shell-meta">${text(page.owner)}</p></div>`,
      '</div>',
    ].join('');
  }
  // Home: the screen's hidden heading, room for the discovery tiles, and the first shelf's row of covers (on a
  // phone the first cover is the largest thing of the first view). The covers a phone shows first are fetched first
  // (the app's code waits for them); the rest, off to the side on a phone, load when they come into view.
  const shelf = page.shelf;
  return [
    `<h1 class="shell-hidden">${text(page.title)}</h1><div class="shell-tiles"></div>`,
    shelf
      ? `<section class="shell-shelf" aria-labelledby="shell-shelf-title"><h2 class="shell-shelf-title" id="shell-shelf-title">${text(shelf.title)}</h2><ul class="shell-row">${shelf.items
          .map(
            (item, index) =>
              `<li>${
                item.image
                  ? `<img class="shell-tile-cover" src="${text(thumbUrl(item.image))}" alt="" width="192" height="192"${index < 2 ? ' fetchpriority="high"' : ' loading="lazy"'}>`
                  : '<span class="shell-tile-cover"></span>'
              }<h3 class="shell-tile-title">${text(item.title)}</h3></li>`,
          )
          .join('')}</ul></section>`
      : '',
  ].join('');
}

/**
 * What the app's loader (the built index.html, ADR 008) preloads once the shell has painted: the route's own chunks
 * and styles, and its first API calls.
 */
export interface FirstView {
  modules: string[];
  styles: string[];
  fetches: string[];
}

/** The built index.html with the page's part of the shell written in (the slot emptied when there is none). */
export function renderShell(html: string, page: ShellPage | undefined, firstView?: FirstView): string {
  const filled = html.replace(SHELL_PAGE_SLOT, () => (page ? shellPageHtml(page) : ''));
  if (!firstView) return filled;
  const data = `<script type="application/json" id="first-view">${scriptJson(firstView)}</script>`;
  return filled.replace('</head>', () => `  ${data}\n  </head>`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * What a route's first view needs beyond the entry, from the web build's manifest and its route table
 * (`.vite/route-modules.json`, written by the build): the screen's chunk, its imports and their styles, preloaded
 * while the entry downloads instead of after it has run.
 */
export function routePreloads(dist: string): (key: WebRouteKey | undefined) => Pick<FirstView, 'modules' | 'styles'> {
  const none = { modules: [], styles: [] };
  const manifestFile = join(dist, '.vite/manifest.json');
  const routesFile = join(dist, '.vite/route-modules.json');
  if (!existsSync(manifestFile) || !existsSync(routesFile)) return () => none;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string>;
  const entry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  walk('index.html', entry);
  const cache = new Map<string, Pick<FirstView, 'modules' | 'styles'>>();
  return (key) => {
    const module = key && routes[key];
    if (!module) return none;
    let found = cache.get(module);
    if (found === undefined) {
      const keys = new Set<string>();
      walk(module, keys);
      const own = [...keys].filter((k) => !entry.has(k)).map((k) => manifest[k] as ManifestChunk);
      found = {
        modules: own.map((chunk) => `/${chunk.file}`),
        styles: own.flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`),
      };
      cache.set(module, found);
    }
    return found;
  };
}
