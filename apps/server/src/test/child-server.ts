import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ffl-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Fantasy Fraud League</title>');
  return dir;
}

export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** Resolves with the first JSON log line for which `match` is true. */
  waitForLog(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** The JSON log lines so far for which `match` is true. */
  logged(match: (line: Record<string, unknown>) => boolean): Record<string, unknown>[];
  stop(): Promise<void>;
  kill(): Promise<void>;
  /** Resolves once the server answers its health check with 200. */
  untilReady(): Promise<void>;
  /**
   * Stops reading the logs (they are still drained), so that a benchmark's own process does not
   * spend its CPU parsing thousands of request-log lines while it measures.
   */
  ignoreLogs(): void;
  /** The last log lines and stderr, and how the process ended, for a failing test's message. */
  describe(lines?: number): string;
}

/**
 * Starts the real server entry point (src/index.ts) in a child process, as an operator would, with
 * its logs as JSON lines on stdout. Used by the crash and scale-out tests.
 */
export async function startChildServer(
  env: Record<string, string>,
  /** The built bundle (as `npm start` runs it) instead of the TypeScript source. */
  entry: 'source' | 'bundle' = 'source',
  /** Resolve only once the server is healthy (false: at once, to watch it start). */
  waitReady = true,
  /** Run the server as this user (the caller must be root), e.g. to test folder permissions. */
  as?: { uid: number; gid: number },
): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // CHILD_NODE_ARGS passes flags to the server's Node, e.g. `--cpu-prof` to profile a benchmark.
  const nodeArgs = process.env.CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [
    ...nodeArgs,
    ...(entry === 'bundle'
      ? ['apps/server/dist/index.mjs']
      : ['--import', 'tsx', 'apps/server/src/index.ts']),
  ];
  const webDist = fakeWebDist();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    ...(as ? { uid: as.uid, gid: as.gid } : {}),
    env: {
      PATH: process.env.PATH ?? '',
      // tsx keeps its cache under the home folder's temp; another user needs one it can write.
      ...(as ? { HOME: tmpdir() } : {}),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      AUTH_SECRET: 'child-server-secret-that-is-long-enough-0123456789',
      DEV_OIDC_PORT: '0',
      LOG_LEVEL: 'debug',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let stderr = '';
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString();
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const text = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      try {
        lines.push(JSON.parse(text) as Record<string, unknown>);
      } catch {
        // Not a log line.
      }
      newline = buffer.indexOf('\n');
    }
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      rmSync(webDist, { recursive: true, force: true });
      done();
    }),
  );

  const server: ChildServer = {
    process: child,
    url,
    waitForLog(match, timeoutMs = 60_000) {
      return new Promise((done, fail) => {
        let seen = 0;
        const check = () => {
          for (; seen < lines.length; seen += 1) {
            const line = lines[seen] as Record<string, unknown>;
            if (match(line)) {
              waiters.delete(check);
              clearTimeout(timer);
              done(line);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(
            new Error(
              `no matching log line within ${timeoutMs} ms; stderr:\n${stderr.slice(-2000)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        child.once('exit', () => {
          check();
          if (waiters.has(check)) {
            waiters.delete(check);
            clearTimeout(timer);
            fail(new Error(`the server exited; stderr:\n${stderr.slice(-2000)}`));
          }
        });
        check();
      });
    },
    logged: (match) => lines.filter(match),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    // Ready when it answers its health check (its logs may be quieter than info).
    async untilReady() {
      for (;;) {
        if (child.exitCode !== null)
          throw new Error(`the server exited; stderr:\n${stderr.slice(-2000)}`);
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((done) => setTimeout(done, 100));
      }
    },
    describe(count = 40) {
      const tail = lines.slice(-count).map((line) => JSON.stringify(line));
      return [
        `exit code ${child.exitCode}, signal ${child.signalCode}`,
        'last log lines:',
        ...tail,
        `stderr: ${stderr.slice(-2000)}`,
      ].join('\n');
    },
    ignoreLogs() {
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      buffer = '';
    },
  };
  if (waitReady) await server.untilReady();
  return server;
}

/**
 * Signs up `email` on a child server without SMTP (the server logs each mail with its link, and an
 * embedded database is the server's alone, so the link is read from the log), verifies it, signs
 * in, and returns the session cookie header.
 */
export async function signUpThroughLog(
  server: ChildServer,
  email: string,
  password: string,
  name = 'Bench',
): Promise<string> {
  const origin = server.url;
  await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password, name }),
  });
  const mailed = await server.waitForLog(
    (line) => line.to === email && Array.isArray(line.links) && line.links.length > 0,
  );
  // The mailer logs the mail's own link first (mail/mailer.ts, linksIn).
  const verifyUrl = new URL(String((mailed.links as unknown[])[0]));
  await fetch(`${origin}${verifyUrl.pathname}${verifyUrl.search}`, { redirect: 'manual' });
  return signInThroughApi(server, email, password);
}

/** Signs in with e-mail and password, and returns the new session's cookie header. */
export async function signInThroughApi(
  server: ChildServer,
  email: string,
  password: string,
): Promise<string> {
  const origin = server.url;
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
