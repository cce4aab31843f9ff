/**
 * `npm run bench:web`: builds the web app for production and prints
 * - the initial JavaScript and CSS of `/` and of `/home`, in KB after gzip, from Vite's manifest
 *   (the page's entry, the route's code-split chunks and everything they import statically);
 * - Lighthouse scores (performance on the mobile profile, accessibility, best practices) for `/`,
 *   `/login`, `/home`, `/fraudwiki` and a wave report with its replay (`/attacklog?report=…`, a
 *   custom wave the game master sends first), run through Debian's Chromium (CHROME_PATH) against
 *   the real server, signed in as a fresh verified player for the last three.
 *
 * It lives in the server workspace because it drives the real server; the build goes to a private
 * folder so that it never disturbs a running end-to-end server.
 *
 * To look into one page: LH_PAGES=/home,/attacklog limits the pages (by path, without the query), LH_CATEGORIES=performance the
 * categories, and LIGHTHOUSE_REPORTS=<folder> keeps each full report (long tasks, LCP element…).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { collectChunkFiles, type Manifest } from '../src/http/route-preloads';
import { signUpThroughLog, startChildServer } from '../src/test/child-server';
import { GOOD_PASSWORD } from '../src/test/test-server';

const repoRoot = resolve(import.meta.dirname, '../../..');
const GM_EMAIL = 'gm-lighthouse@example.com';
const webDir = join(repoRoot, 'apps/web');
const outDir = mkdtempSync(join(tmpdir(), 'ffl-web-bench-'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

console.log(`Building the web app for production into ${outDir}…`);
execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
  cwd: webDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});
// As `npm run build -w @ffl/web` does: the Brotli and gzip copies the server sends.
execFileSync('node', [join(webDir, 'scripts/precompress.mjs'), outDir], { stdio: 'ignore' });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** Every file a set of chunks needs before it runs (each key must be in the manifest). */
function initialFiles(keys: string[]) {
  for (const key of keys) if (!manifest[key]) throw new Error(`no chunk ${key} in the manifest`);
  return collectChunkFiles(manifest, keys);
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return bytes / 1024;
}

/** What the server actually sends a browser that takes Brotli (files under 1 KB go as they are). */
function brotliKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) {
    const path = join(outDir, file);
    bytes += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
  }
  return bytes / 1024;
}

/** Issue 7's targets, checked at the end: each line of the summary says met or missed. */
const misses: string[] = [];
let splashJsKb = Number.NaN;

const routeChunk = (file: string) => {
  const key = `src/routes/${file}?tsr-split=component`;
  if (!manifest[key]) throw new Error(`no code-split chunk for ${file}`);
  return key;
};

console.log('\nInitial JavaScript and CSS (gzip -9):');
for (const [path, chunks] of [
  // The server answers `/` with the static splash page (apps/web/splash.html).
  ['/', ['splash.html']],
  // index.html's entry shows the loading screen and imports the app (its dynamic imports).
  [
    '/home',
    [
      'index.html',
      ...(manifest['index.html']?.dynamicImports ?? []),
      routeChunk('_app.tsx'),
      routeChunk('_app/home.tsx'),
    ],
  ],
  // A wave report: the Attack Log's route with the report, its replay and the what-if.
  [
    '/attacklog',
    [
      'index.html',
      ...(manifest['index.html']?.dynamicImports ?? []),
      routeChunk('_app.tsx'),
      routeChunk('_app/attacklog.tsx'),
    ],
  ],
] as const) {
  const { js, css } = initialFiles([...chunks]);
  if (path === '/') splashJsKb = gzipKb(js);
  console.log(
    `  ${path.padEnd(10)} JS ${gzipKb(js).toFixed(1)} KB in ${js.size} files, CSS ${gzipKb(css).toFixed(1)} KB` +
      ` (sent with Brotli: JS ${brotliKb(js).toFixed(1)} KB, CSS ${brotliKb(css).toFixed(1)} KB)`,
  );
}

