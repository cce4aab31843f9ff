// Checks the links of every Markdown file in the repository: a relative link must name a file or
// folder that exists, and a `#heading` in it (or in the same file) a heading that exists, with
// GitHub's anchors. Links to other sites are not fetched.
//   node scripts/docs-links-check.mjs   (part of scripts/static-checks.mjs)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));

/** The text outside fenced code blocks. */
function outsideFences(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(text) {
  return outsideFences(text).replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(path) {
  const anchors = new Set();
  const seen = new Map();
  for (const [, heading] of outsideFences(readFileSync(path, 'utf8')).matchAll(
    /^#{1,6}\s+(.+?)\s*#*$/gm,
  )) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

const problems = [];
let count = 0;
for (const file of files) {
  const text = prose(readFileSync(join(root, file), 'utf8'));
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
  ];
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    count += 1;
    const [pathPart, anchor] = target.split('#');
    const path = pathPart
      ? join(root, dirname(file), decodeURIComponent(pathPart))
      : join(root, file);
    if (!existsSync(path)) {
      problems.push(`${file}: ${target}: no such file`);
      continue;
    }
    if (anchor && statSync(path).isFile() && path.endsWith('.md') && !anchorsOf(path).has(anchor)) {
      problems.push(`${file}: ${target}: no heading with that anchor in ${relative(root, path)}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Broken links in the docs:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${count} links in ${files.length} Markdown files lead somewhere.`);
