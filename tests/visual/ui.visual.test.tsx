import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderCase, visualCases } from './stories';

const modules = import.meta.glob('../../packages/ui/src/**/*.stories.tsx', { eager: true });
const cases = visualCases(modules as Parameters<typeof visualCases>[0]);

test('every ui story is captured', () => {
  expect(cases.length).toBeGreaterThan(0);
});

test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, visualCase) => {
  const target = await renderCase(visualCase);
  await expect.element(page.elementLocator(target)).toMatchScreenshot(visualCase.name);
});
