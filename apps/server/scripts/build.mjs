// Bundles the server for production. Our own workspace packages (@ffl/*) ship TypeScript source,
// so they are bundled in; every other package stays external and is loaded from node_modules
// (PGlite, for one, needs its wasm files beside its own code).
import { build } from 'esbuild';

const externalExceptWorkspace = {
  name: 'external-except-workspace',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ffl/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
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
});
