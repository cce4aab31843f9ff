import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresPassFiles, postgresReason, serverTestFiles } from './postgres-pass';

const SRC = resolve(import.meta.dirname, '..');

describe('the PostgreSQL pass', () => {
  it('picks a file for concurrency, a child server, the database folders, or PostgreSQL alone', () => {
    const plain = "it('pays once', async () => { await client.post('/api/x'); });";
    expect(postgresReason('features/shop/shop.test.ts', plain)).toBeUndefined();
    expect(postgresReason('features/shop/shop.test.ts', 'await Promise.all([a(), b()]);')).toBe(
      'runs requests at the same time',
    );
    expect(postgresReason('features/x/x.test.ts', 'await Promise.allSettled(list);')).toBe(
      'runs requests at the same time',
    );
    expect(postgresReason('http/x.test.ts', 'child = await startChildServer(env);')).toBe(
      'starts a server process',
    );
    for (const path of ['db/select-rows.test.ts', 'jobs/x.test.ts', 'realtime/y.test.ts']) {
      expect(postgresReason(path, plain)).toBe('driver, pool, jobs or events');
    }
    expect(postgresReason('jobs/scale-out.pg.test.ts', plain)).toBe('PostgreSQL only');
    // A file may say why, on its first line only, with a reason.
    const says = '// On PostgreSQL too: its replay guard is a unique key.\n';
    expect(postgresReason('features/sso/x.test.ts', `${says}${plain}`)).toBe(
      'says why on its first line',
    );
    expect(postgresReason('features/sso/x.test.ts', `${plain}\n${says}`)).toBeUndefined();
    expect(postgresReason('features/sso/x.test.ts', '// On PostgreSQL too:\n')).toBeUndefined();
    // A test of the embedded database's own folder never runs on PostgreSQL.
    expect(
      postgresReason('jobs/shutdown.pglite.test.ts', 'await startChildServer(env);'),
    ).toBeUndefined();
  });

  it('runs every PostgreSQL-only file and the concurrent ones of this tree, and leaves the rest to PGlite', () => {
    const chosen = postgresPassFiles(SRC).map((file) => file.path);
    const all = serverTestFiles(SRC);
    for (const path of all.filter((p) => p.endsWith('.pg.test.ts'))) expect(chosen).toContain(path);
    for (const path of all.filter((p) => p.endsWith('.pglite.test.ts'))) {
      expect(chosen).not.toContain(path);
    }
    // Concurrent payments, a crash mid-wave and the pool are on both databases.
    expect(chosen).toEqual(
      expect.arrayContaining([
        'features/quizzes/quizzes.test.ts',
        'jobs/crash-safety.test.ts',
        'db/select-rows.test.ts',
        'features/sso/sso-saml.test.ts',
      ]),
    );
    // A file of single requests is not.
    expect(chosen).not.toContain('features/cohorts/role-matrix.test.ts');
    expect(chosen.length).toBeLessThan(all.length);
  });
});
