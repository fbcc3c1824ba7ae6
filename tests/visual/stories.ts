import { composeStories } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { page } from 'vitest/browser';
import { viewports } from '../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
export type ThemeName = 'dark' | 'light';
export const themes: ThemeName[] = ['dark', 'light'];

export interface VisualParameters {
  /** Skip the screenshot (a story whose look is covered by another); give the reason. */
  disable?: string;
  /** 'viewport' captures the whole page: for portaled overlays and fixed bars. */
  target?: 'story' | 'viewport';
  /** Widths to capture at; screens use [375, 1280]. */
  widths?: number[];
}

export interface VisualCase {
  name: string;
  theme: ThemeName;
  width: number;
  run: (canvasElement: HTMLElement) => Promise<void>;
  target: 'story' | 'viewport';
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
            run: (canvasElement) => story.run({ canvasElement }),
          });
        }
      }
    }
  }
  return cases;
}

/** Renders one case and settles fonts, images and layout before the screenshot. */
export async function renderCase(visualCase: VisualCase): Promise<HTMLElement> {
  await page.viewport(visualCase.width, 900);
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
  // Portaled overlays and fixed bars live outside the canvas: capture the body, stretched to the viewport.
  if (visualCase.target === 'viewport') {
    document.body.style.minHeight = '100vh';
    return document.body;
  }
  document.body.style.minHeight = '';
  return canvas;
}
