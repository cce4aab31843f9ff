import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** The template's bytes, read once per worker (the files of a worker share its modules). */
let template: Blob | undefined;

/**
 * The migrated PGlite data folder that global-setup.ts dumped once for the run: a test's database
 * starts from it instead of running initdb and every migration again.
 */
export function pgliteTemplate(): Blob {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return template;
}
