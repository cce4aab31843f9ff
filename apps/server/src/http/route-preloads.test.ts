import { describe, expect, it } from 'vitest';
import { createRoutePreloads, type Manifest } from './route-preloads';

const split = (file: string) => `src/routes/${file}.tsx?tsr-split=component`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'] },
  [split('login')]: { file: 'assets/login.js', imports: ['_react.js', '_shell.js'] },
  [split('_app')]: { file: 'assets/app.js', imports: ['_shell.js'] },
  [split('_app/home')]: { file: 'assets/home.js', css: ['assets/home.css'] },
  [split('_app/frauds/$fraudId')]: { file: 'assets/fraud-layout.js' },
  [split('_app/frauds/$fraudId/index')]: { file: 'assets/fraud.js' },
  [split('_app/frauds/$fraudId/quiz')]: { file: 'assets/quiz.js' },
  [split('_app/admin/route')]: { file: 'assets/admin-layout.js' },
  [split('_app/admin/index')]: { file: 'assets/admin.js' },
};

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('route preload hints with an entry that imports the app', () => {
  const withBoot: Manifest = {
    ...manifest,
    'index.html': { file: 'assets/boot.js', css: ['assets/index.css'], dynamicImports: ['main'] },
    main: { file: 'assets/main.js', imports: ['_react.js'], css: ['assets/main.css'] },
  };
  const preload = createRoutePreloads(withBoot);

  it("announces the app on every page, then the page's own chunks", () => {
    expect(hrefs(preload('/login'))).toEqual([
      '/assets/main.js',
      '/assets/react.js',
      '/assets/login.js',
      '/assets/shell.js',
      '/assets/main.css',
    ]);
    expect(hrefs(preload('/no/such/page'))).toEqual([
      '/assets/main.js',
      '/assets/react.js',
      '/assets/main.css',
    ]);
  });
});

describe('route preload hints', () => {
  const preload = createRoutePreloads(manifest);

  it("announces a page's chunk and its imports, but nothing the entry already loads", () => {
    expect(hrefs(preload('/login'))).toEqual(['/assets/login.js', '/assets/shell.js']);
  });

  it('adds the pathless layout and the CSS of an app page', () => {
    const tags = preload('/home');
    expect(hrefs(tags)).toEqual([
      '/assets/app.js',
      '/assets/shell.js',
      '/assets/home.js',
      '/assets/home.css',
    ]);
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
  });

  it('matches parameters, index leaves, nested layouts and route.tsx layouts', () => {
    expect(hrefs(preload('/frauds/Phishing'))).toEqual([
      '/assets/app.js',
      '/assets/shell.js',
      '/assets/fraud-layout.js',
      '/assets/fraud.js',
    ]);
    expect(hrefs(preload('/frauds/Phishing/quiz'))).toContain('/assets/quiz.js');
    expect(hrefs(preload('/admin'))).toEqual([
      '/assets/app.js',
      '/assets/shell.js',
      '/assets/admin-layout.js',
      '/assets/admin.js',
    ]);
  });

  it('adds nothing for an unknown path', () => {
    expect(preload('/no/such/page')).toBe('');
    expect(preload('/frauds')).toBe('');
  });
});
