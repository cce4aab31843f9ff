import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ChildServer, startChildServer } from '../test/child-server';
import { GOOD_PASSWORD, readError } from '../test/test-server';

/** GET /api/health's answer, 200 or 503 (features/health/health-routes.ts). */
const HealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), reachable: z.boolean(), writable: z.boolean() }),
});

/*
 * The embedded database's folder turns read-only under a real server process. Root ignores
 * permission bits, so as root (CI) the server runs as `nobody`, which owns the folder; otherwise
 * it runs as the caller.
 */
const as = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;

/** The folders made here, removed at the end (each holds a whole database). */
const folders: string[] = [];

function ownFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ffl-datadir-'));
  folders.push(dir);
  if (as) chownSync(dir, as.uid, as.gid);
  return dir;
}

const setWritable = (dir: string, writable: boolean) =>
  execFileSync('chmod', ['-R', writable ? 'u+w' : 'a-w', dir]);

let child: ChildServer | undefined;
afterAll(async () => {
  await child?.kill();
  for (const dir of folders) {
    setWritable(dir, true);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('a data folder that is not writable', () => {
  it('stops the server at start with a readable message, not a raw EACCES stack', async () => {
    const dir = ownFolder();
    chmodSync(dir, 0o555);
    const server = await startChildServer({ DATA_DIR: dir }, 'source', false, as);
    const failure = await server.untilReady().then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(server.process.exitCode).toBe(1);
    expect(failure).toContain(`DATA_DIR ${dir} is not writable (permission denied).`);
    expect(failure).not.toMatch(/\n\s+at /);
  });

  it('reports a folder that turns read-only as degraded, and recovers when it is writable again', async () => {
    const dir = ownFolder();
    child = await startChildServer({ DATA_DIR: dir, SCHEDULER: 'off' }, 'source', true, as);
    const health = async () => {
      const res = await fetch(`${child?.url}/api/health`);
      return { status: res.status, body: HealthAnswer.parse(await res.json()) };
    };
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });

    setWritable(dir, false);
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: 'degraded', database: { kind: 'pglite', reachable: true, writable: false } },
    });
    expect(child.process.exitCode).toBeNull();

    setWritable(dir, true);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
    const signUp = await fetch(`${child.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: child.url },
      body: JSON.stringify({ email: 'after@example.com', password: GOOD_PASSWORD, name: 'After' }),
    });
    expect(signUp.status).toBe(200);
    expect(child.process.exitCode).toBeNull();
  });

  it('answers a sign-up 503 while the folder is read-only, rather than 200 with no mail stored (issue 26)', async () => {
    const dir = ownFolder();
    const server = await startChildServer({ DATA_DIR: dir, SCHEDULER: 'off' }, 'source', true, as);
    try {
      setWritable(dir, false);
      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'readonly@example.com', password: GOOD_PASSWORD }),
      });
      expect(signUp.status, server.describe()).toBe(503);
      expect(Number(signUp.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await readError(signUp)).code).toBe('unavailable');
      // No session was handed out for an account that cannot be verified.
      expect(signUp.headers.getSetCookie()).toEqual([]);
    } finally {
      setWritable(dir, true);
      await server.kill();
    }
  });
});
