import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStorageError, probeWritable, unwritableDataDirMessage } from './data-dir';

describe('the data folder checks', () => {
  it('find a folder that takes a new file, and say why one does not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ffl-probe-'));
    expect(probeWritable(join(dir, 'pglite'))).toBeNull();
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(probeWritable(join(file, 'pglite'))).toMatch(/ENOTDIR|not a directory/);
    expect(unwritableDataDirMessage('/srv/ffl', 'permission denied')).toBe(
      'DATA_DIR /srv/ffl is not writable (permission denied). The embedded database and the development secret live there: make the folder writable by the user running the server, or set DATA_DIR to a folder that is (or DATABASE_URL to use PostgreSQL).',
    );
  });

  it('tell a storage failure from a bad statement or a lost connection', () => {
    const pglite = new Error('could not create file "base/5/16407": File exists');
    expect(isStorageError(pglite)).toBe(true);
    expect(isStorageError(new Error('wrapped', { cause: pglite }))).toBe(true);
    expect(isStorageError(Object.assign(new Error('disk full'), { code: '53100' }))).toBe(true);
    expect(isStorageError(Object.assign(new Error('io'), { code: '58030' }))).toBe(true);
    expect(isStorageError(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isStorageError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
      false,
    );
    expect(isStorageError(new Error('syntax error at or near "selct"'))).toBe(false);
  });
});
