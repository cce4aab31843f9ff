import type { FraudId } from '@ffl/engine/ids';
import type { Prose } from './types';

/*
 * Red-flag drills ("Spot the scam"): one realistic artefact per drill, drawn by the web app's own
 * components in the look of its medium. Parts of the artefact that a person would inspect are
 * hotspots; some are red flags. The truth about a drill (which hotspots are flags, whether it is
 * legitimate, the right decision, the explanations) lives only here and on the server: the API
 * sends the artefact and the hotspots' ids and neutral labels, never the truth, before a submit.
 */

/** The five kinds of cue in NIST's Phish Scale (NIST TN 2276, 2023). */
export type CueKind = 'errors' | 'technical' | 'visual' | 'language' | 'tactics';

/** How well the story fits the reader's real life or work (NIST's premise alignment). */
export type PremiseAlignment = 'low' | 'medium' | 'high';

/** NIST Phish Scale difficulty, derived from the number of cues and the premise alignment. */
export type DrillDifficulty = 'least' | 'moderate' | 'very';

/** What the player decides, before marking flags. */
export type DrillDecision = 'report' | 'trust' | 'verify';

export type DrillMedium =
  | 'email'
  | 'sms'
  | 'chat'
  | 'call'
  | 'invoice'
  | 'letter'
  | 'web'
  | 'social'
  | 'atm';

export type DrillSetting = 'za' | 'international';

/**
 * A run of text in an artefact. A plain string is inert text. An object can be a hotspot (its id
 * names a Hotspot of the drill), a link (an inert element showing `target` on hover, focus or tap;
 * never a live link), or both.
 */
export type Span = string | { text: string; hotspot?: string; link?: string };

/** A paragraph or a line: spans read in order. */
export type Block = Span[];

/** A hotspot's part of an artefact that is not text (an attachment, an ATM part, a padlock). */
export interface HotspotRef {
  hotspot?: string;
}

export interface EmailArtefact {
  medium: 'email';
  from: { name: string; address: string } & HotspotRef;
  replyTo?: { address: string } & HotspotRef;
  to: string;
  /** As the mail client shows it, e.g. "Tue 12 Mar 2026, 08:14". */
  date: string;
  subject: Block;
  body: Block[];
  attachments?: ({ name: string; type: string; size: string } & HotspotRef)[];
}

export interface MessageArtefact {
  medium: 'sms' | 'chat';
  /** For chat, the app's look, e.g. "WhatsApp-style". */
  app?: string;
  sender: { name: string; number: string } & HotspotRef;
  messages: { from: 'them' | 'me'; time: string; body: Block }[];
}

export interface CallArtefact {
  medium: 'call';
  video: boolean;
  callerId: { name: string; number: string } & HotspotRef;
  /** A number the caller gives to call back, if any. */
  callBackNumber?: { number: string } & HotspotRef;
  turns: { speaker: 'caller' | 'you'; text: Block }[];
}

export interface InvoiceArtefact {
  medium: 'invoice' | 'letter';
  from: { name: string; address: string; email?: string } & HotspotRef;
  to: string;
  date: string;
  reference?: string;
  currency: 'ZAR' | 'USD';
  /** Invoice lines; a letter usually has none. */
  lines: { description: string; amount: number }[];
  bankDetails?: {
    bank: string;
    accountName: string;
    accountNumber: string;
    branchCode?: string;
  } & HotspotRef;
  body: Block[];
}

export interface WebArtefact {
  medium: 'web';
  url: string;
  urlHotspot?: string;
  padlock: boolean;
  padlockHotspot?: string;
  title: string;
  body: Block[];
  form?: {
    fields: ({ label: string; type: 'text' | 'password' | 'otp' | 'card' } & HotspotRef)[];
    submit: string;
  };
}

export interface SocialArtefact {
  medium: 'social';
  platform: string;
  account: { name: string; handle: string; verified: boolean } & HotspotRef;
  sponsored: boolean;
  body: Block[];
  cta?: Span;
  comments?: { author: string; text: Block }[];
}

