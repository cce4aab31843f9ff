// `npm test` and `npm run test:e2e`: runs the stages one after another, each with its output as it
// comes, and prints at the end how long each took and which failed. A failed stage does not stop
// the next ones (so one run reports every failure), except a stage that needs it: the browser
// journeys need the build. Exits non-zero if any stage failed or was skipped because of a failure.
//   node scripts/test-stages.mjs        every stage (npm test)
//   node scripts/test-stages.mjs e2e    the build and both browser projects (npm run test:e2e)
//   node scripts/test-stages.mjs check  (or pg) one group of stages alone
// FFL_SKIP_POSTGRES=1 leaves the PostgreSQL pass out (scripts/with-postgres.mjs); the table says so.
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'static checks', group: 'check', cmd: 'node', args: ['scripts/static-checks.mjs'] },
  { name: 'unit + API tests (PGlite)', group: 'check', cmd: 'npm', args: ['run', 'test:unit'] },
  {
    name: 'API tests (PostgreSQL)',
    group: 'pg',
    cmd: 'node',
    args: ['scripts/with-postgres.mjs'],
    // with-postgres.mjs exits 0 when the developer opts out; the table must not call that a pass.
    skippedBy: process.env.FFL_SKIP_POSTGRES === '1' ? 'FFL_SKIP_POSTGRES=1' : undefined,
  },
  { name: 'build', group: 'e2e', cmd: 'npm', args: ['run', 'build'] },
  // Both projects at once, each on its own server (playwright.config.ts): one failure never
  // keeps the other project from running.
  {
    name: 'e2e: own-data + shared-world',
    group: 'e2e',
    needs: 'build',
    cmd: 'npx',
    args: ['playwright', 'test'],
  },
];

const only = process.argv[2];
const stages = only ? STAGES.filter((stage) => stage.group === only) : STAGES;
if (stages.length === 0) {
  console.error(`No stage group "${only}" (check, pg, e2e).`);
  process.exit(2);
}

const results = [];
const started = Date.now();

function runStage(stage) {
  return new Promise((done) => {
    const child = spawn(stage.cmd, stage.args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${stage.name}: ${error.message}`);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const time = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

function printTable(interrupted = false) {
  const notOk = results.filter((r) => r.outcome !== 'ok' && !r.outcome.startsWith('SKIPPED by'));
  const verdict = interrupted ? 'INTERRUPTED' : notOk.length === 0 ? 'ok' : 'FAILED';
  const rows = [
    ...results.map((r) => [r.name, r.ms === undefined ? '-' : time(r.ms), r.outcome]),
    ['total', time(Date.now() - started), verdict],
  ];
  const width = [0, 1].map((i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => `  ${row[0].padEnd(width[0])}  ${row[1].padStart(width[1])}  ${row[2]}`;
  console.log(`\n${'='.repeat(72)}\nStage times\n`);
  for (const row of rows.slice(0, -1)) console.log(line(row));
  console.log(`  ${'-'.repeat(width[0] + width[1] + 2)}`);
  console.log(line(rows.at(-1)));
  if (notOk.length > 0) console.log(`\nNot ok: ${notOk.map((r) => r.name).join(', ')}`);
  console.log('='.repeat(72));
  return notOk.length > 0 || interrupted ? 1 : 0;
}

// Ctrl-C reaches the running stage too (same terminal): once it has ended, print the table and stop.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

for (const stage of stages) {
  if (interrupted) break;
  const needed = stage.needs && results.find((r) => r.name === stage.needs);
  if (needed && needed.outcome !== 'ok') {
    results.push({ name: stage.name, outcome: `not run: ${stage.needs} failed` });
    continue;
  }
  console.log(`\n>>> ${stage.name}: ${stage.cmd} ${stage.args.join(' ')}\n`);
  const t0 = Date.now();
  const code = await runStage(stage);
  const outcome = interrupted
    ? 'INTERRUPTED'
    : code !== 0
      ? `FAILED (exit ${code})`
      : stage.skippedBy
        ? `SKIPPED by ${stage.skippedBy}`
        : 'ok';
  results.push({ name: stage.name, ms: Date.now() - t0, outcome });
}
const failed = printTable(interrupted);
process.exit(interrupted ? 130 : failed);
