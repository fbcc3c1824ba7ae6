import { composeStories } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { commands, page } from 'vitest/browser';
import { viewports } from '../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
export type ThemeName = 'dark' | 'light';
export const themes: ThemeName[] = ['dark', 'light'];

export interface VisualParameters {
  /** Skip the screenshot (a story whose look is covered by another); give the reason. */
  disable?: string;
  /**
   * 'viewport' captures the whole page: for portaled overlays and fixed bars; 'auto' the story, or the whole page
   * when the story ends with a dialog open.
   */
  target?: 'story' | 'viewport' | 'auto';
  /** Widths to capture at; screens use [375, 1280]. */
  widths?: number[];
  /** Keep the focus ring a play function left on a button or link (a story about keyboard focus). */
  keepFocus?: boolean;
}

export interface VisualCase {
  name: string;
  theme: ThemeName;
  width: number;
  run: (canvasElement: HTMLElement) => Promise<void>;
  target: 'story' | 'viewport' | 'auto';
  /** The story's parameters (e.g. `screen.loading`). */
  parameters: Record<string, unknown>;
  keepFocus: boolean;
  /** Grow the frame again while the story grows with it (whole screens). */
  growUntilStill?: boolean;
}

const widthOf = (viewportKey: unknown): number | undefined => {
  if (typeof viewportKey !== 'string' || !(viewportKey in viewports)) return undefined;
  return Number.parseInt(viewports[viewportKey as keyof typeof viewports].styles.width, 10);
};

/** Every story of the given modules × both themes × its widths, named `Title/Story-theme-width`. */
export function visualCases(modules: Record<string, StoryModule>): VisualCase[] {
  const cases: VisualCase[] = [];
  for (const module of Object.values(modules)) {
    for (const theme of themes) {
      const stories = composeStories(module, { initialGlobals: { theme } });
      for (const story of Object.values(stories) as ComposedStoryFn[]) {
        const visual = (story.parameters.visual ?? {}) as VisualParameters;
        if (visual.disable || story.tags.includes('no-visual')) continue;
        const viewportGlobal = (story.globals.viewport as { value?: string } | undefined)?.value;
        const widths = visual.widths ?? [widthOf(viewportGlobal) ?? 1280];
        const title = String((module as { default?: { title?: string } }).default?.title ?? 'untitled');
        for (const width of widths) {
          cases.push({
            name: `${title.replaceAll('/', '-')}-${story.storyName}-${theme}-${width}`.replace(/\s+/g, '_'),
            theme,
            width,
            target: visual.target ?? (story.parameters.layout === 'fullscreen' ? 'viewport' : 'story'),
            keepFocus: visual.keepFocus ?? false,
            parameters: story.parameters,
            run: (canvasElement) => story.run({ canvasElement }),
          });
        }
      }
    }
  }
  return cases;
}

const VIEWPORT_HEIGHT = 900;

/** Renders one case and settles fonts, images and layout before the screenshot. */
export async function renderCase(visualCase: VisualCase): Promise<HTMLElement> {
  await page.viewport(visualCase.width, VIEWPORT_HEIGHT);
  // The previous story is unmounted by Storybook when the next one runs; its canvas must still be in the
  // document then (emptying <body> first breaks React's unmount of portals), so it is only hidden, then removed.
  const stale = Array.from(document.querySelectorAll<HTMLElement>('body > [data-visual-root]'));
  for (const element of stale) element.style.display = 'none';
  const canvas = document.createElement('div');
  canvas.dataset.visualRoot = '';
  canvas.style.padding = '16px';
  canvas.style.display = 'flow-root';
  document.body.appendChild(canvas);
  await visualCase.run(canvas);
  for (const element of stale) element.remove();
  // A play function leaves focus on the button or link it pressed: that stray ring is not the story's look.
  const focused = document.activeElement;
  if (
    !visualCase.keepFocus &&
    focused instanceof HTMLElement &&
    focused.matches('button, a') &&
    !focused.closest('[role="dialog"], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]')
  ) {
    focused.blur();
  }
  await settle();
  // Portaled overlays and fixed bars live outside the canvas: capture the body, stretched to the viewport.
  const wholePage =
    visualCase.target === 'viewport' ||
    (visualCase.target === 'auto' && document.querySelector('[role="dialog"], [role="alertdialog"]') !== null);
  const target = wholePage ? document.body : canvas;
  document.body.style.minHeight = wholePage ? '100vh' : '';
  // The test frame paints only its viewport: grow it to the story's height so a tall story is captured whole.
  const measure = () =>
    Math.ceil(
      wholePage ? document.documentElement.scrollHeight : target.getBoundingClientRect().bottom + window.scrollY,
    );
  let height = measure();
  await growBrowserWindow(height);
  if (height > VIEWPORT_HEIGHT) {
    await page.viewport(visualCase.width, height);
    await settle();
  }
  // A whole screen can grow again once the frame is taller (a layout sized by the viewport): grow until it stops.
  for (let round = 0; visualCase.growUntilStill && round < 4 && measure() > height; round++) {
    height = measure();
    await growBrowserWindow(height);
    await page.viewport(visualCase.width, height);
    await settle();
  }
  return target;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Resizes the browser window that holds the test frame (vitest.config.ts). */
    setWindowSize: (width: number, height: number) => Promise<void>;
  }
}

