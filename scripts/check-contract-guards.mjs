#!/usr/bin/env node
/**
 * Proves that `npm run check` catches the breaks of the contract that issues 13 and 25 name, by
 * making each one in a temporary file and running the check's own tool on it:
 *
 *   a. a route handler answers a field its schema lacks      -> tsc on apps/server fails
 *   b. the web app calls a path the API does not have        -> tsc on apps/web fails
 *   c. an import crosses a forbidden zone (several zones)    -> dependency-cruiser fails
 *   d. the engine reads the clock or Math.random              -> Biome fails (its GritQL rule
 *      packages/engine/lint/no-clock-or-random.grit, on packages/engine/src only)
 *   e. a test casts response JSON (issue 25)                   -> scripts/check-json-casts.mjs fails
 *   f. a stream event with a wrong field type                  -> tsc on apps/server fails (every
 *      event is built as the zod union's LiveEvent type; the web parses with the same union)
 *   g. a raw SQL statement with a renamed column               -> its first run fails, naming the
 *      column (rows are parsed by zod at the boundary: db/select-rows.ts); run with tsx on PGlite
 *
 * Each probe file also holds a control (the same call done right), and the guard passes only when
 * the tool reports the break, at the break, and nothing else: so a probe that no longer compiles
 * for another reason (an API renamed) fails loudly instead of passing by accident.
 *
 * The probes live in `.tmp/` folders beside the code they test: git, Biome, tsc's `include` and
 * Vitest's globs all skip them, and they are deleted at the end. tsc runs on a tiny tsconfig that
 * holds only the probe (and what it imports), incrementally, so a run takes a few seconds.
 *
 * Run: `node scripts/check-contract-guards.mjs` (part of `npm run check`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const DEPCRUISE_CONFIG = '.dependency-cruiser.cjs';
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
const JSON_CASTS = join(ROOT, 'scripts/check-json-casts.mjs');
/** Kept between runs (it is not a probe), so that tsc's second run reuses the first one's work. */
const BUILD_INFO_DIR = join(ROOT, '.tmp/contract-guards');
const PROBE_DIR = '.tmp/contract-guards';

const createdDirs = new Set();

