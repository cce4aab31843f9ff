import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a set of chunks needs before it runs: their own, their static imports' (transitively)
 * and their CSS. Keys not in the manifest add nothing.
 */
export function collectChunkFiles(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

interface RouteChunk {
  key: string;
  /** The route file's path segments, e.g. ['_app', 'frauds', '$fraudId', 'quiz']. */
  segments: string[];
  pattern: RegExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The URL pattern of a file route: pathless `_layout` segments and `index` leaves add nothing. */
function routePattern(segments: string[]): RegExp {
  const url = segments.filter(
    (segment, index) =>
      !segment.startsWith('_') && !(segment === 'index' && index === segments.length - 1),
  );
  const body = url.map((s) => (s.startsWith('$') ? '[^/]+' : escapeRegExp(s))).join('/');
  return new RegExp(`^/${body}/?$`);
}

/**
 * The download hints of an app page, for the HTML. The page's entry is tiny: it paints the HTML's
 * "Loading…" screen and then imports the app (its dynamic imports). Without hints the browser
 * would learn of the app's files only then, and of a page's code-split chunks only after the app
 * has run: a round trip each on every first load. The app's scripts are `prefetch` hints, not
 * `modulepreload`: Chromium compiles a module preload on the main thread as soon as it arrives,
 * which would hold up that first paint; a prefetch only puts the file in the cache (decision
 * 0013). Built from Vite's manifest and the TanStack file-route naming, so a new route needs no
 * change here.
 */
export function createRoutePreloads(manifest: Manifest, entryKey = 'index.html') {
  const routes: RouteChunk[] = [];
  const byPath = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const match = ROUTE_CHUNK.exec(key);
    if (!match?.[1]) continue;
    const segments = match[1].split('/');
    // `dir/route.tsx` is the layout of `dir`.
    if (segments[segments.length - 1] === 'route') segments.pop();
    routes.push({ key, segments, pattern: routePattern(segments) });
    byPath.set(segments.join('/'), key);
  }

  const closure = (keys: Iterable<string>) => collectChunkFiles(manifest, keys);
  const entry = closure([entryKey]);
  const appKeys = manifest[entryKey]?.dynamicImports ?? [];
  const cache = new Map<string, string>();

  /** The `<link>` tags for a path: the app's, its route chunks', their layouts' and imports'. */
  return function preloadTags(pathname: string): string {
    const keys = new Set<string>(appKeys);
    for (const route of routes) {
      if (!route.pattern.test(pathname)) continue;
      for (let length = 1; length <= route.segments.length; length += 1) {
        const layout = byPath.get(route.segments.slice(0, length).join('/'));
        if (layout) keys.add(layout);
      }
    }
    const id = [...keys].sort().join('|');
    const known = cache.get(id);
    if (known !== undefined) return known;
    const { js, css } = closure(keys);
    const tags = [
      ...[...js]
        .filter((file) => !entry.js.has(file))
        .map((file) => `<link rel="prefetch" crossorigin href="/${file}">`),
      ...[...css]
        .filter((file) => !entry.css.has(file))
        .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ].join('');
    cache.set(id, tags);
    return tags;
  };
}

/** Reads the build's manifest; without one (an old or hand-made build) there are no hints. */
export function loadRoutePreloads(webDist: string): (pathname: string) => string {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  return createRoutePreloads(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}
