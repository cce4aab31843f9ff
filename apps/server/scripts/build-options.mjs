// The server bundle's esbuild options, shared by the build (build.mjs) and by the check that the
// bundle needs only production dependencies (scripts/prod-deps-check.mjs at the root). Our own
// workspace packages (@ffl/*) ship TypeScript source, so they are bundled in; every other package
// stays external and is loaded from node_modules (PGlite, for one, needs its wasm files beside its
// own code).
import { fileURLToPath } from 'node:url';

const externalExceptWorkspace = {
  name: 'external-except-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ffl/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The options, with paths relative to apps/server (`absWorkingDir` sets it). */
export const serverBuildOptions = {
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  entryPoints: ['src/index.ts', 'src/cli/admin.ts'],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalExceptWorkspace],
  logLevel: 'warning',
};
