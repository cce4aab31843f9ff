#!/usr/bin/env node
/**
 * Refuses a cast of response JSON (issue 25): a type the code asserts on a body it read keeps
 * compiling when the API's answer changes shape. Tests read answers with `readJson(res)` (the
 * server's TestClient, apps/server/src/test/in-process.ts) or the e2e helpers (e2e/support/api.ts),
 * which take the type from the API document and check the body against it when they run.
 *
 * It parses every TypeScript file of apps/, e2e/, packages/ and scripts/ (syntax only, no types;
 * about a second) and reports, where R is a read of JSON (`x.json(…)`, or `JSON.parse(…)` in apps/
 * and e2e/):
 *
 *   cast        `R as T`, `<T>R` (also through parentheses, `await`, `!` and `as unknown`)
 *   type-args   `x.json<T>(…)`, `getJson<T>(…)`: a JSON read whose caller names the type
 *   annotation  `const x: T = await res.json()` (a body read as `any` flowing into a type)
 *   return      `return res.json()` from a function that declares its return type
 *
 * `as unknown` and `: unknown` say nothing about the shape and pass. What must stay is listed in
 * ALLOWED below, each with its reason; an entry that no longer matches anything fails the check too.
 *
 *   node scripts/check-json-casts.mjs            every file
 *   node scripts/check-json-casts.mjs <files…>   those files only (the contract guards' probe)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['apps', 'e2e', 'packages', 'scripts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'data', 'test-results']);
/** Where `JSON.parse` reads answers (and downloads of them); elsewhere it reads files and clones. */
const PARSE_READS = /^(apps|e2e)\//;

/**
 * The casts that stay. `file` is the path from the repository root, `rule` the rule, `line` a
 * piece of the source line of the finding.
 */
const ALLOWED = [
  {
    file: 'apps/server/src/http/route-preloads.ts',
    rule: 'cast',
    line: 'as Manifest',
    reason: "Vite's build manifest read from disk, not an API answer; Vite owns its shape.",
  },
  {
    file: 'apps/server/bench/web-bench.ts',
    rule: 'cast',
    line: 'as Manifest',
    reason: "Vite's build manifest read from disk, not an API answer; Vite owns its shape.",
  },
  {
    file: 'apps/server/src/test/child-server.ts',
    rule: 'cast',
    line: 'as Record<string, unknown>',
    reason: "A child server's pino log line, not an API answer; every field is read as unknown.",
  },
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(m|c)?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The expression under parentheses, `await`, `!`, `satisfies` and `as unknown`. */
function inner(node) {
  let current = node;
  for (;;) {
    if (
      ts.isParenthesizedExpression(current) ||
      ts.isAwaitExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isSatisfiesExpression(current)
    ) {
      current = current.expression;
    } else if (ts.isAsExpression(current) && isUnknown(current.type)) {
      current = current.expression;
    } else {
      return current;
    }
  }
}

function isUnknown(type) {
  return type !== undefined && type.kind === ts.SyntaxKind.UnknownKeyword;
}

function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** `x.json(…)` (any arguments), or `JSON.parse(…)` where answers are parsed. */
function isJsonRead(node, file, { bodyOnly = false } = {}) {
  const expr = inner(node);
  if (!ts.isCallExpression(expr)) return false;
  const callee = expr.expression;
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'json') {
    return !bodyOnly || expr.arguments.length === 0;
  }
  return (
    PARSE_READS.test(file) &&
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'JSON' &&
    callee.name.text === 'parse'
  );
}

/** A declared return type that says something about the body (not `unknown`, `Promise<unknown>`). */
function declaresShape(fn) {
  const type = fn.type;
  if (!type || isUnknown(type)) return false;
  if (
    ts.isTypeReferenceNode(type) &&
    type.typeName.getText() === 'Promise' &&
    type.typeArguments?.length === 1 &&
    isUnknown(type.typeArguments[0])
  ) {
    return false;
  }
  return true;
}

function enclosingFunction(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isFunctionLike(at)) return at;
  }
  return undefined;
}

function scan(path) {
  const file = relative(ROOT, path).split(sep).join('/');
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings = [];
  const report = (node, rule) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ file, line: line + 1, rule, source: text.split('\n')[line].trim() });
  };
  const visit = (node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isUnknown(node.type)) {
      if (node.type.getText(source) !== 'const' && isJsonRead(node.expression, file)) {
        report(node, 'cast');
      }
    } else if (ts.isCallExpression(node) && node.typeArguments?.length) {
      const name = calleeName(node);
      if (name === 'json' || /Json$/.test(name ?? '')) report(node, 'type-args');
    } else if (
      ts.isVariableDeclaration(node) &&
      node.type &&
      !isUnknown(node.type) &&
      node.initializer &&
      isJsonRead(node.initializer, file, { bodyOnly: true })
    ) {
      report(node, 'annotation');
    } else if (ts.isReturnStatement(node) && node.expression) {
      const fn = enclosingFunction(node);
      if (fn && declaresShape(fn) && isJsonRead(node.expression, file, { bodyOnly: true })) {
        report(node, 'return');
      }
    } else if (ts.isArrowFunction(node) && !ts.isBlock(node.body) && declaresShape(node)) {
      if (isJsonRead(node.body, file, { bodyOnly: true })) report(node.body, 'return');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

const RULES = {
  cast: 'a cast of response JSON',
  'type-args': 'a JSON read typed by its caller',
  annotation: 'response JSON (any) assigned to a declared type',
  return: 'response JSON (any) returned as a declared type',
};

const explicit = process.argv.slice(2);
const files = explicit.length
  ? explicit.map((file) => join(ROOT, file))
  : ROOTS.flatMap((dir) => [...sourceFiles(join(ROOT, dir))]);
const findings = files.flatMap(scan);

const used = new Set();
const refused = findings.filter((finding) => {
  const entry = ALLOWED.find(
    (allowed) =>
      allowed.file === finding.file &&
      allowed.rule === finding.rule &&
      finding.source.includes(allowed.line),
  );
  if (entry) used.add(entry);
  return !entry;
});
const stale = explicit.length ? [] : ALLOWED.filter((entry) => !used.has(entry));

for (const finding of refused) {
  console.log(`${finding.file}:${finding.line}  ${RULES[finding.rule]} (${finding.rule})`);
  console.log(`    ${finding.source}`);
}
for (const entry of stale) {
  console.log(
    `${entry.file}: the allowed ${entry.rule} "${entry.line}" is gone; remove its entry.`,
  );
}
if (refused.length > 0 || stale.length > 0) {
  console.log(
    `\n${refused.length} cast(s) of response JSON, ${stale.length} stale allow-list entr(ies). ` +
      'Read an answer with readJson(res) (server tests), the helpers of e2e/support/api.ts, or a ' +
      'zod schema; a cast that must stay goes in ALLOWED in scripts/check-json-casts.mjs, with why.',
  );
  process.exitCode = 1;
} else {
  console.log(`No casts of response JSON in ${files.length} files (${used.size} allowed).`);
}