/** Writes a probe file under `<folder>/.tmp/contract-guards/`, remembering the folder to remove. */
function writeProbe(folder, name, text) {
  const dir = join(ROOT, folder, PROBE_DIR);
  mkdirSync(dir, { recursive: true });
  createdDirs.add(join(ROOT, folder, '.tmp'));
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function removeProbes() {
  for (const dir of createdDirs) {
    // Only the probes' own folder: a `.tmp/` that held something else before keeps it.
    rmSync(join(dir, 'contract-guards'), { recursive: true, force: true });
    if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
}

/**
 * Runs a tool; `output` is everything it printed (for messages), `stdout` alone is what a JSON
 * reporter wrote: its stderr lines arrive in any order with it, so they are kept out of the parse.
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [command, ...args], { cwd: ROOT });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, stdout }));
  });
}

/** The 1-based line numbers between `// guard:start` and `// guard:end` (the break itself). */
function guardedLines(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes('// guard:start'));
  const end = lines.findIndex((line) => line.includes('// guard:end'));
  if (start < 0 || end < start) throw new Error('A probe lacks its guard:start/guard:end markers.');
  return { first: start + 2, last: end };
}

/**
 * Type-checks one probe with the compiler options of `workspace` and checks that the only errors
 * are inside the probe's guarded lines.
 */
async function typeProbe({ label, workspace, name, text }) {
  const file = writeProbe(workspace, name, text);
  const dir = dirname(file);
  // One tsconfig per probe: two probes of one workspace share the folder and run side by side.
  const tsconfig = join(dir, `tsconfig.${name.replace(/\.tsx?$/, '')}.json`);
  mkdirSync(BUILD_INFO_DIR, { recursive: true });
  writeFileSync(
    tsconfig,
    `${JSON.stringify(
      {
        extends: relative(dir, join(ROOT, workspace, 'tsconfig.json')),
        compilerOptions: {
          incremental: true,
          tsBuildInfoFile: join(BUILD_INFO_DIR, `${name}.tsbuildinfo`),
        },
        files: [name],
        include: [],
      },
      null,
      2,
    )}\n`,
  );
  const { code, output } = await run(TSC, ['-p', tsconfig, '--noEmit', '--pretty', 'false']);
  const { first, last } = guardedLines(text);
  const shown = relative(ROOT, file);
  const errors = output
    .split('\n')
    .filter((line) => /error TS\d+/.test(line))
    .map((line) => {
      const at = /^(.*?)\((\d+),\d+\): error/.exec(line);
      const inProbe = at !== null && join(ROOT, at[1]) === file;
      const lineNo = at ? Number(at[2]) : 0;
      return { line, atBreak: inProbe && lineNo >= first && lineNo <= last };
    });
  const elsewhere = errors.filter((error) => !error.atBreak);
  if (code === 0 || errors.length === 0) {
    return { label, ok: false, detail: `tsc accepted the break in ${shown}:\n${text}` };
  }
  if (elsewhere.length > 0) {
    return {
      label,
      ok: false,
      detail:
        `tsc failed, but not only at the break (lines ${first}-${last} of ${shown}); update the ` +
        `probe in scripts/check-contract-guards.mjs, or fix these first:\n` +
        elsewhere.map((error) => `  ${error.line}`).join('\n'),
    };
  }
  return { label, ok: true, detail: errors.map((error) => `  ${error.line.trim()}`).join('\n') };
}

const SERVER_PROBE = `import { createRoute, z } from '@hono/zod-openapi';
import { answers, createRouter } from '../../src/http/openapi';

const OkSchema = z.object({ ok: z.boolean() });
const router = createRouter();

// The control: a handler that answers what its schema says.
router.openapi(
  createRoute({ method: 'get', path: '/fits', responses: answers('Fits', OkSchema) }),
  (c) => c.json({ ok: true }, 200),
);

// guard:start
router.openapi(
  createRoute({ method: 'get', path: '/extra', responses: answers('Extra', OkSchema) }),
  (c) => c.json({ ok: true, extra: 1 }, 200),
);
// guard:end
`;

const WEB_PROBE = `import { api } from '../../src/lib/api';

export async function probe() {
  // The control: a documented path.
  await api.get('/api/bank');
  // guard:start
  await api.get('/api/no-such-path');
  // guard:end
}
`;

const ENGINE_PROBE = `/** Time and randomness come in as arguments: the controls pass. */
export function replayable(at: number, seed: number): number {
  return new Date(at).getTime() + Date.UTC(2026, 0, 1) + Math.floor(seed / 2);
}

export function impure(): unknown[] {
  return [
    // guard:start
    Date.now(),
    new Date(),
    Math.random(),
    // guard:end
  ];
}
`;

/**
 * Lints one probe with the project's Biome configuration (the probe sits in a git-ignored `.tmp/`
 * folder, so Biome is told not to skip it) and checks that each guarded line, and only those, is
 * refused by `rule`.
 */
async function lintProbe({ label, folder, name, text, rule }) {
  const file = writeProbe(folder, name, text);
  const shown = relative(ROOT, file);
  const { output, stdout } = await run(BIOME, [
    'lint',
    '--vcs-use-ignore-file=false',
    '--reporter=json',
    '--max-diagnostics=none',
    shown,
  ]);
  let diagnostics;
  try {
    diagnostics = JSON.parse(stdout.slice(stdout.indexOf('{'))).diagnostics;
  } catch {
    return { label, ok: false, detail: `Biome failed:\n${output}` };
  }
  const { first, last } = guardedLines(text);
  const breaks = new Set();
  for (let line = first; line <= last; line += 1) breaks.add(line);
  const describe = (d) => `  ${shown}:${d.location?.start?.line} ${d.category}: ${d.message}`;
  const refused = new Set(
    diagnostics.filter((d) => d.category === rule).map((d) => d.location?.start?.line),
  );
  const missed = [...breaks].filter((line) => !refused.has(line));
  const elsewhere = diagnostics.filter((d) => !breaks.has(d.location?.start?.line));
  if (missed.length > 0) {
    return {
      label,
      ok: false,
      detail: `Biome accepted line(s) ${missed.join(', ')} of ${shown}:\n${text}`,
    };
  }
  if (elsewhere.length > 0) {
    return {
      label,
      ok: false,
      detail:
        `Biome refused more than the break (lines ${first}-${last} of ${shown}); update the probe ` +
        `in scripts/check-contract-guards.mjs, or fix these first:\n` +
        elsewhere.map(describe).join('\n'),
    };
  }
  return { label, ok: true, detail: diagnostics.map(describe).join('\n') };
}

const CAST_PROBE = `declare const res: Response;
declare function getJson<T>(path: string): Promise<T>;

/** The controls: a body read as unknown says nothing about its shape. */
export async function controls(): Promise<unknown> {
  const body: unknown = await res.json();
  return [body, (await res.json()) as unknown, JSON.parse(await res.text()) as unknown];
}

export async function casts() {
  // guard:start
  const cast = (await res.json()) as { cash: number };
  const parsed = JSON.parse(await res.text()) as { cash: number };
  const named = await getJson<{ cash: number }>('/api/bank');
  const annotated: { cash: number } = await res.json();
  const returned = async (): Promise<{ cash: number }> => res.json();
  // guard:end
  return [cast, parsed, named, annotated, returned];
}
`;

/**
 * Runs scripts/check-json-casts.mjs on one probe and checks that each guarded line, and only
 * those, is refused, and that every rule of the scan fired.
 */
async function castProbe({ label, folder, name, text }) {
  const file = writeProbe(folder, name, text);
  const shown = relative(ROOT, file);
  const { code, output } = await run(JSON_CASTS, [shown]);
  const found = [...output.matchAll(/^(\S+):(\d+) {2}.*\(([\w-]+)\)$/gm)].map((m) => ({
    file: m[1],
    line: Number(m[2]),
    rule: m[3],
  }));
  const { first, last } = guardedLines(text);
  const atBreak = (f) => f.file === shown && f.line >= first && f.line <= last;
  const missed = [];
  for (let line = first; line <= last; line += 1) {
    if (!found.some((f) => atBreak(f) && f.line === line)) missed.push(line);
  }
  const rules = new Set(found.map((f) => f.rule));
  const unfired = ['cast', 'type-args', 'annotation', 'return'].filter((r) => !rules.has(r));
  const elsewhere = found.filter((f) => !atBreak(f));
  if (code === 0 || missed.length > 0 || unfired.length > 0) {
    return {
      label,
      ok: false,
      detail:
        `check-json-casts accepted line(s) ${missed.join(', ') || '-'} of ${shown} ` +
        `(rules that did not fire: ${unfired.join(', ') || '-'}):\n${output}`,
    };
  }
  if (elsewhere.length > 0) {
    return {
      label,
      ok: false,
      detail:
        `check-json-casts refused more than the break (lines ${first}-${last} of ${shown}); ` +
        `update the probe in scripts/check-contract-guards.mjs:\n${output}`,
    };
  }
  return {
    label,
    ok: true,
    detail: found.map((f) => `  ${f.file}:${f.line} ${f.rule}`).join('\n'),
  };
}

const STREAM_PROBE = `import { sseFrame } from '../../src/realtime/stream-hub';

// The control: an event as the union describes it.
export const fits = sseFrame({ type: 'season-started', season: 3, serverTime: 'now' });
// guard:start
export const wrong = sseFrame({ type: 'season-started', season: '3', serverTime: 'now' });
// guard:end
`;

const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
/** The real raw-SQL read of the probe, and the break: its column renamed by an alias. */
const SQL_SOURCE = 'apps/server/src/features/account/account-erase.ts';
const SQL_COLUMN = 'select table_name from';
const SQL_RENAMED = 'select table_name as name from';

/**
 * A renamed column in a raw SQL statement: raw rows are parsed by zod at the boundary
 * (db/select-rows.ts), so the statement's first run fails, naming the column. The probe copies a
 * real module with a raw read twice beside it (the control as it is, the break with its column
 * renamed), runs both on an embedded database with the migrations, and checks that the control
 * reads its rows and the break fails with the column's name.
 */
async function sqlProbe(label) {
  const source = readFileSync(join(ROOT, SQL_SOURCE), 'utf8');
  if (!source.includes(SQL_COLUMN)) {
    return {
      label,
      ok: false,
      detail: `${SQL_SOURCE} no longer holds "${SQL_COLUMN}"; update the probe.`,
    };
  }
  // Two folders deeper than the module: its relative imports climb two more (`'../../db/…'` and a
  // sibling feature's `'../admin/…'` alike).
  const moved = source.replaceAll("from '../", "from '../../../");
  const folder = dirname(SQL_SOURCE);
  writeProbe(folder, 'control-read.ts', moved);
  writeProbe(folder, 'renamed-column.ts', moved.replace(SQL_COLUMN, SQL_RENAMED));
  const runner = writeProbe(
    folder,
    'run-sql-probe.ts',
    `import { openDatabase } from '../../../../db/client';
import { listUnlistedUserTables as control } from './control-read';
import { listUnlistedUserTables as renamed } from './renamed-column';

const db = await openDatabase({ pgliteDir: 'memory://', migrationsDir: ${JSON.stringify(join(ROOT, 'apps/server/drizzle'))} });
try {
  console.log(\`control read \${(await control(db.db)).length} table(s)\`);
  try {
    await renamed(db.db);
    console.log('renamed column: read without error');
  } catch (error) {
    console.log(\`renamed column: \${(error as Error).message}\`);
  }
} finally {
  await db.close();
}
`,
  );
  const { code, output } = await run(TSX, [runner]);
  const controlOk = code === 0 && /^control read \d+ table/m.test(output);
  const caught = /^renamed column: .*column "table_name" missing/m.test(output);
  return {
    label,
    ok: controlOk && caught,
    detail:
      controlOk && caught
        ? output
            .split('\n')
            .filter((line) => line.startsWith('renamed column'))
            .map((line) => `  ${line.slice(0, 200)}`)
            .join('\n')
        : `the control ${controlOk ? 'read its rows' : 'failed'}, and the renamed column was ${caught ? 'caught' : 'NOT caught'}:\n${output}`,
  };
}

/** The first `.ts` file (not a test) of a subfolder of `folder`: a real import target. */
function someModuleUnder(folder, skip = []) {
  const base = join(ROOT, folder);
  for (const sub of readdirSync(base, { withFileTypes: true })) {
    if (!sub.isDirectory() || sub.name.startsWith('.') || skip.includes(sub.name)) continue;
    const file = readdirSync(join(base, sub.name)).find(
      (name) => /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name),
    );
    if (file) return join(base, sub.name, file);
  }
  throw new Error(`No module under ${folder} to import.`);
}

