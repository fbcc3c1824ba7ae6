import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

it('lists episodes', async () => {
  const r = await ctx.app.inject('/api/podcasts/');
  expect(r.statusCode).toBe(200);
  console.info(r.json().items[0], r.json().count);
});
