import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, tuneHttpServer } from './node-server';

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
});
