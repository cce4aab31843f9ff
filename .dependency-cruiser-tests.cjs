/**
 * The module rules of .dependency-cruiser.cjs applied to the tests (test files, the server's test
 * harness, the e2e journeys): an engine test still imports only the engine, vitest and fast-check;
 * a web test still never imports @ffl/content. Only test code is parsed; what it imports is resolved
 * and checked but not followed. Folder cycles are left to the main run: every server test imports
 * src/test/test-server.ts, which imports the whole app.
 */
const base = require('./.dependency-cruiser.cjs');

const [NOT_SOURCE, TEST_CODE] = base.options.exclude.path;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  ...base,
  forbidden: base.forbidden.filter((rule) => rule.scope !== 'folder'),
  options: {
    ...base.options,
    exclude: { path: NOT_SOURCE },
    // Everything that is not test code (a source file, or an npm package) is a leaf here.
    doNotFollow: {
      path: ['(^|/)node_modules/', `^(?!.*(${TEST_CODE})).*\\.([cm]?[jt]sx?|json)$`],
    },
  },
};
