import { DEFENSE_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import {
  findProseLinks,
  parseLinkTarget,
  toPlainText as plainProse,
} from '@ffl/engine/prose-links';
import type { Evidence } from './defense-evidence';
import { checkFraudQuiz, checkQuestion } from './quiz-quality';
import { RETIRED_QUESTION_IDS } from './retired-question-ids';
import type { DefenseContent, FraudContent, Source } from './types';
import { allQuizVariants, checkQuizVariants } from './variants';

export const WORDS_MIN = 400;
export const WORDS_MAX = 1500;

/**
 * True when `path` is a route of the app that a content page may link to: the engine's one list,
 * which the web app's prose renders by (prose-links.ts, decision 0032).
 */
export function isKnownRoute(path: string): boolean {
  return parseLinkTarget(path) !== null;
}

/** Every `[label](target)` link in a prose string. */
export function findLinks(text: string): { label: string; target: string }[] {
  return findProseLinks(text).map(({ label, target }) => ({ label, target }));
}

/** Prose without link markup, as a reader sees it. */
export function toPlainText(text: string): string {
  return plainProse(text);
}

export function countWords(texts: readonly string[]): number {
  return texts.reduce(
    (n, t) => n + (toPlainText(t).match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%-]*/gu)?.length ?? 0),
    0,
  );
}

/** The reading text of a fraud page: everything but the quiz and the source list. */
export function fraudPageProse(page: FraudContent): string[] {
  const channels = [...page.ifItHappensToYou.southAfrica, ...page.ifItHappensToYou.international];
  return [
    page.summary,
    ...page.whatItIs,
    ...page.howItWorks,
    ...page.warningSigns,
    page.realCase.title,
    page.realCase.where,
    ...page.realCase.whatHappened,
    ...page.statistics.map((s) => s.text),
    ...page.whoIsTargeted,
    ...page.howToDefend,
    ...page.ifItHappensToYou.steps,
    ...channels.flatMap((c) => [c.name, c.how]),
    ...page.glossary.flatMap((g) => [g.term, g.definition]),
  ];
}

/** The reading text of a defense page: everything but the source list. */
export function defensePageProse(page: DefenseContent): string[] {
  return [
    page.summary,
    ...page.whatItIs,
    ...page.howItWorks,
    ...page.levels.map((l) => l.inPractice),
    ...page.limitations,
    ...page.realWorldCost,
  ];
}

function checkSource(source: Source, where: string, problems: string[]): void {
  if (!source.title.trim()) problems.push(`${where}: source without a title`);
  if (!source.publisher.trim()) problems.push(`${where}: source without a publisher`);
  if (!Number.isInteger(source.year) || source.year < 1990 || source.year > 2030) {
    problems.push(`${where}: source year ${source.year} is not plausible`);
  }
  if (!/^https:\/\/[^\s]+\.[^\s]+/.test(source.url)) {
    problems.push(`${where}: source URL "${source.url}" is not an https URL`);
  }
}

function checkNonEmpty(section: string, texts: readonly string[], problems: string[]): void {
  if (texts.length === 0 || texts.some((t) => !t.trim())) {
    problems.push(`${section} is missing or has an empty entry`);
  }
}

function checkLinks(texts: readonly string[], problems: string[]): void {
  for (const text of texts) {
    for (const link of findLinks(text)) {
      if (!isKnownRoute(link.target))
        problems.push(`link "${link.target}" does not resolve to a route`);
    }
  }
}

function checkLength(words: number, problems: string[]): void {
  if (words < WORDS_MIN || words > WORDS_MAX) {
    problems.push(`page has ${words} words; it must have ${WORDS_MIN} to ${WORDS_MAX}`);
  }
}

