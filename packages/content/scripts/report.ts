/**
 * `npm run report`: words, Flesch–Kincaid grade and quiz size of every content page, then the
 * spread of grades, so a page that drifts away from plain English shows up in review; then the
 * quiz bank's guards against guessing, with their limits; then the red-flag drills per fraud.
 */
import { FRAUD_IDS } from '@ffl/engine/ids';
import { DRILLS } from '../src/drills';
import {
  bankProblems,
  LIMITS,
  MAX_FIGURE_QUESTIONS,
  MIN_QUESTIONS_PER_FRAUD,
  measureBank,
  SAFE_SOUNDING_DISTRACTORS,
} from '../src/quiz-quality';
import { countText, extractPageText, fleschKincaidGrade } from '../src/readability';
import { DEFENSE_CONTENT, FRAUD_CONTENT } from '../src/registry';
import { fraudPageProse } from '../src/validate';
import {
  alarmMarkerPasses,
  drillCounts,
  MAX_ALARM_MARKER_PASSES,
  MAX_STRUCTURAL_GAP,
  MIN_LEGITIMATE_SHARE,
  structuralCues,
  validateDrillSet,
} from '../src/validate-drills';
import { allQuizVariants, drillVariantCount, quizVariantCount } from '../src/variants';

interface Row {
  id: string;
  kind: 'fraud' | 'defense';
  words: number;
  grade: number;
  questions: number | null;
}

function measure(kind: Row['kind'], id: string, text: string, questions: number | null): Row {
  return { id, kind, words: countText(text).words, grade: fleschKincaidGrade(text), questions };
}

const rows: Row[] = [
  ...Object.values(FRAUD_CONTENT).map((p) =>
    measure('fraud', p.id, extractPageText(p), p.quiz.length),
  ),
  ...Object.values(DEFENSE_CONTENT).map((p) => measure('defense', p.id, extractPageText(p), null)),
];

const idWidth = Math.max(4, ...rows.map((r) => r.id.length));
const line = (cells: string[]) =>
  [
    cells[0]?.padEnd(idWidth),
    cells[1]?.padEnd(7),
    cells[2]?.padStart(5),
    cells[3]?.padStart(5),
    cells[4]?.padStart(4),
  ].join('  ');

console.log(line(['page', 'kind', 'words', 'grade', 'quiz']));
console.log(
  line(['-'.repeat(idWidth), '-'.repeat(7), '-'.repeat(5), '-'.repeat(5), '-'.repeat(4)]),
);
for (const r of rows) {
  console.log(
    line([r.id, r.kind, String(r.words), r.grade.toFixed(1), r.questions?.toString() ?? '-']),
  );
}

const byGrade = [...rows].sort((a, b) => a.grade - b.grade);
const lowest = byGrade[0];
const highest = byGrade[byGrade.length - 1];
const middle = byGrade.length / 2;
const median =
  byGrade.length % 2 === 1
    ? (byGrade[Math.floor(middle)]?.grade ?? Number.NaN)
    : ((byGrade[middle - 1]?.grade ?? Number.NaN) + (byGrade[middle]?.grade ?? Number.NaN)) / 2;
const totalQuestions = rows.reduce((n, r) => n + (r.questions ?? 0), 0);

console.log('');
console.log(`pages            ${rows.length}`);
console.log(`grade min        ${lowest?.grade.toFixed(1)} (${lowest?.id})`);
console.log(`grade median     ${median.toFixed(1)}`);
console.log(`grade max        ${highest?.grade.toFixed(1)} (${highest?.id})`);
console.log(`quiz questions   ${totalQuestions}`);

// The quiz bank's guards against test-wise guessing (quiz-quality.ts); the build fails past them.
const bank = FRAUD_IDS.flatMap((id) => FRAUD_CONTENT[id].quiz.flatMap(allQuizVariants));
const pageText = Object.fromEntries(
  FRAUD_IDS.map((id) => [id, fraudPageProse(FRAUD_CONTENT[id]).join('\n')]),
);
const quality = measureBank(bank, pageText);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log('');
// Variants against answer sharing (variants.ts): the guards below hold for every way shown.
const items = FRAUD_IDS.flatMap((id) => FRAUD_CONTENT[id].quiz);
const shortestWays = Math.min(...items.map(quizVariantCount));
const drillWays = Math.min(...DRILLS.map(drillVariantCount));
console.log(
  `variants         ${items.length} quiz items shown ${bank.length} ways (each at least ${shortestWays}); ${DRILLS.length} drills shown ${DRILLS.reduce((n, d) => n + drillVariantCount(d), 0)} ways (each at least ${drillWays})`,
);
console.log('');
console.log('quiz bank guards (over every variant)     value    limit');
const guard = (name: string, value: string, limit: string) =>
  console.log(`${name.padEnd(40)} ${value.padStart(7)}  ${limit}`);
