import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PLACEHOLDER, type ScreenParameters } from '../../apps/web/src/stories/screenSettled';
import { expectNoBlankBand, renderCase, type VisualCase, visualCases } from './stories';

// Whole screens of the web app (ScreenStage: the real route table, shell and providers over the data layer's MSW
// handlers): every story — the main looks and the variants (loading, empty, failures, form states) — in both themes
// at the widths the screen's meta gives (375 and 1280 px).
type Meta = { title?: string; parameters?: { visual?: { disable?: unknown; widths?: number[] } } };
const modules = import.meta.glob('../../apps/web/src/routes/**/*.stories.tsx', { eager: true });
const cases = visualCases(modules as Parameters<typeof visualCases>[0]);

// The shell and <main> are at least 100vh tall (no layout shift while data arrives). The capture grows the viewport
// to the page's height, which would grow them with it and push the footer out of the picture: pin them at the
// 900 px viewport the capture starts from.
const pin = document.createElement('style');
pin.textContent = '[class*="AppShell_"] { min-height: 0 !important } #main { min-height: 900px !important }';
document.head.append(pin);

// Endless lists stay at their first page: growing the viewport to the page's height would bring each list's end
// into view and load more after the measurement (and captures of every page would be huge). Without an
// IntersectionObserver the sentinel does nothing (its own fallback for old browsers).
Object.defineProperty(window, 'IntersectionObserver', { value: undefined, configurable: true });

// Requests in flight: a screen is not ready while its data is still coming.
// Each case counts its own: a loading story's request never answers and must not hold up the cases after it.
let inFlight = new Set<symbol>();
const realFetch = window.fetch.bind(window);
window.fetch = (...args: Parameters<typeof fetch>) => {
  const requests = inFlight;
  const request = Symbol('request');
  requests.add(request);
  return realFetch(...args).finally(() => requests.delete(request));
};

// No media is loaded: the player shows the episode as chosen and paused, the same on every run (a failed or slow
// load of a mock URL would change its look from one run to the next).
Object.defineProperty(HTMLMediaElement.prototype, 'src', {
  configurable: true,
  get(this: HTMLMediaElement) {
    return this.dataset.mockSrc ?? '';
  },
  set(this: HTMLMediaElement, value: string) {
    this.dataset.mockSrc = value;
  },
});
HTMLMediaElement.prototype.load = () => undefined;

/**
 * A screen is ready when its route has rendered into <main>, no request is in flight, nothing on the page is a
 * placeholder any more, and its height held still since the last look.
 */
async function screenReady(loading: boolean): Promise<void> {
  let lastHeight = -1;
  await expect
    .poll(
      () => {
        const main = document.querySelector('main');
        if (!main?.textContent?.trim()) return 'no content in <main>';
        // A loading story's request never answers; every other screen waits for all of its data.
        if (inFlight.size > 0 && !loading) return `${inFlight.size} requests in flight`;
        // A loading story keeps its placeholder (its request never answers); every other screen must lose it.
        const busy = document.querySelector(PLACEHOLDER);
        if (busy && !loading) return `still loading: ${busy.className}`;
        if (!busy && loading) return 'the loading story shows no placeholder';
        const height = document.documentElement.scrollHeight;
        const moved = height !== lastHeight;
        lastHeight = height;
        return moved ? 'still growing' : 'ready';
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe('ready');
}

test('every screen is captured in both themes at its widths (375 and 1280 px, or a phone-only screen at 375)', () => {
  const captured = Object.values(modules)
    .map((module) => (module as { default: Meta }).default)
    .filter((meta) => !meta.parameters?.visual?.disable);
  expect(captured.length).toBeGreaterThan(20);
  for (const meta of captured) {
    const widths = meta.parameters?.visual?.widths ?? [];
    expect(widths, String(meta.title)).toContain(375);
    const prefix = `${String(meta.title).replaceAll('/', '-')}-`.replace(/\s+/g, '_');
    const looks = cases.filter((c) => c.name.startsWith(prefix)).map((c) => `${c.theme}-${c.width}`);
    const expected = ['dark', 'light'].flatMap((theme) => widths.map((width) => `${theme}-${width}`));
    expect(new Set(looks), String(meta.title)).toEqual(new Set(expected));
  }
});

// One retry: a whole screen on a loaded machine now and then settles after its capture (a fixed bar caught mid-move);
// a real change fails both tries.
test.each(cases.map((c) => [c.name, c] as const))('%s', { retry: 1 }, async (_name, visualCase: VisualCase) => {
  inFlight = new Set();
  const target = await renderCase({
    ...visualCase,
    // The screen itself, not the stretched <body>, unless the story ends with a dialog open (a failure modal).
    target: 'auto',
    growUntilStill: true,
    run: async (canvas) => {
      await visualCase.run(canvas);
      await screenReady((visualCase.parameters.screen as ScreenParameters | undefined)?.loading ?? false);
    },
  });
  await expectNoBlankBand(target);
  await expect.element(page.elementLocator(target)).toMatchScreenshot(visualCase.name);
});
