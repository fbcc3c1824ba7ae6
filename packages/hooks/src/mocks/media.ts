import { HttpResponse, http } from 'msw';
import { mockDb } from './db';
import { authorBlocks, blocks, categories, navItems } from './fixtures';

const palettes = [
  ['#7c3aed', '#db2777'],
  ['#0f766e', '#65a30d'],
  ['#c2410c', '#facc15'],
  ['#1d4ed8', '#06b6d4'],
  ['#be123c', '#7c2d12'],
  ['#4338ca', '#0ea5e9'],
] as const;

const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) >>> 0, 7);

/**
 * The picture a stored image path stands for in stories: a colour with a few shapes, different per path, the same
 * every run. Shapes only: text inside an SVG image would use the machine's fonts and differ between machines.
 */
export function mockPicture(path: string): string {
  const seed = hash(path);
  const [background, shape] = palettes[seed % palettes.length] ?? palettes[0];
  // Flat colours, no gradients: screenshots of whole screens stay small.
  const circles = Array.from({ length: 3 }, (_, i) => {
    const x = (seed >>> (i * 3)) % 120;
    const y = (seed >>> (i * 4 + 1)) % 120;
    const r = 14 + ((seed >>> (i * 5 + 2)) % 28);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 1 ? '#ffffff' : shape}" fill-opacity="${i === 1 ? 0.35 : 1}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="480" height="480">
<rect width="120" height="120" fill="${background}"/>${circles}</svg>`;
}

/** Whether the mock data names this stored path: other paths (a story's missing image) stay missing. */
const named = (path: string) =>
  JSON.stringify([mockDb, categories, navItems, blocks, authorBlocks]).includes(`"${path}"`);

/** `/media/…` images (and their `/media/_thumb/…` thumbnails) of the mock data, drawn by `mockPicture`. */
export const mediaHandlers = [
  http.get(/\/media\/.+\.(jpe?g|png|webp|svg)$/i, ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname).replace(/^\/media\/(_thumb\/)?/, '');
    if (!named(path)) return undefined;
    return HttpResponse.text(mockPicture(`/media/${path}`), { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
