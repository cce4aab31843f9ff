// Proves that the built server runs on a production install (decision 0034): copies the build and
// the package files to a temporary folder, runs `npm ci --omit=dev` there, checks that no
// development-only package came with it, starts the server with NODE_ENV=production, and checks
// that /api/health answers ok and that a page and its script load; then stops it and cleans up.
// About half a minute and a network (or a warm npm cache), so it is not part of `npm run check`,
// whose bundle check (apps/server/scripts/prod-deps-check.mjs) stands in for it; CI runs it once.
//   npm run build && node scripts/prod-install-check.mjs   (npm run check:prod-install)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/engine', 'packages/content', 'apps/server', 'apps/web'];
/** What the built server needs besides node_modules. */
const BUILT = ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist'];
/** Development dependencies that a production install must leave out. */
const DEVELOPMENT_ONLY = ['oauth2-mock-server', 'pino-pretty'];

function fail(message) {
  console.error(`prod-install-check: ${message}`);
  process.exitCode = 1;
}

for (const path of ['apps/server/dist/index.mjs', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, path))) {
    console.error(`prod-install-check: ${path} is missing; run npm run build first.`);
    process.exit(1);
  }
}

const copy = mkdtempSync(join(tmpdir(), 'ffl-prod-install-'));
let server;
try {
  for (const file of [
    'package.json',
    'package-lock.json',
    ...WORKSPACES.map((w) => `${w}/package.json`),
  ]) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  for (const folder of BUILT) cpSync(join(root, folder), join(copy, folder), { recursive: true });

  const started = Date.now();
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
  console.log(`npm ci --omit=dev: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const present = DEVELOPMENT_ONLY.filter((name) => existsSync(join(copy, 'node_modules', name)));
  if (present.length > 0) fail(`the production install holds ${present.join(', ')}`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn(process.execPath, ['apps/server/dist/index.mjs'], {
    cwd: copy,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: origin,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: join(copy, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr.on('data', (chunk) => {
    output += chunk;
  });

  const health = await until(60_000, async () => {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const res = await fetch(`${origin}/api/health`).catch(() => null);
    return res?.status === 200 ? res.json() : undefined;
  });
  if (health.status !== 'ok') fail(`/api/health answered ${JSON.stringify(health)}`);
  else console.log(`/api/health: ${JSON.stringify(health)}`);

  const page = await fetch(`${origin}/login`);
  const html = await page.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (page.status !== 200 || !script) fail(`/login answered ${page.status} without its script`);
  else {
    const asset = await fetch(`${origin}${script}`);
    if (asset.status !== 200) fail(`${script} answered ${asset.status}`);
    else console.log(`/login: 200, its script ${script}: 200`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  rmSync(copy, { recursive: true, force: true });
}
if (process.exitCode !== 1)
  console.log('The built server runs on its production dependencies alone.');

async function until(timeoutMs, probe) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
