/**
 * Every game number lives once, in the engine (CONTRIBUTING.md). This test reads the web app's
 * source and fails when the words a player or a game master reads carry a number that equals one
 * of the engine's, typed instead of read: change the engine's number, and such a text would go on
 * saying the old one.
 *
 * How: every string, template and JSX text of apps/web/src (tests and generated files aside) is
 * parsed with the TypeScript compiler; the literal parts of words (text with a space and a word in
 * it) are split into numbers ("$5,000", "2%", "1–8", "of 20"), and so is a number literal put
 * straight into words (`${20}`, `{20}`). A number equal to one the engine states (ENGINE_NUMBERS,
 * read from the engine itself: a new ECONOMY field is covered as it is added) is a finding, named
 * with the engine's name for it. What is read from the engine sits in `${…}`, so it is never a
 * literal part and never a finding.
 *
 * 0 and 1 are left out: "level 1", "1 player" and "0%" are everywhere and say nothing about a
 * rule. A number that equals an engine number by coincidence (a page size, a password's length,
 * an example) is listed in NOT_ENGINE_NUMBERS with what it is; an entry that no longer matches
 * anything fails too, so the list cannot go stale.
 *
 * What it cannot see (the reasons to still read the engine when writing words): numbers written
 * as words ("one or two", "halved", "Seven in a row"); a copy kept in a constant of the web app
 * (`const PASS_SCORE = 4` read by a text: the text reads a constant, so it passes); a number
 * computed from a copy (`limit * 2`); 0 and 1; a defense's percentages (0–100, too common to tell
 * apart); and words outside apps/web (the server's API descriptions and mails, the e2e journeys).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BADGE_RULES } from '@ffl/engine/badges';
import { DEFENSES, FRAUDS, LEVELS, MAX_DANGER, MAX_LEVEL } from '@ffl/engine/catalogue';
import { FORECAST_FAMILIES } from '@ffl/engine/draw-wave';
import { ECONOMY, MAX_STARS } from '@ffl/engine/economy';
import { DEFENSE_IDS, FAMILY_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import { LEAGUE_LIMIT } from '@ffl/engine/leagues';
import { NAME_MAX, NAME_MAX_MARKS } from '@ffl/engine/names';
import { MAX_WAVE_POINTS, POINTS_FOR_ALL_STOPPED, POINTS_PER_STAR } from '@ffl/engine/points';
import { QUIZ_PASS_SCORE, QUIZ_QUESTIONS_PER_ATTEMPT } from '@ffl/engine/review';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The engine's numbers by the names a text should read them from; objects are walked. */
const ENGINE_SOURCES: Record<string, unknown> = {
  ECONOMY,
  MAX_STARS,
  MAX_LEVEL,
  'LEVELS.length': LEVELS.length,
  MAX_DANGER,
  FORECAST_FAMILIES,
  POINTS_PER_STAR,
  POINTS_FOR_ALL_STOPPED,
  MAX_WAVE_POINTS,
  QUIZ_PASS_SCORE,
  QUIZ_QUESTIONS_PER_ATTEMPT,
  BADGE_RULES,
  LEAGUE_LIMIT,
  NAME_MAX,
  NAME_MAX_MARKS,
  'FRAUD_IDS.length': FRAUD_IDS.length,
  'DEFENSE_IDS.length': DEFENSE_IDS.length,
  'FAMILY_IDS.length': FAMILY_IDS.length,
  // Prices and base damages; not the percentages a defense stops, which are most of 0–100.
  ...Object.fromEntries(
    DEFENSE_IDS.map((id) => [`DEFENSES.${id}.costs`, DEFENSES[id].costs] as const),
  ),
  ...Object.fromEntries(
    FRAUD_IDS.map((id) => [`FRAUDS.${id}.baseDamage`, FRAUDS[id].baseDamage] as const),
  ),
};

