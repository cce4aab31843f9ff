import type { DefenseId, FraudId } from '@ffl/engine/ids';

/**
 * Prose fields are plain English. A link is written inline as `[label](/route)`; only internal
 * routes are allowed, and the validation test checks that each one resolves.
 */
export type Prose = string;

export interface Source {
  title: string;
  publisher: string;
  /** The year the source was published. */
  year: number;
  url: string;
}

export interface Statistic {
  /** The fact in our own words, with its figure. */
  text: Prose;
  /** The year the figure describes. */
  year: number;
  source: Source;
}

export interface RealCase {
  title: string;
  /** Where and when, e.g. "South Africa, 2023". */
  where: string;
  /** What happened, in our own words, with the figures. */
  whatHappened: Prose[];
  source: Source;
}

export interface ReportingChannel {
  name: string;
  /** What to do with this channel, in one or two sentences. */
  how: Prose;
  url?: string;
  phone?: string;
}

export interface GlossaryEntry {
  term: string;
  definition: Prose;
}

export interface QuizOption {
  text: string;
  /** Why this option is right or wrong: at least one full sentence that teaches. */
  explanation: Prose;
  correct: boolean;
}

export interface QuizQuestion {
  /** Stable id, `<FraudId>-<n>`, used for statistics. Never reuse an id for a different question. */
  id: string;
  /** A scenario describes a situation and asks what to do; knowledge asks what is true. */
  kind: 'knowledge' | 'scenario';
  prompt: string;
  /** Set when the question asks the player to recall a figure (at most 2 per fraud). */
  recallsFigure?: true;
  options: QuizOption[];
  /**
   * The same question told other ways (variants.ts): a player is shown the written item or one of
   * these, drawn per attempt, so one account's revealed answers are no lookup table for another.
   */
  variants?: QuizVariant[];
}

/**
 * One variant of a quiz item: the same situation and the same lesson with other names, amounts,
 * channel or wording. It has the item's options in their written order, each reworded and keeping
 * its verdict; an option's explanation is the item's unless the variant's details change it.
 */
export interface QuizVariant {
  prompt: string;
  options: { text: string; explanation?: Prose }[];
}

export interface FraudContent {
  id: FraudId;
  summary: string;
  whatItIs: Prose[];
  howItWorks: Prose[];
  warningSigns: Prose[];
  realCase: RealCase;
  statistics: Statistic[];
  whoIsTargeted: Prose[];
  howToDefend: Prose[];
  ifItHappensToYou: {
    steps: Prose[];
    southAfrica: ReportingChannel[];
    international: ReportingChannel[];
  };
  glossary: GlossaryEntry[];
  quiz: QuizQuestion[];
  /** Every source the page relies on, including those of the case and the statistics. */
  sources: Source[];
}

export interface DefenseLevelText {
  /** What this level means in practice at a bank. */
  inPractice: Prose;
}

export interface DefenseContent {
  id: DefenseId;
  summary: string;
  whatItIs: Prose[];
  howItWorks: Prose[];
  levels: [DefenseLevelText, DefenseLevelText, DefenseLevelText];
  limitations: Prose[];
  realWorldCost: Prose[];
  sources: Source[];
}