/** An import specifier from a probe file to a real module (no extension). */
function specifier(fromFile, toFile) {
  const path = relative(dirname(fromFile), toFile).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * One probe file per zone rule (and a pair of folders that import each other), cruised with the
 * config `npm run lint:deps` uses; every rule must fire from its probe.
 */
async function zoneProbes() {
  const probes = [];
  const add = (rule, folder, name, importFrom) => {
    const file = writeProbe(folder, name, '');
    const target = typeof importFrom === 'function' ? importFrom(file) : importFrom;
    writeFileSync(file, `export * as probe from '${target}';\n`);
    probes.push({ rule, file: relative(ROOT, file) });
  };
  add('engine-imports-only-itself', 'packages/engine/src', 'engine-to-node.ts', 'node:fs');
  add('content-imports-only-engine', 'packages/content/src', 'content-to-npm.ts', 'zod');
  add(
    'web-never-imports-content-or-server',
    'apps/web/src/lib',
    'web-to-content.ts',
    '@ffl/content/registry',
  );
  add('web-components-import-no-features', 'apps/web/src/components', 'to-feature.ts', (file) =>
    specifier(file, someModuleUnder('apps/web/src/features')),
  );
  add(
    'web-features-import-only-shared-code',
    'apps/web/src/features/shop',
    'to-other-feature.ts',
    (file) => specifier(file, someModuleUnder('apps/web/src/features', ['shop', 'game'])),
  );
  add('server-lib-and-db-import-no-features', 'apps/server/src/lib', 'to-feature.ts', (file) =>
    specifier(file, someModuleUnder('apps/server/src/features')),
  );
  // Two folders that import each other.
  const cycleA = join('apps/server/src/features', PROBE_DIR, 'cycle-a');
  const cycleB = join('apps/server/src/features', PROBE_DIR, 'cycle-b');
  mkdirSync(join(ROOT, cycleA), { recursive: true });
  mkdirSync(join(ROOT, cycleB), { recursive: true });
  createdDirs.add(join(ROOT, 'apps/server/src/features/.tmp'));
  writeFileSync(join(ROOT, cycleA, 'a.ts'), `export * as b from '../cycle-b/b';\n`);
  writeFileSync(join(ROOT, cycleB, 'b.ts'), `export * as a from '../cycle-a/a';\n`);
  probes.push({ rule: 'no-folder-cycles', file: join(cycleA, 'a.ts'), folder: cycleA });
  const files = [...probes.map((probe) => probe.file), join(cycleB, 'b.ts')];

  const { output, stdout } = await run(DEPCRUISE, [
    '--config',
    DEPCRUISE_CONFIG,
    '--output-type',
    'json',
    ...files,
  ]);
  let violations;
  try {
    violations = JSON.parse(stdout).summary.violations;
  } catch {
    return [{ label: 'c. zones', ok: false, detail: `dependency-cruiser failed:\n${output}` }];
  }
  return probes.map(({ rule, file, folder }) => {
    const hit = violations.find(
      (violation) =>
        violation.rule.name === rule &&
        violation.rule.severity === 'error' &&
        (violation.from === file || violation.from === folder),
    );
    return {
      label: `c. zone ${rule}`,
      ok: Boolean(hit),
      detail: hit
        ? `  ${hit.from} -> ${hit.to}`
        : `dependency-cruiser did not refuse ${file} (rule ${rule}); about it, it said: ${JSON.stringify(
            violations
              .filter((v) => v.from === file || v.from === folder)
              .map((v) => `${v.rule.severity} ${v.rule.name}: ${v.from} -> ${v.to}`),
          )}`,
    };
  });
}

async function main() {
  const started = performance.now();
  let results;
  try {
    results = (
      await Promise.all([
        typeProbe({
          label: 'a. server answer with a field its schema lacks',
          workspace: 'apps/server',
          name: 'extra-field.ts',
          text: SERVER_PROBE,
        }).then((result) => [result]),
        typeProbe({
          label: 'b. web call to a path the API does not have',
          workspace: 'apps/web',
          name: 'unknown-path.ts',
          text: WEB_PROBE,
        }).then((result) => [result]),
        zoneProbes(),
        lintProbe({
          label: 'd. engine reading the clock or Math.random',
          folder: 'packages/engine/src',
          name: 'impure-engine.ts',
          text: ENGINE_PROBE,
          rule: 'plugin',
        }).then((result) => [result]),
        castProbe({
          label: 'e. a cast of response JSON',
          folder: 'apps/server/src/test',
          name: 'json-casts.ts',
          text: CAST_PROBE,
        }).then((result) => [result]),
        typeProbe({
          label: 'f. a stream event with a wrong field',
          workspace: 'apps/server',
          name: 'stream-event.ts',
          text: STREAM_PROBE,
        }).then((result) => [result]),
        sqlProbe('g. a renamed column in a raw SQL statement').then((result) => [result]),
      ])
    ).flat();
  } finally {
    removeProbes();
  }
  for (const result of results) {
    console.log(`${result.ok ? 'caught' : 'MISSED'}  ${result.label}`);
    if (!result.ok || process.argv.includes('--verbose')) console.log(result.detail);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const missed = results.filter((result) => !result.ok).length;
  console.log(
    missed === 0
      ? `Contract guards: all ${results.length} breaks caught (${seconds} s).`
      : `Contract guards: ${missed} of ${results.length} breaks not caught (${seconds} s).`,
  );
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