/** Value → the engine's names for it; whole numbers from 2 up. */
function collectEngineNumbers(sources: Record<string, unknown>): Map<number, string[]> {
  const numbers = new Map<number, string[]>();
  const walk = (name: string, value: unknown) => {
    if (typeof value === 'number') {
      if (Number.isInteger(value) && value >= 2) {
        numbers.set(value, [...(numbers.get(value) ?? []), name]);
      }
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(`${name}[${index}]`, item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(`${name}.${key}`, item);
    }
  };
  for (const [name, value] of Object.entries(sources)) walk(name, value);
  return numbers;
}

const ENGINE_NUMBERS = collectEngineNumbers(ENGINE_SOURCES);

/**
 * A number standing on its own in words: "$5,000", "2%", "1–8", "of 20"; not part of a word or a
 * code ("90th", "q1", "K7MPQ2XH", "2-digit"), a time ("18:00") or a decimal ("0.5").
 */
const NUMBER = /(?<![\p{L}\p{N}_.,:#/\\-])(\d{1,3}(?:,\d{3})+|\d+)(?![\p{L}\p{N}_]|[.,:]\d)/gu;

/** A list item's number at the start of a text: "2. The why of each attack". */
const LIST_NUMBER = /^\s*\d+[.)](\s|$)/u;

/** Words, not a class name, a path or a format: a space and a word of two letters or more. */
const WORDS = /(?=.*\s)(?=.*\p{L}{2})/su;

type Finding = { file: string; line: number; text: string; value: number; names: string[] };

/** Every engine number typed into the words of one source file. */
function scanSource(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string, values: number[]) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    for (const value of values) {
      const names = ENGINE_NUMBERS.get(value);
      if (names) findings.push({ file, line, text, value, names });
    }
  };
  const numbersIn = (text: string) =>
    [...text.matchAll(NUMBER)]
      .filter((match) => !LIST_NUMBER.test(text.slice(0, match.index + match[0].length + 2)))
      .map((match) => Number((match[1] ?? '').replaceAll(',', '')));
  const visit = (node: ts.Node) => {
    const parent = node.parent;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const isModuleName =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isExternalModuleReference(parent);
      if (!isModuleName && !ts.isLiteralTypeNode(parent)) text = node.text;
    } else if (
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      text = node.text;
    } else if (
      ts.isNumericLiteral(node) &&
      (ts.isTemplateSpan(parent) ||
        (ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent)))
    ) {
      // A number put straight into words: `of ${20}` or <dd>{owned} of {20}</dd>.
      report(node, `{${node.text}}`, [Number(node.text)]);
    }
    if (text !== null && WORDS.test(text)) report(node, text, numbersIn(text));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

const SRC = join(__dirname, '..');

/** The app's source files, tests and generated files aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|test-d|gen)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

type Coincidence = { file: string; text: string; numbers: readonly number[]; is: string };

/**
 * Words whose numbers equal an engine number by coincidence, by file, a part of the text and the
 * numbers: each is another number, and says which.
 */
const NOT_ENGINE_NUMBERS: readonly Coincidence[] = [
  {
    file: 'features/admin/admin-text.ts',
    text: 'The interval is at least 5 minutes.',
    numbers: [5],
    is: "the automatic schedule's shortest interval (the server's, admin-format.ts SCHEDULE_LIMITS)",
  },
  {
    file: 'features/admin/admin-text.ts',
    text: 'The interval is at most 7 days.',
    numbers: [7],
    is: "the automatic schedule's longest interval",
  },
  {
    file: 'features/admin/admin-text.ts',
    text: 'From 5 minutes to 7 days.',
    numbers: [5, 7],
    is: "the automatic schedule's bounds",
  },
  {
    file: 'features/admin/admin-text.ts',
    text: 'The 10 most-missed questions',
    numbers: [10],
    is: "the length of the server's most-missed list (quiz statistics)",
  },
  {
    file: 'features/admin/learning-report-text.ts',
    text: '20 letters and digits',
    numbers: [20],
    is: "a public id's length (the server's lib/public-id.ts)",
  },
  {
    file: 'features/admin/learning-report-text.ts',
    text: 'at most 80 characters',
    numbers: [80],
    is: "a programme name's longest length (the server's measure schemas)",
  },
  {
    file: 'features/auth/auth-text.ts',
    text: 'least 8 characters',
    numbers: [8],
    is: "a password's shortest length (the server's auth/passwords.ts)",
  },
  {
    file: 'features/settings/settings-text.ts',
    text: 'least 8 characters',
    numbers: [8],
    is: "a password's shortest length (the server's auth/passwords.ts)",
  },
  {
    file: 'features/drills/drill-text.ts',
    text: 'Step 2: mark the red flags',
    numbers: [2],
    is: "the drill screen's second step",
  },
  {
    file: 'features/game/game-text.ts',
    text: 'Top 50',
    numbers: [50],
    is: "the rows at the top of a table (the server's leaderboard TOP_SIZE)",
  },
  {
    file: 'features/game/game-text.ts',
    text: 'top 50',
    numbers: [50],
    is: "the rows at the top of a table (the server's leaderboard TOP_SIZE)",
  },
  {
    file: 'features/help/help-text.ts',
    text: 'two defenses of 50% do not make 100%',
    numbers: [50, 100],
    is: 'an illustration of layers that multiply, not a defense of the catalogue',
  },
  {
    file: 'features/help/help-text.ts',
    text: 'share a rank (1, 2, 2, 4)',
    numbers: [2, 4],
    is: 'an example of shared ranks',
  },
  {
    file: 'features/help/help-text.ts',
    text: 'You see the top 50',
    numbers: [50],
    is: "the rows at the top of a table (the server's leaderboard TOP_SIZE)",
  },
  {
    file: 'features/help/help-text.ts',
    text: 'stops 100% of a fraud',
    numbers: [100],
    is: 'all of a fraud, a share',
  },
  {
    file: 'features/help/help-text.ts',
    text: 'an authenticator app at level 2 does',
    numbers: [2],
    is: "the level of the catalogue's example, SMS codes and an authenticator app",
  },
  {
    file: 'features/leagues/leagues-text.ts',
    text: '8-character code',
    numbers: [8],
    is: "an invite code's length (the server's league schemas, leagues-model.ts)",
  },
  {
    file: 'features/leagues/leagues-text.ts',
    text: 'invite code is 8 letters and digits',
    numbers: [8],
    is: "an invite code's length (the server's league schemas, leagues-model.ts)",
  },
  {
    file: 'features/learning-check/check-text.ts',
    text: '15 short items, about 5 minutes',
    numbers: [5],
    is: 'how long a baseline check takes',
  },
  {
    file: 'features/learning-check/check-text.ts',
    text: '2 or more is very good',
    numbers: [2],
    is: 'a reading of d′, the learning measure',
  },
];