// The runner shrinks a test frame taller than its own window to fit: the window grows with the story. Set on every
// case, never assumed from the previous one: the window is the page's, not this module's.
const BROWSER_WINDOW = { width: 1600, height: 1200 };
async function growBrowserWindow(storyHeight: number): Promise<void> {
  await commands.setWindowSize(BROWSER_WINDOW.width, Math.max(BROWSER_WINDOW.height, storyHeight + 300));
}

async function settle(): Promise<void> {
  await document.fonts.ready;
  // Lazy images below the fold would never load in a screenshot run: load them all now.
  for (const image of Array.from(document.images)) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(
    Array.from(document.images)
      .filter((image) => !image.complete)
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
            setTimeout(resolve, 5_000);
          }),
      ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Vertical ranges (in the target's coordinates) where the story shows text or an image, clipped by overflow. */
export function contentRows(target: HTMLElement): Array<[number, number]> {
  const origin = target.getBoundingClientRect();
  const rows: Array<[number, number]> = [];
  const add = (rect: DOMRect, element: Element) => {
    let top = rect.top;
    let bottom = rect.bottom;
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      if (getComputedStyle(node).overflow === 'visible') continue;
      const clip = node.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    top = Math.max(top, origin.top);
    bottom = Math.min(bottom, origin.bottom);
    if (bottom - top >= 6 && rect.width >= 6) rows.push([top - origin.top, bottom - origin.top]);
  };
  // Behind an open modal the page is dimmed and blurred by its backdrop (a dark line of text can blur to one flat
  // colour): only the dialog's own content is expected to show.
  // (Radix hides the rest of a modal's page from assistive technology and marks it data-aria-hidden.)
  const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]');
  const modal = dialog && document.querySelector('[data-aria-hidden="true"]') ? dialog : null;
  const visible = (element: Element) =>
    (!modal || modal.contains(element)) &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    getComputedStyle(element).color !== 'rgba(0, 0, 0, 0)';
  const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !visible(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) add(rect, parent);
  }
  for (const image of Array.from(target.querySelectorAll('img, svg, video, canvas'))) {
    if (visible(image) && !image.parentElement?.closest('svg')) add(image.getBoundingClientRect(), image);
  }
  return rows;
}

/**
 * Fails when the captured image is one flat colour across a band where the story has content: the sign of a
 * capture clipped at the viewport (a blank area that no baseline would ever notice).
 */
export async function expectNoBlankBand(target: HTMLElement): Promise<void> {
  const rows = contentRows(target);
  const base64 = await page.screenshot({ element: target, save: false });
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  const scale = bitmap.height / target.getBoundingClientRect().height;
  const blank: string[] = [];
  for (const [from, to] of rows) {
    const top = Math.max(0, Math.floor(from * scale));
    const height = Math.min(bitmap.height, Math.ceil(to * scale)) - top;
    if (height <= 0) {
      blank.push(`${Math.round(from)}–${Math.round(to)} px (outside the ${bitmap.height} px image)`);
      continue;
    }
    const { data } = context.getImageData(0, top, bitmap.width, height);
    let flat = true;
    for (let i = 4; i < data.length && flat; i += 4) {
      for (let c = 0; c < 3; c++) if (Math.abs((data[i + c] ?? 0) - (data[c] ?? 0)) > 12) flat = false;
    }
    if (flat) blank.push(`${Math.round(from)}–${Math.round(to)} px`);
  }
  if (blank.length > 0) {
    throw new Error(`The capture is blank where the story has content, at ${blank.slice(0, 5).join(', ')}`);
  }
}
