import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inSlices } from '../src/lib/loop-slices';
import { createTestApp } from './helper';

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const fake = (n: number) => ({ n }) as unknown as IncomingMessage;
const res = {} as ServerResponse;

/** Calls `handle` for requests 0..count-1 in one go, as one poll phase of a busy turn would. */
function burst(handle: (request: IncomingMessage, response: ServerResponse) => void, count: number) {
  for (let n = 0; n < count; n += 1) handle(fake(n), res);
}

describe('requests in slices of the event loop', () => {
  it('runs a request at once when the loop is not busy', () => {
    const ran: number[] = [];
    const handle = inSlices((request) => ran.push((request as unknown as { n: number }).n), 4);
    handle(fake(0), res);
    expect(ran).toEqual([0]);
  });

  it('lets the loop turn (timers, I/O, new connections) between slices of a backlog, in arrival order', async () => {
    const ran: number[] = [];
    const turnedAfter: number[] = [];
    const handle = inSlices((request) => {
      spin(1);
      ran.push((request as unknown as { n: number }).n);
    }, 4);
    // A timer set before the burst is due at the next turn: it fires after the first slice, not after all 40.
    const ticks = setInterval(() => turnedAfter.push(ran.length), 0);
    burst(handle, 40);
    const ranAtOnce = ran.length;
    while (ran.length < 40) await new Promise((resolve) => setImmediate(resolve));
    clearInterval(ticks);
    expect(ranAtOnce).toBeGreaterThanOrEqual(1);
    expect(ranAtOnce).toBeLessThanOrEqual(5);
    expect(ran).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(turnedAfter.some((count) => count > 0 && count < 40)).toBe(true);
  });

  it('runs the requests it is told are urgent at once, past a waiting backlog (media bytes)', async () => {
    const ran: number[] = [];
    const handle = inSlices(
      (request) => {
        spin(1);
        ran.push((request as unknown as { n: number }).n);
      },
      3,
      (request) => (request as unknown as { n: number }).n >= 100,
    );
    burst(handle, 20);
    const waiting = 20 - ran.length;
    expect(waiting).toBeGreaterThan(10);
    handle(fake(100), res);
    expect(ran.at(-1)).toBe(100);
    while (ran.length < 21) await new Promise((resolve) => setImmediate(resolve));
    expect(ran.filter((n) => n < 100)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('without a bound (0), a burst runs in one go, the timers waiting for all of it', () => {
    const ran: number[] = [];
    const handle = inSlices((request) => {
      spin(1);
      ran.push((request as unknown as { n: number }).n);
    }, 0);
    burst(handle, 10);
    expect(ran).toHaveLength(10);
  });

  it('serves real connections through the app (its server runs requests in slices)', async () => {
    const ctx = await createTestApp({ requestSliceMs: 1 });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const get = () =>
        new Promise<number>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, path: '/api/categories/' }, (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          });
          req.on('error', reject);
          req.end();
        });
      const statuses = await Promise.all(Array.from({ length: 50 }, get));
      expect(statuses).toEqual(Array.from({ length: 50 }, () => 200));
    } finally {
      await ctx.close();
    }
  });
});