function excuse(finding: Finding): Coincidence | undefined {
  return NOT_ENGINE_NUMBERS.find(
    (entry) =>
      entry.file === finding.file &&
      finding.text.includes(entry.text) &&
      entry.numbers.includes(finding.value),
  );
}

function describeFinding(finding: Finding): string {
  const text = JSON.stringify(finding.text.trim());
  return `${finding.file}:${finding.line} ${text}: ${finding.value} is ${finding.names.join(', ')}`;
}

describe('the numbers in the words', () => {
  const findings = sourceFiles(SRC).flatMap((path) =>
    scanSource(relative(SRC, path), readFileSync(path, 'utf8')),
  );

  it('come from the engine: no text types a number the engine states', () => {
    const typed = findings.filter((finding) => !excuse(finding)).map(describeFinding);
    expect(
      typed,
      'Read these numbers from the engine (ECONOMY and the like, in a template), or, if one is another ' +
        'number that only happens to be equal, list it in NOT_ENGINE_NUMBERS with what it is.',
    ).toEqual([]);
  });

  it('list only coincidences that are still there', () => {
    const stale = NOT_ENGINE_NUMBERS.flatMap((entry) =>
      entry.numbers
        .filter((value) => !findings.some((f) => excuse(f) === entry && f.value === value))
        .map((value) => `${entry.file} ${JSON.stringify(entry.text)}: ${value}`),
    );
    expect(stale).toEqual([]);
  });

  it('are found in strings, templates and JSX, and not in codes, times or list numbers', () => {
    // The scan itself, on a probe: a typed number in each kind of words is found and named.
    // Read from the engine, codes, times, one-word strings and list numbers (lines 7 to 10) are
    // not findings.
    const probe = scanSource(
      'probe.tsx',
      `const a = 'Upkeep is 2% of invested.';
const b = (n: number) => \`\${n} of 20 frauds\`;
const c = (n: number) => <dd>{n} of 20</dd>;
const d = (n: number) => \`\${n} of \${20}\`;
const e = <p>You can be in up to 25 leagues.</p>;
const f = 'Starting cash: $1,000,000 for every bank.';
const g = \`\${ECONOMY.upkeepPercent}% of invested, level 1, q20, 18:00, 90th percentile\`;
const h = { 'x-20': 'table-20', width: 20 };
import x from './20 frauds';
const i = '2. The why of each attack';`,
    );
    expect(probe.map(({ line, value, names }) => ({ line, value, names }))).toEqual([
      { line: 1, value: 2, names: expect.arrayContaining(['ECONOMY.upkeepPercent']) },
      { line: 2, value: 20, names: expect.arrayContaining(['FRAUD_IDS.length']) },
      { line: 3, value: 20, names: expect.arrayContaining(['DEFENSE_IDS.length']) },
      { line: 4, value: 20, names: expect.arrayContaining(['FRAUD_IDS.length']) },
      { line: 5, value: 25, names: ['LEAGUE_LIMIT'] },
      { line: 6, value: 1_000_000, names: ['ECONOMY.startingCash'] },
    ]);
    expect(new Set(sourceFiles(SRC).map((path) => path.slice(path.lastIndexOf('.'))))).toEqual(
      new Set(['.ts', '.tsx']),
    );
  });
});
