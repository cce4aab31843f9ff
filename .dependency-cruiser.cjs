/**
 * Import zones (ARCHITECTURE.md, "Import zones"; decision 0018), checked by `npm run lint:deps`, which
 * `npm run check` runs. Paths are regular expressions on the path from the repository root, after
 * resolution: `@ffl/engine/ids` is `packages/engine/src/ids.ts`, an npm package is `node_modules/…`,
 * a Node built-in is its bare name (`fs`). Type-only imports count.
 *
 * This file checks the code without its tests, so that folder cycles are those of the code that
 * ships: every server test imports src/test/test-server.ts, which imports the whole app.
 * `.dependency-cruiser-tests.cjs` applies the same module rules to the tests.
 */

/** Test files and test tooling (the vitest configs, the engine's fast-check arbitraries). */
const TEST_FILE =
  '(\\.test\\.tsx?|\\.test-d\\.ts|/test-arbitraries\\.ts|(^|/)vitest\\.config\\.ts)$';
/** Test code: the test files, the server's test harness, the e2e journeys. */
const TEST_CODE = `${TEST_FILE}|^apps/server/src/test/|^e2e/`;
/** Our build output (not an npm package's dist/, which must stay in the graph). */
const NOT_SOURCE =
  '^(apps|packages)/[^/]+/(dist|coverage|data)/|^(coverage|test-results|playwright-report)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-imports-only-itself',
      severity: 'error',
      comment:
        'The engine is pure game rules: no npm package, no Node built-in, no other workspace. ' +
        'Its tests may use vitest and fast-check (next rule).',
      from: { path: '^packages/engine/', pathNot: TEST_FILE },
      to: { pathNot: '^packages/engine/' },
    },
    {
      name: 'engine-tests-import-only-test-tools',
      severity: 'error',
      comment: 'Engine tests import the engine, vitest and fast-check, nothing else.',
      from: { path: `^packages/engine/.*${TEST_FILE}` },
      to: { pathNot: '^(packages/engine/|node_modules/(vitest|@vitest/[^/]+|fast-check)/)' },
    },
    {
      name: 'content-imports-only-engine',
      severity: 'error',
      comment:
        'Learning content is data checked against the engine ids: it imports the engine and ' +
        'itself only (its tests may also use vitest).',
      from: { path: '^packages/content/', pathNot: TEST_FILE },
      to: { pathNot: '^packages/(content|engine)/' },
    },
    {
      name: 'content-tests-import-only-test-tools',
      severity: 'error',
      from: { path: `^packages/content/.*${TEST_FILE}` },
      to: {
        pathNot: '^(packages/(content|engine)/|node_modules/(vitest|@vitest/[^/]+|fast-check)/)',
      },
    },
    {
      name: 'web-never-imports-content-or-server',
      severity: 'error',
      comment:
        "A fraud page's quiz holds the answers (decision 0010): the browser bundle must never " +
        'contain @ffl/content, nor any server code. Read them from the API.',
      from: { path: '^apps/web/' },
      to: { path: '^(packages/content|apps/server)/|^@ffl/(content|server)(/|$)' },
    },
    {
      name: 'web-components-import-no-features',
      severity: 'error',
      comment:
        'components/ are shared building blocks; a feature composes them, never the other way ' +
        'round. Something that needs a feature belongs in a feature (e.g. features/shell).',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-features-import-only-shared-code',
      severity: 'error',
      comment:
        'A web feature imports its own folder, features/game, lib/ and components/, nothing else ' +
        'of the app: no other feature (the routes compose features), no route, no main.tsx. Move ' +
        'what two features share into features/game or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/',
        pathNot: '^apps/web/src/(features/($1|game)/|lib/|components/|styles/)',
      },
    },
    {
      name: 'web-lib-imports-no-features',
      severity: 'error',
      comment:
        'lib/ sits below the features: the API client, formats and words every feature uses.',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-shared-code-imports-no-routes',
      severity: 'error',
      comment:
        'lib/ and components/ sit below the routes and the entry files (main.tsx, boot.ts, the ' +
        'generated route tree): they import none of them.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(routes/|[^/]+$)' },
    },
    {
      name: 'server-lib-and-db-import-no-features',
      severity: 'error',
      comment:
        'lib/ and db/ are the layers features build on. A type they need from a feature moves ' +
        'down beside them (DbOrTx lives beside the executor type in db/).',
      from: { path: '^apps/server/src/(lib|db)/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment:
        'Folders depend on each other one way (e.g. waves -> seasons, never back). Break a cycle ' +
        'by moving what both need to one side, or into a small module both import.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-imports',
      severity: 'error',
      comment: 'An import that does not resolve cannot be checked against the zones.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Not node_modules: an npm package must stay in the graph for the engine rule to see it.
    // The order matters: .dependency-cruiser-tests.cjs reads the two patterns back.
    exclude: { path: [NOT_SOURCE, TEST_CODE] },
    // Type-only imports cross zones too (a server type in the web would drag its module along).
    tsPreCompilationDeps: true,
    // No `paths` today; if one is added to tsconfig.base.json, the cruise resolves it.
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through node_modules/@ffl/* symlinks to their `exports` map
    // (`./*` -> `./src/*.ts`), so `@ffl/engine/ids` is seen as packages/engine/src/ids.ts.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
