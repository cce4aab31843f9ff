// The static half of `npm run check`: Biome, the import zones, dead code, the types of every
// project, the contract guards, the server bundle's production dependencies, the docs' links and
// the casts of response JSON.
// Each is an independent process, mostly single-threaded, so they run side by side, as many at
// once as the machine has cores; run one after another they took about two minutes on two cores,
// side by side under one. Each command's output is printed whole
// when it ends, so two outputs never interleave, and the run fails if any command fails.
//   node scripts/static-checks.mjs            every check
//   node scripts/static-checks.mjs typecheck  the types only (npm run typecheck)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Incremental: tsc keeps what it learned in `.tmp/tsc/` (ignored by git), so a second run
// checks only the files that changed and those that depend on them (server: 32 s cold, 4.5 s
// when nothing changed). A fresh clone, as CI's, starts cold.
const tsc = (project) => ({
  name: `types: ${project}`,
  cmd: 'npx',
  args: [
    'tsc',
    '-p',
    project,
    '--incremental',
    '--tsBuildInfoFile',
    `.tmp/tsc/${project.replace(/\/?tsconfig\.json$/, '').replaceAll('/', '-')}.tsbuildinfo`,
  ],
});
const TYPECHECK = [
  tsc('apps/server/tsconfig.json'),
  tsc('apps/web/tsconfig.json'),
  tsc('e2e'),
  tsc('packages/engine/tsconfig.json'),
  tsc('packages/content/tsconfig.json'),
];
const npmRun = (script) => ({ name: script, cmd: 'npm', args: ['run', '-s', script] });
// The contract guards write probe files with forbidden imports into `.tmp/` folders of the tree;
// lint:deps run at the same moment would read them and fail. So the two share one lane, in turn.
const zonesThenGuards = {
  name: 'lint:deps, then check:contract',
  cmd: 'sh',
  args: ['-c', 'npm run -s lint:deps && npm run -s check:contract'],
};
// Two quick ones: the server bundle loads only production dependencies at start (esbuild, in
// memory), and every relative link of the Markdown files leads somewhere.
const quick = {
  name: 'production dependencies, then docs links',
  cmd: 'sh',
  args: ['-c', 'node apps/server/scripts/prod-deps-check.mjs && node scripts/docs-links-check.mjs'],
};
// Longest first, so that no long check starts last and runs alone on one core at the end
// (measured alone: server types 36 s, the guards' lane 17 s, e2e and web types 16 s each, the
// rest under 5 s).
const ALL = [
  TYPECHECK[0],
  zonesThenGuards,
  TYPECHECK[2],
  TYPECHECK[1],
  npmRun('lint:dead'),
  npmRun('lint'),
  ...TYPECHECK.slice(3),
  // No cast of response JSON (issue 25); it skips the guards' `.tmp/` probes, so any lane will do.
  npmRun('lint:casts'),
  quick,
];

const tasks = process.argv[2] === 'typecheck' ? TYPECHECK : ALL;
const width = Math.max(1, availableParallelism());

function run(task) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(task.cmd, task.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => done({ task, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      done({ task, code: code ?? 1, output, seconds });
    });
  });
}

const queue = [...tasks];
const failed = [];
async function lane() {
  for (let task = queue.shift(); task; task = queue.shift()) {
    const result = await run(task);
    const text = result.output
      .split('\n')
      .filter((line) => !line.startsWith('npm warn Unknown user config'))
      .join('\n')
      .trim();
    const mark = result.code === 0 ? 'ok  ' : 'FAIL';
    console.log(`${mark} ${task.name} (${result.seconds ?? '?'} s)`);
    if (text) console.log(`${text}\n`);
    if (result.code !== 0) failed.push(task.name);
  }
}

await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
if (failed.length > 0) {
  console.error(`\n${failed.length} check(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
