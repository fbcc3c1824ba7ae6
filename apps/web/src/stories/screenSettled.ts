import type { StoryContext } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';

/** What a screen story shows once its play is done: the loaded screen (the default) or its loading state. */
export interface ScreenParameters {
  /** The story keeps the screen loading (a request that never answers): wait for the placeholder instead. */
  loading?: boolean;
}

/** What a screen shows while its data loads: skeletons and busy regions. */
export const PLACEHOLDER = '[aria-busy="true"], [data-skeleton], [class*="Skeleton_"]';

/**
 * The `afterEach` of every screen story: waits until the route has rendered into <main> and nothing on the page is
 * a placeholder any more (or, for a loading story, until the placeholder shows). It runs after the story's play and
 * before the a11y check and the visual capture, so both see the screen a person sees, never whichever frame the
 * machine happened to reach.
 */
export async function screenSettled({ canvasElement, parameters }: Pick<StoryContext, 'canvasElement' | 'parameters'>) {
  const { loading = false } = (parameters.screen ?? {}) as ScreenParameters;
  await waitFor(() => {
    const main = canvasElement.querySelector('main');
    if (!main?.textContent?.trim()) throw new Error('The screen has not rendered into <main> yet');
    const placeholder = canvasElement.ownerDocument.querySelector(PLACEHOLDER);
    if (loading && !placeholder) throw new Error('The loading story shows no placeholder');
    if (!loading && placeholder) throw new Error(`The screen is still loading: ${placeholder.outerHTML.slice(0, 120)}`);
  });
}
