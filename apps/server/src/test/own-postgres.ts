/**
 * A PostgreSQL cluster of a test's own, in a temporary folder, from the machine's binaries, so
 * that the test can stop, restart and cut the connections of the database under a running server
 * without disturbing the shared one of `npm run test:pg`. As root (CI), the cluster runs as the
 * `postgres` user that Debian's package creates, since PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './child-server';

function findBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  throw new Error(
    'PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)',
  );
}

export interface OwnPostgres {
  url: string;
  /** Starts the cluster again (nothing when it runs). */
  start(): void;
  /** Nothing when it is stopped; else `pg_ctl stop -m fast`: every session ends, the server goes away. */
  stop(): void;
  /** Ends every session of the test database but the caller's (pg_terminate_backend). */
  terminateConnections(): Promise<number>;
  destroy(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = findBin();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'ffl-own-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
      '-w',
      'start',
    ]);
  start();
  // A test that fails between stop() and start() leaves the cluster stopped for the next one.
  let running = true;
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    start() {
      if (running) return;
      start();
      running = true;
    },
    stop() {
      if (!running) return;
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async terminateConnections() {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const result = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        return result.rowCount ?? 0;
      } finally {
        await admin.end();
      }
    },
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
