// Runs the server's API test suite against a real PostgreSQL, as well as the default PGlite run.
// With TEST_DATABASE_URL set, that server is used. Otherwise a throw-away cluster is created in
// a temporary folder from the machine's PostgreSQL binaries, used, stopped and deleted. Without
// either it fails, unless FFL_SKIP_POSTGRES=1 opts out (loudly; the command then runs on PGlite).
//   node scripts/with-postgres.mjs                       the server's API suite
//   node scripts/with-postgres.mjs [--durable] cmd args  any command, with TEST_DATABASE_URL set
// --durable keeps PostgreSQL's default durability (fsync on), for benchmarks.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const durable = args[0] === '--durable';
const command = durable ? args.slice(1) : args;

function runSuite(url) {
  const [cmd, ...rest] =
    command.length > 0 ? command : ['npx', 'vitest', 'run', '--project', 'server'];
  if (command.length === 0) {
    console.log(`\nAPI tests against PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})\n`);
  }
  const result = spawnSync(cmd, rest, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  return result.status ?? 1;
}

function findBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(root, v, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The one way to leave PostgreSQL out, by name and loudly: a local run that never touched
// PostgreSQL must not look like a pass. CI never skips it.
if (process.env.FFL_SKIP_POSTGRES === '1' && process.env.CI) {
  console.error(
    'ERROR: FFL_SKIP_POSTGRES=1 is refused in CI (CI is set): CI runs the PostgreSQL pass.',
  );
  process.exit(1);
}
if (process.env.FFL_SKIP_POSTGRES === '1') {
  const what =
    command.length > 0 ? `\`${command.join(' ')}\` runs without` : 'the API suite is NOT run on';
  console.warn(
    `\n${'!'.repeat(80)}\nFFL_SKIP_POSTGRES=1: ${what} PostgreSQL. ` +
      `Unset it before you push: CI runs this pass.\n${'!'.repeat(80)}\n`,
  );
  if (command.length > 0) {
    const [cmd, ...rest] = command;
    process.exit(spawnSync(cmd, rest, { stdio: 'inherit' }).status ?? 1);
  }
  process.exit(0);
}

if (process.env.TEST_DATABASE_URL) process.exit(runSuite(process.env.TEST_DATABASE_URL));

const bin = findBin();
if (!bin) {
  console.error(
    `\n${'!'.repeat(80)}\nERROR: PostgreSQL is not installed, so the API suite cannot run on it. ` +
      'Install it (apt-get install postgresql), or set TEST_DATABASE_URL to a server of yours, ' +
      'or opt out by name with FFL_SKIP_POSTGRES=1.\n' +
      `${'!'.repeat(80)}\n`,
  );
  process.exit(1);
}

// PostgreSQL refuses to run as root; as root, run it as the postgres user the package creates.
const asRoot = process.getuid?.() === 0;
const as = (cmd, args) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
    : execFileSync(cmd, args, { stdio: 'pipe' });

const dir = mkdtempSync(join(tmpdir(), 'ffl-pg-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const port = await freePort();
let status = 1;
try {
  as(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  as(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${
      durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'
    }`,
    '-w',
    'start',
  ]);
  status = runSuite(`postgresql://postgres@127.0.0.1:${port}/postgres`);
} catch (error) {
  console.error('Could not start a throw-away PostgreSQL:', error.stderr?.toString() ?? error);
  status = 1;
} finally {
  try {
    as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
  } catch {
    // It never started.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
