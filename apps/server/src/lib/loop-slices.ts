import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Hands requests to `handler` in slices of at most `sliceMs` of the event loop, so that a busy server polls
 * often: new connections are accepted (Node 20 accepts one per listening handle a turn, see multi-accept.ts) and
 * finished database reads and socket writes are seen between slices, not after every request of a long turn.
 *
 * Under load a turn ran every request that arrived in it, ~25 ms for the 200 clients of `bench:load`. Here, once
 * a slice's time is spent, requests wait in arrival order and the rest run in the next turns' check phase
 * (`setImmediate`), each turn polling in between. An idle or lightly loaded server runs each request at once, as before.
 * Requests `atOnce` says are cheap and urgent (a listener's media bytes) never wait in the queue.
 */
export function inSlices(
  handler: Handler,
  sliceMs: number,
  atOnce: (request: IncomingMessage) => boolean = () => false,
): Handler {
  if (sliceMs <= 0) return handler;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  /** A slice runs from a turn's first request to that turn's check phase, or is one drain. */
  let inSlice = false;
  let sliceStart = 0;
  let drainScheduled = false;

  const later = () => {
    if (drainScheduled) return;
    drainScheduled = true;
    setImmediate(drain); // scheduled from a check phase, it runs in the next turn, after its poll
  };
  /** The check phase of the turn whose poll phase began the slice: what waits runs next turn. */
  const endSlice = () => {
    inSlice = false;
    if (waiting.length > 0) later();
  };
  function drain() {
    drainScheduled = false;
    const until = performance.now() + sliceMs;
    try {
      while (waiting.length > 0 && performance.now() < until) {
        const [request, response] = waiting.shift() as [IncomingMessage, ServerResponse];
        handler(request, response);
      }
    } finally {
      // Even past a handler that threw: the others still run.
      if (waiting.length > 0) later();
    }
  }

  return (request, response) => {
    if (atOnce(request)) {
      handler(request, response);
      return;
    }
    if (waiting.length === 0) {
      if (!inSlice) {
        inSlice = true;
        sliceStart = performance.now();
        setImmediate(endSlice);
      }
      if (performance.now() - sliceStart < sliceMs) {
        handler(request, response);
        return;
      }
    }
    // In arrival order, behind those already waiting (a drain or the slice's end is scheduled for them).
    waiting.push([request, response]);
    if (!inSlice) later();
  };
}
