import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { isAppPath } from './app-routes';
import { loadRoutePreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** API answers for an app page's HTML, by API path (see page-data.ts), and cookies to pass on. */
export interface PageData {
  answers: Record<string, unknown>;
  setCookies: string[];
}

/**
 * Data for the app in its HTML: JSON in a script of type application/json, which the browser
 * never runs (so the content security policy needs no exception). `<` is escaped so that no text
 * inside, such as a display name, can close the script element.
 */
function dataScript(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * Serves the built single-page app. Hashed files under /assets never change, so browsers keep
 * them for a year, each in the build's Brotli or gzip copy when the browser takes it
 * (apps/web/scripts/precompress.mjs). The HTML pages are revalidated every time, so a deploy is
 * picked up at once. `/` gets the static splash; every other path the app's index.html, with a 404
 * status where the app has no such page (app-routes.ts). With
 * `pageData`, that HTML carries the visitor's first API answers (`#ffl-answers`), so the app starts
 * without asking for them; such pages are private to the visitor.
 */
export function createStaticSite(
  webDist: string,
  pageData?: (request: Request) => Promise<PageData | null>,
) {
  const app = new Hono();
  const indexFile = join(webDist, 'index.html');

  app.use('*', compress());
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (or `npm start`).', 503),
    );
    return app;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The static splash for `/` (apps/web/splash.html): no application JavaScript on a first visit.
  const splashFile = join(webDist, 'splash.html');
  const splashHtml = existsSync(splashFile) ? readFileSync(splashFile, 'utf8') : indexHtml;

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('cache-control', IMMUTABLE);
  });
  app.use('/assets/*', serveStatic({ root: webDist, precompressed: true }));
  // A missing asset is a real 404: answering with index.html would hide a stale deploy.
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));
  // Browsers and crawlers ask for /favicon.ico whatever the page's <link rel="icon"> says: send
  // them to the one icon there is, rather than a 404 in every log.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  // The build's manifest is for the server (route preload hints), not for browsers.
  app.get('/.vite/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('cache-control')) {
      c.res.headers.set('cache-control', 'public, max-age=3600');
    }
  });
  app.use(
    '*',
    serveStatic({
      root: webDist,
      precompressed: true,
      // The HTML pages always come from the handlers below, with their no-cache header.
      rewriteRequestPath: (path) =>
        path === '/' || path.endsWith('.html') ? '/.page-from-fallback' : path,
    }),
  );
  app.get('/', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(splashHtml);
  });
  const preloadTags = loadRoutePreloads(webDist);
  app.get('*', async (c) => {
    let head = preloadTags(c.req.path);
    if (pageData) {
      const data = await pageData(c.req.raw);
      if (data) {
        head += dataScript('ffl-answers', data.answers);
        for (const cookie of data.setCookies) c.header('set-cookie', cookie, { append: true });
      }
      c.header('cache-control', 'private, no-cache');
      c.header('vary', 'cookie');
    } else {
      c.header('cache-control', 'no-cache');
    }
    // An address the app does not route gets the app all the same, which shows its own 404 page,
    // but with the status that tells crawlers and scanners the truth.
    const status = isAppPath(new URL(c.req.url).pathname) ? 200 : 404;
    return c.html(head ? indexHtml.replace('</head>', `${head}</head>`) : indexHtml, status);
  });
  return app;
}
