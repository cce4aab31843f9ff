import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, signUpThroughLog, startChildServer } from '../test/child-server';
import { GOOD_PASSWORD } from '../test/test-server';

let child: ChildServer | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'ffl-shutdown-'));
afterAll(async () => {
  await child?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('ends open event streams on SIGTERM and exits, instead of waiting for them forever', async () => {
    child = await startChildServer({
      SCHEDULER: 'off',
      DATA_DIR: dataDir,
    });
    const cookie = await signUpThroughLog(child, 'shutdown@example.com', GOOD_PASSWORD);
    const url = new URL(`${child.url}/api/events`);
    // A browser's stream: open until the server ends it.
    const streamEnded = new Promise<string>((done, fail) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { cookie } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('event: countdown') && !opened) {
              opened = true;
              child?.process.kill('SIGTERM');
            }
          });
          res.on('end', () => done(text));
          res.on('error', fail);
        },
      );
      let opened = false;
      req.on('error', fail);
      req.end();
    });
    const exitCode = new Promise<number | null>((done) =>
      child?.process.once('exit', (code) => done(code)),
    );
    expect(await streamEnded).toContain('event: countdown');
    expect(await exitCode).toBe(0);
    // Starting a server from source and signing up takes a while on a busy machine.
  }, 120_000);
});
