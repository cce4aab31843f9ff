import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageStyles } from './page-styles';

describe('the stylesheets of the pages the server writes', () => {
  it('are the built splash’s own stylesheets', () => {
    const dist = mkdtempSync(join(tmpdir(), 'ffl-styles-'));
    writeFileSync(
      join(dist, 'splash.html'),
      `<!doctype html><html><head>
        <script type="module" crossorigin src="/assets/splash-1.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/base-2.js">
        <link rel="stylesheet" crossorigin href="/assets/base-3.css">
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="stylesheet" href="https://elsewhere.example/x.css">
      </head><body></body></html>`,
    );
    expect(readPageStyles(dist)).toEqual(['/assets/base-3.css']);
  });

  it('are none without a build', () => {
    expect(readPageStyles(mkdtempSync(join(tmpdir(), 'ffl-nobuild-')))).toEqual([]);
  });
});
