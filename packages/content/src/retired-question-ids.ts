/**
 * Question ids that once named a question and no longer do. Statistics and past answers refer to
 * questions by id, so an id is never given to a different question: validate.ts refuses these.
 * Add an id here when its question is deleted or rewritten into a different question.
 */
export const RETIRED_QUESTION_IDS: ReadonlySet<string> = new Set<string>([]);
