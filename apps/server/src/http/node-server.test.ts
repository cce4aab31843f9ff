import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeHttpServer, KEEP_ALIVE_TIMEOUT_MS, tuneHttpServer } from './node-server';

function get(port: number, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('tuneHttpServer', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('keeps an idle connection open past Node’s 5-second default, so a reused socket is not reset', async () => {
    let connections = 0;
    server = createServer((_req, res) => res.end('ok'));
    server.on('connection', () => {
      connections += 1;
    });
    tuneHttpServer(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, agent)).toEqual({ status: 200, reused: false });
    // Idle for longer than Node's default keep-alive timeout (5 s).
    await new Promise((wait) => setTimeout(wait, 5_600));
    expect(await get(port, agent)).toEqual({ status: 200, reused: true });
    expect(connections).toBe(1);
    agent.destroy();
  }, 15_000);

  // Both run far inside the keep-alive timeout (65 s): Node's close() alone would wait it out.
  it('closes a connection as soon as its response, still running at close, has finished', async () => {
    let finish = () => {};
    let started = () => {};
    const running = new Promise<void>((done) => {
      started = done;
    });
    const http = createServer((_req, res) => {
      finish = () => res.end('ok');
      started();
    });
    server = http;
    const connections: Socket[] = [];
    http.on('connection', (socket: Socket) => connections.push(socket));
    tuneHttpServer(http);
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    const { port } = http.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = get(port, agent);
    await running;
    const closed = closeHttpServer(http, 60_000);
    finish();
    expect(await answer).toEqual({ status: 200, reused: false });
    await closed;
    expect(connections.map((socket) => socket.destroyed)).toEqual([true]);
    server = undefined;
    agent.destroy();
  });

  it('cuts a request still running when the grace period ends', async () => {
    let started = () => {};
    const running = new Promise<void>((done) => {
      started = done;
    });
    server = createServer(() => started());
    tuneHttpServer(server);
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const answer = get(port, agent).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await running;
    await closeHttpServer(server, 50);
    expect(await answer).toBe('ECONNRESET');
    server = undefined;
    agent.destroy();
  });
});