export type AtmPartId =
  | 'fascia'
  | 'screen'
  | 'card-slot'
  | 'keypad'
  | 'camera-area'
  | 'cash-slot'
  | 'stickers';

export interface AtmArtefact {
  medium: 'atm';
  /** What the screen says. */
  screen: Block;
  /**
   * Every drawn part; each part that is a hotspot names it. `look` is how the part is drawn, not a
   * verdict: 'added-on' draws something fitted over it (an overlay, a bar, a bezel, an extra
   * sticker), which a skimmer gang fits and a bank fits too (anti-skimming bezels, printed labels).
   * Only the hotspot's `redFlag` says which it is, and that never reaches the browser early.
   */
  parts: ({ id: AtmPartId; look: 'plain' | 'added-on'; description: string } & HotspotRef)[];
  /** Anything else the person sees, e.g. a note taped to the machine. */
  notes?: Block[];
}

export type Artefact =
  | EmailArtefact
  | MessageArtefact
  | CallArtefact
  | InvoiceArtefact
  | WebArtefact
  | SocialArtefact
  | AtmArtefact;

export interface Hotspot {
  /** Unique in the drill, kebab-case and neutral: it names the part, never a verdict ("sender-address", not "fake-sender"). */
  id: string;
  /** Accessible name, neutral: what the part is ("Sender address", "Link: Confirm your details"). */
  label: string;
  redFlag: boolean;
  /**
   * Required on a red flag: the NIST cue kind it belongs to. On a legitimate drill, set it on a
   * part that looks alarming but is fine (an apparent cue); drillDifficulty counts those.
   */
  cue?: CueKind;
  /**
   * Required on a red flag: the index, in the fraud page's `warningSigns`, of the warning sign this
   * flag is an instance of. Validation checks that the sign exists.
   */
  teaches?: number;
  /** Why this part is, or is not, a warning sign: one or two sentences of our own. */
  explanation: Prose;
}

export interface Drill {
  /** Stable, `<FraudId>-d<n>`. Never reuse an id for a different drill. */
  id: string;
  /**
   * The id of this drill's twin: every scam has one legitimate twin and every legitimate drill one
   * scam twin, of the same fraud, with the same title, scenario, medium and hotspots (ids and
   * labels, in the same order). The twins differ exactly where the scam's red flags are. A pair
   * pays once, when both are answered (engine drill-score.ts), and never reaches the browser.
   */
  twin: string;
  fraudId: FraudId;
  /** A neutral title shown before the drill: "A message about your parcel". */
  title: string;
  setting: DrillSetting;
  /** One or two sentences of context: who the player is in this drill. */
  scenario: Prose;
  artefact: Artefact;
  legitimate: boolean;
  /**
   * Decisions that are right for this drill. A scam's is usually ['report'] and a legitimate
   * message's ['trust']; add 'verify' where checking through a known channel is the textbook move
   * (a changed bank account, an urgent request from a boss). A decision not listed is "safe" when
   * it is 'verify', and wrong otherwise.
   */
  rightDecisions: DrillDecision[];
  /** Why the right decision is right, in one to three sentences. */
  decisionExplanation: Prose;
  alignment: { rating: PremiseAlignment; reason: string };
  hotspots: Hotspot[];
  /** What to do in real life with a message like this, using the fraud page's reporting channel. */
  inRealLife: Prose;
  /**
   * Other surface details for this drill (variants.ts): each player sees the written drill or one
   * of these, drawn per player, so one account's revealed answers are no lookup table for another.
   */
  variants?: DrillVariant[];
}

/**
 * A variant of a drill: the same story with other surface details. Each key of `swap` is text
 * that occurs in the drill (a person's or firm's name, an amount, a number, an address, a date, a
 * place) and its value replaces every occurrence, everywhere in the drill, explanations included.
 * Swaps never touch what makes a red flag a red flag: the lesson and the truth stay.
 */
export interface DrillVariant {
  swap: Record<string, string>;
}
