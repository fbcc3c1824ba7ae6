import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptMore, HELPER } from '../src/lib/multi-accept';

const get = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

describe('accepting several connections per turn of the event loop', () => {
  it('takes in a burst of connections at once, though each request holds the loop', async () => {
    let accepted = 0;
    let acceptedBeforeFirstAnswer = -1;
    const server = createServer((_request, response) => {
      if (acceptedBeforeFirstAnswer < 0) acceptedBeforeFirstAnswer = accepted;
      const end = performance.now() + 20; // a busy turn
      while (performance.now() < end);
      response.end('ok');
    });
    server.on('connection', () => {
      accepted += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const stop = await acceptMore(server, 7);
    try {
      const statuses = await Promise.all(Array.from({ length: 16 }, () => get(port)));
      expect(statuses).toEqual(Array.from({ length: 16 }, () => 200));
      expect(accepted).toBe(16);
      // Node alone accepts one a turn: 1 (or 2) before the first request runs.
      expect(acceptedBeforeFirstAnswer).toBeGreaterThanOrEqual(5);
    } finally {
      stop();
      await new Promise((resolve) => server.close(resolve));
    }
    // Stopped and closed: no copy of the socket still listens.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('does nothing for no copies or a server not listening', async () => {
    const server = createServer();
    const stop = await acceptMore(server, 4);
    expect(typeof stop).toBe('function');
    stop();
  });

  it('ends quietly when the server stops before the helper has sent its copies', async () => {
    // A server process that listens, hands its socket to the helper and exits at once (a stop right after start).
    const SERVER = `const { spawn } = require('node:child_process');
const server = require('node:http').createServer().listen(0, '127.0.0.1', () => {
  const helper = spawn(process.execPath, ['-e', process.env.HELPER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  helper.send({ copies: 7 }, server._handle, () => process.exit(0));
});`;
    const serverProcess = spawn(process.execPath, ['-e', SERVER], {
      env: { ...process.env, HELPER },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // The helper shares the server's stderr: the pipe closes once both have exited.
    let stderr = '';
    serverProcess.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    await new Promise((resolve) => serverProcess.stderr.once('close', resolve));
    expect(serverProcess.exitCode).toBe(0);
    expect(stderr).toBe('');
  });
});
