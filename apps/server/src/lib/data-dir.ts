/**
 * The embedded database's folder must be writable, and stay so. These checks create and delete a
 * small file, which is what PGlite needs to do whenever it starts a new WAL segment or relation
 * file: a folder that refuses it breaks the database's writes, even while reads still work.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PROBE = '.ffl-write-probe';

/** Null when `dir` (created if missing) takes a new file; else why not, in a few words. */
export function probeWritable(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, PROBE);
    writeFileSync(file, String(Date.now()));
    rmSync(file, { force: true });
    return null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
    if (code === 'EROFS') return 'the file system is read-only';
    if (code === 'ENOSPC') return 'the disk is full';
    return (error as Error).message ?? String(error);
  }
}

/** The message that stops the server when DATA_DIR cannot be written at start. */
export function unwritableDataDirMessage(dir: string, reason: string): string {
  return `DATA_DIR ${dir} is not writable (${reason}). The embedded database and the development secret live there: make the folder writable by the user running the server, or set DATA_DIR to a folder that is (or DATABASE_URL to use PostgreSQL).`;
}

const STORAGE_MESSAGES =
  /could not (?:create|write|open|extend|fsync|read|rename|link|truncate)[^\n]*(?:file|directory)|No space left on device|Read-only file system|Permission denied/i;

/**
 * True when `error` (or an error it wraps) is the database failing to use its files, as opposed
 * to a bad statement: PostgreSQL's classes 53 (insufficient resources) and 58 (system error), or
 * PGlite's file errors, which carry no code.
 */
export function isStorageError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (/^5[38]/.test(code) || ['EACCES', 'EROFS', 'ENOSPC'].includes(code))
    )
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && STORAGE_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
