import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoBlankBand, renderCase, visualCases } from './stories';

const modules = import.meta.glob('../../packages/ui/src/**/*.stories.tsx', { eager: true });
const cases = visualCases(modules as Parameters<typeof visualCases>[0]);

test('every ui story is captured', () => {
  expect(cases.length).toBeGreaterThan(0);
});

test('a capture clipped at the viewport fails the blank-band check', async () => {
  await page.viewport(375, 300);
  const tall = document.createElement('div');
  tall.style.cssText = 'height: 900px; display: flex; flex-direction: column; justify-content: space-between';
  tall.innerHTML = '<p>ზედა</p><p>შუა</p><p>ქვედა</p>';
  document.body.appendChild(tall);
  // The frame paints only its 300 px viewport: the text at 450 px and 880 px falls in a blank band.
  await expect(expectNoBlankBand(tall)).rejects.toThrow(/blank where the story has content/);
  await page.viewport(375, 900);
  await expect(expectNoBlankBand(tall)).resolves.toBeUndefined();
  tall.remove();
});

test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, visualCase) => {
  const target = await renderCase(visualCase);
  await expectNoBlankBand(target);
  await expect.element(page.elementLocator(target)).toMatchScreenshot(visualCase.name);
});
