import type { FraudId } from '@ffl/engine/ids';
import type { Prose } from './types';

/*
 * The learning measure's items (issue "Learning you can prove", part 4): a held-out pool that is
 * never used to teach or to pay. A check (a baseline, a post-check, a retention check) is one form
 * of the pool for some families; the server sends an item without its truth, keeps every answer,
 * and reveals nothing until the player's check closes. Forms are parallel: each covers every
 * family with the same kinds of item and the same mean difficulty (`measure-forms.ts`).
 */

/** The parallel forms: A and B for the baseline and the post-check (rotated), C for retention. */
export const MEASURE_FORMS = ['A', 'B', 'C'] as const;
export type MeasureForm = (typeof MEASURE_FORMS)[number];

/** How hard the writer expects an item to be, before responses say (a prior for the forms). */
export type MeasureDifficulty = 'easy' | 'medium' | 'hard';

/** A short message as the player sees it: who sent it, and what it says. */
export interface MeasureMessage {
  channel: 'email' | 'sms' | 'chat' | 'call' | 'web' | 'letter' | 'social';
  /** As shown: "Protea Bank <alerts@proteabank.example>", "+27 82 555 0101", a caller id. */
  from: string;
  /** An e-mail's subject, a web page's address; otherwise absent. */
  subject?: string;
  /** One to four short sentences (a call's words in quotes). */
  text: string;
}

/** A statement about a decision item's message: a warning sign, or a part that is fine. */
export interface MeasureSign {
  /** Unique in the item, kebab-case, neutral ("sender-address", not "fake-sender"). */
  id: string;
  /** What the player reads and may tick: a neutral description of a part of the message. */
  text: string;
  sign: boolean;
  /** Why it is or is not a warning sign: one or two sentences of our own. */
  explanation: Prose;
}

interface MeasureItemBase {
  /** Stable, `M-<FraudId>-<n>`. Never reuse an id for a different item. */
  id: string;
  fraudId: FraudId;
  /** The form the item belongs to (assembled in measure-forms.ts, checked parallel). */
  form: MeasureForm;
  difficulty: MeasureDifficulty;
  /** Why the right answer is right, taught once the check closes: one to three sentences. */
  explanation: Prose;
}

/**
 * Scam or genuine? The player decides (report or trust), then ticks the statements they see as
 * warning signs. A scam has 2 or 3 signs among its 4 statements; a genuine message has none (its
 * statements are parts that look alarming but are fine). Decision items give d′ and c.
 */
export interface MeasureDecisionItem extends MeasureItemBase {
  kind: 'decision';
  /** One or two sentences: what the player already knows (never the result of a check). */
  scenario: Prose;
  message: MeasureMessage;
  scam: boolean;
  /** Exactly 4 statements, in the order they are shown. */
  signs: MeasureSign[];
}

/** A scenario question with four options, one of them right. */
export interface MeasureScenarioItem extends MeasureItemBase {
  kind: 'scenario';
  question: Prose;
  /** Exactly 4 options, one `correct`. The server shows them in an order seeded per check. */
  options: { text: string; correct: boolean }[];
}

export type MeasureItem = MeasureDecisionItem | MeasureScenarioItem;
