import { FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import type { Drill, DrillDifficulty, PremiseAlignment } from './drill-types';
import { drills as accAndInvFraud } from './drills/acc-and-inv-fraud';
import { drills as accountTakeover } from './drills/account-takeover';
import { drills as atmSkimming } from './drills/atm-skimming';
import { drills as authPushPayments } from './drills/auth-push-payments';
import { drills as bruteForce } from './drills/brute-force';
import { drills as businessEmailCompromise } from './drills/business-email-compromise';
import { drills as cryptoJacking } from './drills/crypto-jacking';
import { drills as ddos } from './drills/ddos';
import { drills as deepfake } from './drills/deepfake';
import { drills as insiderFraud } from './drills/insider-fraud';
import { drills as investmentScam } from './drills/investment-scam';
import { drills as manInTheMiddle } from './drills/man-in-the-middle';
import { drills as phishing } from './drills/phishing';
import { drills as ransomware } from './drills/ransomware';
import { drills as simSwap } from './drills/sim-swap';
import { drills as sqlInjection } from './drills/sql-injection';
import { drills as syntIdentityTheft } from './drills/synt-identity-theft';
import { drills as vishing } from './drills/vishing';
import { drills as xss } from './drills/xss';
import { drills as zeroDayExploit } from './drills/zero-day-exploit';

/*
 * Every red-flag drill, imported by name rather than found with import.meta.glob, because the
 * server bundle runs on plain Node without Vite. The record's type makes TypeScript reject a
 * missing fraud; validate-drills.test.ts checks each file holds only its own fraud's drills.
 */
/** Each fraud's drill file, as written (unsorted). */
export const DRILL_FILES: { readonly [K in FraudId]: readonly Drill[] } = {
  Phishing: phishing,
  Vishing: vishing,
  Deepfake: deepfake,
  BusinessEmailCompromise: businessEmailCompromise,
  InvestmentScam: investmentScam,
  AuthPushPayments: authPushPayments,
  Ransomware: ransomware,
  Ddos: ddos,
  ManInTheMiddle: manInTheMiddle,
  SqlInjection: sqlInjection,
  ZeroDayExploit: zeroDayExploit,
  Xss: xss,
  CryptoJacking: cryptoJacking,
  AccountTakeover: accountTakeover,
  SimSwap: simSwap,
  BruteForce: bruteForce,
  SyntIdentityTheft: syntIdentityTheft,
  InsiderFraud: insiderFraud,
  AccAndInvFraud: accAndInvFraud,
  AtmSkimming: atmSkimming,
};

/** The `<n>` of an id `<FraudId>-d<n>`, so that d10 sorts after d9; NaN sorts last. */
function drillNumber(id: string): number {
  const n = Number(/-d(\d+)$/.exec(id)?.[1]);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

function byNumber(a: Drill, b: Drill): number {
  return drillNumber(a.id) - drillNumber(b.id) || a.id.localeCompare(b.id);
}

/** Every drill: by fraud in catalogue order, then by the number in its id. */
export const DRILLS: readonly Drill[] = Object.freeze(
  FRAUD_IDS.flatMap((fraudId) => [...DRILL_FILES[fraudId]].sort(byNumber)),
);

export const DRILL_BY_ID: ReadonlyMap<string, Drill> = new Map(DRILLS.map((d) => [d.id, d]));

const FOR_FRAUD: ReadonlyMap<FraudId, readonly Drill[]> = new Map(
  FRAUD_IDS.map((fraudId) => [fraudId, DRILLS.filter((d) => d.fraudId === fraudId)]),
);

/** A fraud's drills, in registry order (empty for a fraud without drills). */
export function drillsForFraud(fraudId: FraudId): readonly Drill[] {
  return FOR_FRAUD.get(fraudId) ?? [];
}

/**
 * The cues a person can see in a drill, for the NIST Phish Scale. A scam's cues are its red flags.
 * A legitimate drill's cues are its apparent cues: parts that look alarming but are fine, marked
 * with `cue` although `redFlag` is false.
 */
export function drillCueCount(drill: Drill): number {
  return drill.hotspots.filter((h) => (drill.legitimate ? h.cue !== undefined : h.redFlag)).length;
}

/** Our bands of cue counts. NIST counts cues in long e-mails; our artefacts are short, so ours are smaller. */
export function cueBand(cues: number): 'few' | 'some' | 'many' {
  if (cues <= 2) return 'few';
  if (cues <= 3) return 'some';
  return 'many';
}

const DIFFICULTY: Readonly<
  Record<'few' | 'some' | 'many', Readonly<Record<PremiseAlignment, DrillDifficulty>>>
> = {
  few: { high: 'very', medium: 'very', low: 'moderate' },
  some: { high: 'very', medium: 'moderate', low: 'least' },
  many: { high: 'moderate', medium: 'least', low: 'least' },
};

/**
 * How hard a drill is to get right, after NIST's Phish Scale (TN 2276, 2023): few cues with a
 * premise that fits the player's life is hard; many cues with a poor fit is easy.
 *
 * Cues (drillCueCount): few = 0-2, some = 3, many = 4 or more.
 *
 * | cues \ alignment | high     | medium   | low      |
 * | ---------------- | -------- | -------- | -------- |
 * | few (0-2)        | very     | very     | moderate |
 * | some (3)         | very     | moderate | least    |
 * | many (4+)        | moderate | least    | least    |
 *
 * A legitimate drill goes through the same table with its apparent cues, so that a player's bands
 * mix scams and real messages rated the same way.
 */
export function drillDifficulty(drill: Drill): DrillDifficulty {
  return DIFFICULTY[cueBand(drillCueCount(drill))][drill.alignment.rating];
}
