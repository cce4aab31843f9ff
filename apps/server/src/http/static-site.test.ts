import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './app-routes';
import { createStaticSite } from './static-site';

function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'ffl-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><head><title>FFL</title></head><div id="root"></div>',
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js' },
      'src/routes/_app/home.tsx?tsr-split=component': { file: 'assets/home-def456.js' },
    }),
  );
  writeFileSync(join(dir, 'splash.html'), '<!doctype html><title>FFL</title><main class="splash">');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** Addresses of every file route in apps/web/src/routes, with real ids. */
const REAL_PAGES = [
  '/login',
  '/signup',
  '/reset-password',
  '/verify-email',
  '/auth/google',
  '/auth/google-done',
  '/home',
  '/home/',
  '/HOME',
  '/defenseshop',
  '/fraudwiki',
  '/attacklog',
  '/leaderboard',
  '/help',
  '/settings',
  '/frauds/Phishing',
  '/frauds/Phishing/',
  '/frauds/Phishing/quiz',
  '/drills',
  '/drills/TD-OsXLJIZotlzg2',
  '/drills/a_b-C1d2E3f4G5h6',
  '/defenses/MultiFactorAuth',
  '/leagues',
  '/leagues/Ab3dE5gH7jK9mN1pQ3sT',
  '/join/K7MPQ2XH',
  '/join/k7mpq2xh',
  '/admin',
  '/admin/waves',
  '/admin/waves/Ab3dE5gH7jK9mN1pQ3sT',
  '/admin/players',
  '/admin/players/some-player-id',
  '/admin/season',
  '/admin/learning',
  '/admin/drills',
  '/admin/audit',
];

const UNKNOWN_PAGES = [
  '/no/such',
  '/homes',
  '/home/more',
  '/index.html',
  '/splash.html',
  '/wp-login.php',
  '/frauds',
  '/frauds/X',
  '/frauds/phishing',
  '/frauds/NoSuchFraud/quiz',
  '/frauds/Phishing/answers',
  '/defenses/Firewall',
  '/drills/Phishing',
  '/drills/NoSuchFraud-d1',
  '/drills/Phishing-d1',
  '/drills/Phishing-d1/answers',
  '/defenses',
  '/leagues/short',
  '/join/bad',
  '/join',
  '/admin/no-such-screen',
  '/admin/waves/not-a-wave-id',
  '/auth',
  '/%E0%A4%A',
];

describe('serving the built SPA', () => {
  const site = createStaticSite(fakeBuild());

  it('marks hashed assets immutable for a year', async () => {
    const res = await site.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('app');
  });

  it('sends /favicon.ico to the SVG icon, which it serves', async () => {
    const res = await site.request('/favicon.ico');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
    const icon = await site.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain('<svg');
  });

  it('serves the static splash at the root, with no-cache', async () => {
    const res = await site.request('/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<main class="splash">');
    expect(html).not.toContain('<div id="root">');
  });

  it('serves index.html with no-cache for every app route', async () => {
    for (const path of REAL_PAGES) {
      const res = await site.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('answers 404 with the same page for addresses the app does not route', async () => {
    for (const path of UNKNOWN_PAGES) {
      const res = await site.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toContain('<div id="root">');
    }
    // The page's answers and cookies still come with it: the app renders its own 404 page.
    const withData = createStaticSite(fakeBuild(), async () => ({
      answers: { '/api/x': 1 },
      setCookies: ['a=1; Path=/'],
    }));
    const res = await withData.request('/no/such');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(await res.text()).toContain('id="ffl-answers"');
  });

  it("announces a deep link's chunks in the page, and keeps the manifest private", async () => {
    const html = await (await site.request('/home')).text();
    expect(html).toContain('<link rel="prefetch" crossorigin href="/assets/home-def456.js">');
    expect(await (await site.request('/settings')).text()).not.toContain('prefetch');
    expect((await site.request('/.vite/manifest.json')).status).toBe(404);
  });

  it("sends the build's Brotli copy to a browser that takes it, and gzip to one that does not", async () => {
    const dir = fakeBuild();
    const script = `console.log("${'app '.repeat(600)}")`;
    writeFileSync(join(dir, 'assets', 'big-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'big-abc.js.br'), brotliCompressSync(script));
    const site = createStaticSite(dir);
    const br = await site.request('/assets/big-abc.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await site.request('/assets/big-abc.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
  });

  it('answers a missing asset with a real 404, not the app shell', async () => {
    const res = await site.request('/assets/index-gone.js');
    expect(res.status).toBe(404);
  });

  it("puts the page's answers in app pages, with their cookies, and keeps them private", async () => {
    const site = createStaticSite(fakeBuild(), async (request) => ({
      answers: { '/api/x': { name: `<b>${request.headers.get('cookie')}</b>` } },
      setCookies: ['a=1; Path=/', 'b=2; Path=/'],
    }));
    const res = await site.request('/home', { headers: { cookie: 'me' } });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const html = await res.text();
    expect(html).toContain(
      '<script type="application/json" id="ffl-answers">{"/api/x":{"name":"\\u003cb>me\\u003c/b>"}}</script></head>',
    );
    const splash = await site.request('/', { headers: { cookie: 'me' } });
    expect(await splash.text()).not.toContain('ffl-answers');
  });

  it('refuses path traversal', async () => {
    const res = await site.request('/assets/../../../etc/passwd');
    expect(await res.text()).not.toContain('root:');
  });
});

/** The address of each file route of the web app (TanStack Router's naming), e.g. /frauds/$fraudId. */
function webFileRoutes(): string[] {
  const root = resolve(import.meta.dirname, '../../../web/src/routes');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.tsx'),
  );
  const paths = new Set<string>();
  for (const file of files) {
    const segments = relative(root, join(root, file))
      .replace(/\.tsx$/, '')
      .split(/[\\/]/);
    if (segments[0] === '__root') continue;
    const last = segments[segments.length - 1];
    if (last === 'index' || last === 'route') segments.pop();
    // A leading _ is a layout without an address; a trailing _ un-nests a route from its parent's
    // component (TanStack Router), and is not in the address either.
    const address = segments
      .filter((segment) => !segment.startsWith('_'))
      .map((segment) => segment.replace(/_$/, ''));
    paths.add(`/${address.join('/')}`);
  }
  return [...paths].sort();
}

describe("the server's list of app addresses", () => {
  it("is the web app's file routes, no more and no fewer", () => {
    expect([...APP_ROUTES].sort()).toEqual(webFileRoutes());
  });
});
