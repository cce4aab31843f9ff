import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

/**
 * Serves the built single-page app. Hashed files under /assets never change, so browsers keep
 * them for a year; index.html is revalidated every time, so a deploy is picked up at once.
 */
export function createStaticSite(webDist: string) {
  const app = new Hono();
  const indexFile = join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);

  app.use('*', compress());
  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));
  app.use(
    '*',
    serveStatic({
      root: webDist,
      rewriteRequestPath: (path) =>
        path === '/' || path === '/index.html' ? '/__no_direct_index__' : path,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    if (!hasBuild) {
      return c.text('The web app is not built yet. Run `npm run build` (or `npm start`).', 503);
    }
    c.header('cache-control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