/** Every problem found on a fraud page; an empty list means the page is valid. */
export function validateFraudPage(page: FraudContent): string[] {
  const problems: string[] = [];
  if (!FRAUD_IDS.includes(page.id)) problems.push(`unknown fraud id ${page.id}`);
  checkNonEmpty('summary', [page.summary], problems);
  checkNonEmpty('whatItIs', page.whatItIs, problems);
  checkNonEmpty('howItWorks', page.howItWorks, problems);
  checkNonEmpty('realCase', page.realCase.whatHappened, problems);
  checkNonEmpty('whoIsTargeted', page.whoIsTargeted, problems);
  checkNonEmpty('howToDefend', page.howToDefend, problems);
  checkNonEmpty('ifItHappensToYou.steps', page.ifItHappensToYou.steps, problems);
  checkNonEmpty(
    'glossary',
    page.glossary.map((g) => g.definition),
    problems,
  );
  if (page.warningSigns.length < 5) problems.push('fewer than 5 warning signs');
  if (page.statistics.length === 0) problems.push('no key statistics');
  if (page.ifItHappensToYou.southAfrica.length === 0) problems.push('no South African channel');
  if (page.ifItHappensToYou.international.length === 0) problems.push('no international channel');
  if (page.sources.length < 2) problems.push('fewer than 2 sources');
  for (const [i, s] of page.sources.entries()) checkSource(s, `sources[${i}]`, problems);
  checkSource(page.realCase.source, 'realCase', problems);
  for (const [i, s] of page.statistics.entries()) {
    checkSource(s.source, `statistics[${i}]`, problems);
    if (!Number.isInteger(s.year)) problems.push(`statistics[${i}] has no year`);
  }
  const listed = new Set(page.sources.map((s) => s.url));
  for (const s of [page.realCase.source, ...page.statistics.map((st) => st.source)]) {
    if (!listed.has(s.url)) problems.push(`source ${s.url} is used but not listed in sources`);
  }

  problems.push(...checkFraudQuiz(page.quiz));
  const ids = new Set<string>();
  for (const q of page.quiz) {
    if (!new RegExp(`^${page.id}-[1-9][0-9]*$`).test(q.id))
      problems.push(`question id ${q.id} must be ${page.id}-<number>`);
    if (ids.has(q.id)) problems.push(`duplicate question id ${q.id}`);
    if (RETIRED_QUESTION_IDS.has(q.id))
      problems.push(`question id ${q.id} was retired: use a new number`);
    ids.add(q.id);
    problems.push(...checkQuestion(q));
    problems.push(...checkQuizVariants(q));
    for (const [v, shown] of allQuizVariants(q).slice(1).entries()) {
      problems.push(
        ...checkQuestion(shown).map((p) => p.replace(q.id, `${q.id} variant ${v + 1}`)),
      );
    }
  }

  const prose = fraudPageProse(page);
  checkLinks(
    [
      ...prose,
      ...page.quiz.flatMap(allQuizVariants).flatMap((q) => q.options.map((o) => o.explanation)),
    ],
    problems,
  );
  checkLength(countWords(prose), problems);
  return problems;
}

/** Every problem found on a defense page; an empty list means the page is valid. */
export function validateDefensePage(page: DefenseContent): string[] {
  const problems: string[] = [];
  if (!DEFENSE_IDS.includes(page.id)) problems.push(`unknown defense id ${page.id}`);
  checkNonEmpty('summary', [page.summary], problems);
  checkNonEmpty('whatItIs', page.whatItIs, problems);
  checkNonEmpty('howItWorks', page.howItWorks, problems);
  checkNonEmpty(
    'levels',
    page.levels.map((l) => l.inPractice),
    problems,
  );
  checkNonEmpty('limitations', page.limitations, problems);
  checkNonEmpty('realWorldCost', page.realWorldCost, problems);
  if (page.sources.length < 2) problems.push('fewer than 2 sources');
  for (const [i, s] of page.sources.entries()) checkSource(s, `sources[${i}]`, problems);
  const prose = defensePageProse(page);
  checkLinks(prose, problems);
  checkLength(countWords(prose), problems);
  return problems;
}

/**
 * Every problem found in a defense's evidence notes (the "Why these numbers" section of its page):
 * 1 to 3 notes, each a sentence or two in our own words with a full source and an https URL.
 */
export function validateDefenseEvidence(notes: readonly Evidence[]): string[] {
  const problems: string[] = [];
  if (notes.length < 1 || notes.length > 3) {
    problems.push(`${notes.length} evidence notes; a defense has 1 to 3`);
  }
  for (const [i, { note, source }] of notes.entries()) {
    if (note.trim().length <= 40) problems.push(`evidence[${i}]: the note is too short to explain`);
    checkSource(source, `evidence[${i}]`, problems);
  }
  return problems;
}