const server = await startChildServer(
  {
    NODE_ENV: 'production',
    // The scheduler lands the game master's wave, so that a real report can be measured.
    ADMIN_EMAILS: GM_EMAIL,
    LOG_LEVEL: 'info',
    WEB_DIST: outDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ffl-web-bench-data-')),
  },
  'bundle',
);
/** A request to the server as a signed-in player (a write carries the origin and a key). */
async function call(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie,
      origin: server.url,
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}`);
  const answer: unknown = await res.json();
  return answer;
}

/** A field of an answer read as a string (the bench checks what it uses, nothing more). */
function field(answer: unknown, ...path: (string | number)[]): string {
  let value: unknown = answer;
  for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  if (typeof value !== 'string') throw new Error(`no ${path.join('.')} in the answer`);
  return value;
}

/**
 * A wave report of the measured player's: Email Filtering and the social alert against a custom
 * wave of five attacks the game master (who sits waves out) sends now. Returns the report's id.
 */
async function seedReport(player: string): Promise<string> {
  await call(player, 'POST', '/api/bank/defenses/EmailFiltering/buy');
  await call(player, 'PUT', '/api/bank/alert', { family: 'social' });
  const gm = await signUpThroughLog(server, GM_EMAIL, GOOD_PASSWORD, 'Game Master');
  await call(gm, 'PATCH', '/api/bank', { playsWaves: false });
  const wave = await call(gm, 'POST', '/api/admin/waves', {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'Ransomware', 'Ddos', 'SimSwap', 'InsiderFraud'],
    forecast: ['cyber'],
    confirm: 'now',
  });
  const waveId = field(wave, 'id');
  for (let tries = 0; ; tries += 1) {
    if (field(await call(gm, 'GET', `/api/admin/waves/${waveId}`), 'status') === 'done') break;
    if (tries > 120) throw new Error(`wave ${waveId} did not land within a minute`);
    await new Promise((done) => setTimeout(done, 500));
  }
  return field(await call(player, 'GET', '/api/reports'), 'reports', 0, 'id');
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const cookie = await signUpThroughLog(server, 'lighthouse@example.com', GOOD_PASSWORD, 'Ada');
  // The measured Home is the everyday dashboard, not the one-time welcome.
  const patched = await fetch(`${server.url}/api/bank`, {
    method: 'PATCH',
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ welcomeDone: true }),
  });
  if (patched.status !== 200) throw new Error(`PATCH /api/bank answered ${patched.status}`);
  const reportId = await seedReport(cookie);

  console.log('\nLighthouse (mobile profile, simulated throttling):');
  for (const [path, signedIn] of [
    ['/', false],
    ['/login', false],
    ['/home', true],
    ['/fraudwiki', true],
    [`/attacklog?report=${reportId}`, true],
  ] as const) {
    // LH_PAGES=/home,/attacklog measures only those pages (to look at one page again and again).
    const page = path.split('?')[0] ?? path;
    if (process.env.LH_PAGES && !process.env.LH_PAGES.split(',').includes(page)) continue;
    const measure = () =>
      lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: (
          process.env.LH_CATEGORIES ?? 'performance,accessibility,best-practices'
        ).split(','),
        extraHeaders: signedIn ? { Cookie: cookie } : undefined,
      });
    // Lighthouse sometimes fails to record the trace (NO_NAVSTART and the like) and says to run
    // it again: it gets two more tries, and every failure is printed.
    let result = await measure();
    for (let attempt = 1; attempt <= 2 && result?.lhr.runtimeError; attempt += 1) {
      console.log(
        `  ${path}: Lighthouse failed (${result.lhr.runtimeError.code}), measuring again`,
      );
      result = await measure();
    }
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    // LIGHTHOUSE_REPORTS=<folder> keeps each page's full report, to see where the time goes.
    if (process.env.LIGHTHOUSE_REPORTS) {
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORTS, `${page.slice(1) || 'splash'}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError)
      console.log(`  ${path}: Lighthouse failed: ${runtimeError.code} ${runtimeError.message}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
    ]) {
      const message = audits[id]?.errorMessage;
      if (message) console.log(`  ${path}: ${id} failed: ${message}`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    const landed = new URL(finalDisplayedUrl);
    if (`${landed.pathname}${landed.search}` !== path) {
      throw new Error(`${path} ended on ${finalDisplayedUrl}: the page was not measured`);
    }
    console.log(
      `  ${page.padEnd(10)} performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}  (FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)})`,
    );
    const targets = [
      ['performance', 95],
      ['accessibility', 100],
      ['best-practices', 95],
    ] as const;
    for (const [id, target] of targets) {
      if (id in categories && score(id) < target)
        misses.push(`${page} ${id} ${score(id)} < ${target}`);
    }
    for (const [id, category] of Object.entries(categories)) {
      if ((category.score ?? 0) >= 1) continue;
      const failing = category.auditRefs
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && ref(audit))
        .map((audit) => audit?.id);
      if (failing.length > 0) console.log(`      ${id} below 100: ${failing.join(', ')}`);
      if (id !== 'accessibility') continue;
      // Accessibility findings name their elements, so that they can be fixed.
      for (const auditId of failing) {
        const items = (
          audits[auditId ?? '']?.details as { items?: { node?: { selector?: string } }[] }
        )?.items;
        for (const item of items ?? []) console.log(`        ${auditId}: ${item.node?.selector}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

if (!(splashJsKb < 100)) misses.push(`splash initial JS ${splashJsKb.toFixed(1)} KB ≥ 100 KB`);
console.log(
  misses.length === 0
    ? '\nTargets (splash JS < 100 KB gzip; performance ≥ 95, accessibility 100, best practices ≥ 95): all met in this run.'
    : `\nTargets missed in this run: ${misses.join('; ')}.`,
);

function ref(audit: { scoreDisplayMode?: string }): boolean {
  return audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable';
}
