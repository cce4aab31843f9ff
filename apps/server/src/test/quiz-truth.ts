import { listQuizQuestions } from '@ffl/content/registry';
import type { QuizQuestion } from '@ffl/content/types';
import { identifyShownItem } from '@ffl/content/variants';
import { FRAUD_IDS } from '@ffl/engine/ids';

/*
 * What a test knows that a player must not: which content item, in which variant, a question of
 * a drawn quiz is. The API names questions by their place in the attempt (`q1`…) and shows a
 * variant drawn per attempt, so the tests recognise the item by its shown prompt and options,
 * as a person who had read every variant would.
 */

type ShownQuestion = { id: string; prompt: string; options: { id: number; text: string }[] };

const everyItem = () => FRAUD_IDS.flatMap((fraudId) => listQuizQuestions(fraudId));

/** The content item (its id) as the variant this question shows; throws when none matches. */
export function identify(question: ShownQuestion): QuizQuestion {
  const found = identifyShownItem(
    question.prompt,
    question.options.map((o) => o.text),
    everyItem,
  );
  if (!found) throw new Error(`no content item shows "${question.prompt.slice(0, 60)}"`);
  return found;
}

/** The place the attempt shows the right option at: what a player who knows would click. */
export function shownCorrect(question: ShownQuestion): number {
  const right = identify(question).options.find((o) => o.correct)?.text;
  const shown = question.options.find((o) => o.text === right)?.id;
  if (shown === undefined) throw new Error(`no right option shown in ${question.id}`);
  return shown;
}

/** A place the attempt shows a wrong option at. */
export function shownWrong(question: ShownQuestion): number {
  return shownCorrect(question) === 0 ? 1 : 0;
}

/** The written index (in the content file) of the option an attempt shows at `shown`. */
export function writtenOf(question: ShownQuestion, shown: number): number {
  const text = question.options.find((o) => o.id === shown)?.text;
  const index = identify(question).options.findIndex((o) => o.text === text);
  if (index < 0) throw new Error(`no option ${shown} in ${question.id}`);
  return index;
}
