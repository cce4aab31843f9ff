// Checks that the production server needs only production dependencies: bundles the server as
// `npm run build` does (build-options.mjs, in memory) and reads esbuild's list of the bundle's
// external imports. An import the bundle runs at start must be a Node built-in or one of the
// `dependencies` of @ffl/server (or of a workspace package it bundles), since a production install
// (`npm ci --omit=dev`) has nothing else; a development dependency may only be imported
// dynamically, on a development path (the Google stand-in's oauth2-mock-server, decision 0034).
//   node apps/server/scripts/prod-deps-check.mjs   (part of scripts/static-checks.mjs)
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const server = readJson('../package.json');
// The workspace packages the server bundles; they ship source, so their dependencies are ours.
const bundled = [
  readJson('../../../packages/engine/package.json'),
  readJson('../../../packages/content/package.json'),
];
const production = new Set(
  [server, ...bundled].flatMap((pkg) => Object.keys(pkg.dependencies ?? {})),
);
const development = new Set(Object.keys(server.devDependencies ?? {}));

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const result = await build({
  ...serverBuildOptions,
  write: false,
  metafile: true,
  sourcemap: false,
  logLevel: 'error',
});

const problems = [];
const lazy = new Set();
const atStart = new Set();
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  for (const { path, kind, external } of output.imports) {
    if (!external || isBuiltin(path)) continue;
    const name = packageOf(path);
    const dynamic = kind === 'dynamic-import';
    if (production.has(name)) {
      if (!dynamic) atStart.add(name);
      continue;
    }
    if (dynamic && development.has(name)) {
      lazy.add(name);
      continue;
    }
    problems.push(
      development.has(name)
        ? `${file}: imports the development dependency ${name} at start (${kind}); make it a dependency of apps/server, or import it dynamically on a development path only`
        : `${file}: imports ${name} (${kind}), which apps/server/package.json does not list`,
    );
  }
}

if (problems.length > 0) {
  console.error(
    `The production bundle needs more than the production dependencies:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `The production bundle loads ${atStart.size} production dependencies at start${lazy.size > 0 ? `; development only, imported when asked: ${[...lazy].sort().join(', ')}` : ''}.`,
);