guard('questions', String(quality.questions), `≥ ${MIN_QUESTIONS_PER_FRAUD} per fraud`);
guard('scenarios', pct(quality.scenarios / quality.questions), '≥ 50% per fraud');
guard(
  'questions recalling a figure',
  String(quality.figureQuestions),
  `≤ ${MAX_FIGURE_QUESTIONS} per fraud`,
);
guard(
  'right option strictly the longest',
  pct(quality.strictlyLongestShare),
  `≤ ${pct(LIMITS.strictlyLongestShare)}`,
);
guard(
  'right option ≥ 1.5× longest wrong',
  pct(quality.muchLongerShare),
  `≤ ${pct(LIMITS.muchLongerShare)}`,
);
guard(
  'mean length ratio right/wrong',
  quality.meanRatio.toFixed(2),
  `${LIMITS.meanRatioMin}–${LIMITS.meanRatioMax}`,
);
guard('absolute words in right options', pct(quality.absoluteRight), '');
guard(
  'absolute words in wrong options',
  pct(quality.absoluteWrong),
  `≤ right + ${LIMITS.absoluteGapPoints} points`,
);
guard(
  'most similar pair (word-trigram Jaccard)',
  quality.mostSimilar ? quality.mostSimilar.similarity.toFixed(2) : '-',
  `≤ ${LIMITS.similarity}${quality.mostSimilar ? ` (${quality.mostSimilar.a} ~ ${quality.mostSimilar.b})` : ''}`,
);
guard(
  'right option odd one out by first word',
  pct(quality.firstWordOddOneOutShare),
  `≤ ${pct(LIMITS.firstWordOddOneOutShare)}`,
);
guard('excuse clauses in right options', pct(quality.excuseRight), '');
guard(
  'excuse clauses in wrong options',
  pct(quality.excuseWrong),
  `≤ right + ${LIMITS.excuseGapPoints} points`,
);
guard("page's own phrases per right option", quality.phraseOverlapRight.toFixed(2), '');
guard(
  "page's own phrases per wrong option",
  quality.phraseOverlapWrong.toFixed(2),
  LIMITS.phraseOverlapGap === 0 ? '≥ right' : `≥ right − ${LIMITS.phraseOverlapGap}`,
);
guard(
  'right option has the most page phrases',
  pct(quality.phraseKeyMostShare),
  '(what a page-phrase matcher exploits)',
);
guard(
  `scenarios, ${SAFE_SOUNDING_DISTRACTORS}+ wrong options sound safe`,
  pct(quality.safeSoundingDistractorsShare),
  `≥ ${pct(LIMITS.safeSoundingDistractorsMin)}`,
);
guard(
  'explanations leaning on "the page says"',
  String(quality.pageLeaning.length),
  `≤ ${LIMITS.pageLeaningExplanations}`,
);
const broken = bankProblems(quality);
console.log(broken.length === 0 ? 'every guard holds' : `guards broken:\n  ${broken.join('\n  ')}`);

// The red-flag drills (validate-drills.ts): how many, how many legitimate, and the NIST difficulty
// spread per fraud (least / moderate / very).
const drillRows = drillCounts(DRILLS);
const legitimateDrills = DRILLS.filter((d) => d.legitimate).length;
console.log('');
console.log(`${DRILLS.length} drills (${legitimateDrills} legitimate)`);
const fraudWidth = Math.max(5, ...drillRows.map((r) => r.fraudId.length));
const drillLine = (cells: string[]) =>
  [
    cells[0]?.padEnd(fraudWidth),
    cells[1]?.padStart(6),
    cells[2]?.padStart(10),
    cells[3]?.padStart(5),
    cells[4]?.padStart(8),
    cells[5]?.padStart(4),
  ].join('  ');
console.log(drillLine(['fraud', 'drills', 'legitimate', 'least', 'moderate', 'very']));
for (const r of drillRows) {
  console.log(
    drillLine([
      r.fraudId,
      String(r.drills),
      String(r.legitimate),
      String(r.difficulty.least),
      String(r.difficulty.moderate),
      String(r.difficulty.very),
    ]),
  );
}

// The drill set's guards against blind play (issue 24): twins, the share of genuine drills, red
// flags by position and by boilerplate-looking label, and the alarm-word marker.
const cues = structuralCues(DRILLS);
const scams = DRILLS.filter((d) => !d.legitimate);
const alarmPasses = scams.filter(alarmMarkerPasses).length;
const paired = DRILLS.filter((d) => DRILLS.some((t) => t.id === d.twin && t.twin === d.id)).length;
console.log('');
console.log(`${'drill set guards'.padEnd(44)} ${'value'.padStart(8)}  limit`);
for (const [what, value, limit] of [
  ['drills in a twin pair', `${paired}/${DRILLS.length}`, 'all'],
  ['genuine drills', pct(legitimateDrills / DRILLS.length), `≥ ${pct(MIN_LEGITIMATE_SHARE)}`],
  ["red flags among scams' parts", pct(cues.flagShare), ''],
  [
    '  … first / middle / last parts',
    `${pct(cues.first)} / ${pct(cues.middle)} / ${pct(cues.last)}`,
    '',
  ],
  ['  largest gap by position', pct(cues.positionGap), `≤ ${pct(MAX_STRUCTURAL_GAP)}`],
  [
    `  … boilerplate labels (${cues.boilerplateParts}) / others`,
    `${pct(cues.boilerplate)} / ${pct(cues.other)}`,
    '',
  ],
  ['  gap by boilerplate label', pct(cues.boilerplateGap), `≤ ${pct(MAX_STRUCTURAL_GAP)}`],
  [
    'scams passed by the alarm-word marker',
    `${alarmPasses}/${scams.length}`,
    `≤ ${pct(MAX_ALARM_MARKER_PASSES)}`,
  ],
] as const) {
  console.log(`${what.padEnd(44)} ${String(value).padStart(8)}  ${limit}`);
}
const setProblems = validateDrillSet(DRILLS);
console.log(setProblems.length === 0 ? 'every drill guard holds' : setProblems.join('\n'));
if (setProblems.length > 0) process.exitCode = 1;
console.log((await import('../src/validate-measure')).measureReportLines().join('\n'));
