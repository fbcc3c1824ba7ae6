import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import net from 'node:net';

/**
 * The helper process: it receives the listening socket, sends it back `copies` times (each a new descriptor of the
 * same socket, passed as SCM_RIGHTS) and exits. It never listens itself: the handle it gets is a bare one.
 */
export const HELPER = `process.on('message', (m, h) => {
  let n = m.copies; // (a 'message' listener keeps the channel open until the last copy is sent)
  // The server may stop (and its end of the channel close) before the last copy is sent: then just end.
  const next = () => {
    if (n-- > 0 && process.connected) return process.send('copy', h, next);
    h.close();
    if (process.connected) process.disconnect();
  };
  next();
});`;

/**
 * Lets a busy server accept up to `1 + copies` connections per turn of its event loop, as nginx's `multi_accept`.
 *
 * Node 20's libuv accepts one connection per listening handle per turn (libuv/libuv#3696). Under load a turn
 * takes tens of milliseconds, so a burst of new connections (200 listeners after a restart) waited seconds to be
 * accepted while their requests, once read, were answered in milliseconds. Here `copies` more handles listen on
 * the same socket (duplicated descriptors: epoll reports each, and each accepts once a turn) and hand their
 * connections to `server`. Node has no call that duplicates a descriptor, so a short-lived helper process sends
 * the socket back to this one `copies` times. Resolves to a function that stops the copies (before closing).
 */
export async function acceptMore(server: Server, copies: number, timeoutMs = 10_000): Promise<() => void> {
  const listening = (server as unknown as { _handle?: object })._handle;
  if (copies <= 0 || !listening) return () => {};
  const extras: net.Server[] = [];
  const stop = () => {
    for (const extra of extras.splice(0)) extra.close();
  };
  const helper = spawn(process.execPath, ['-e', HELPER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the accept helper did not answer')), timeoutMs);
      helper.once('error', reject);
      helper.once('exit', () => reject(new Error(`the accept helper sent ${extras.length} of ${copies} copies`)));
      helper.on('message', (_message, handle) => {
        // http.Server's own connection options (no Nagle delay; no TCP keep-alive probes).
        const extra = net.createServer({ noDelay: true, keepAlive: false });
        extra.on('connection', (socket) => server.emit('connection', socket));
        extra.on('error', (error) => server.emit('error', error));
        extra.listen(handle as net.Server);
        extras.push(extra);
        if (extras.length === copies) {
          clearTimeout(timer);
          resolve();
        }
      });
      helper.send({ copies }, listening as net.Server);
    });
  } catch (error) {
    stop();
    helper.kill();
    throw error;
  }
  return stop;
}
