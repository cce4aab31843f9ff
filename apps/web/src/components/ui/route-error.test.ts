import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage';
import { claimChunkReload, isChunkLoadError } from './route-error';

const failed = new TypeError(
  'Failed to fetch dynamically imported module: https://fraud.example/assets/_defenseId-Ab12.js',
);

describe('a page whose code fails to load', () => {
  it('is told apart from other errors', () => {
    expect(isChunkLoadError(failed)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page once per failed file, then stays with its Retry', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, failed)).toBe(true);
    expect(claimChunkReload(storage, failed)).toBe(false);
    const other = new TypeError(failed.message.replace('_defenseId-Ab12', '_fraudId-Cd34'));
    expect(claimChunkReload(storage, other)).toBe(true);
  });

  it('does not reload when the router has already reloaded for that file', () => {
    const storage = memoryStorage();
    storage.setItem(`tanstack_router_reload:${failed.message}`, '1');
    expect(claimChunkReload(storage, failed)).toBe(false);
  });

  it('uses the key of the router this app is built with', () => {
    const index = createRequire(import.meta.url).resolve('@tanstack/react-router');
    const lazy = join(dirname(index), `lazyRouteComponent${extname(index)}`);
    // The library's source line, with its own placeholder: `tanstack_router_reload:${error.message}`.
    const placeholder = ['$', '{error.message}'].join('');
    expect(readFileSync(lazy, 'utf8')).toContain(`\`tanstack_router_reload:${placeholder}\``);
  });
});
