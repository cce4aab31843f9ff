/**
 * The catalogue: 20 frauds and 20 defenses with the numbers of game.md (tuned values are recorded
 * in BALANCE.md). Keys are the id unions of ids.ts, so a misspelt fraud or defense id is a compile
 * error rather than a silent zero.
 */
import {
  DEFENSE_IDS,
  DEFENSE_NAMES,
  type DefenseId,
  type FamilyId,
  FRAUD_NAMES,
  type FraudId,
} from './ids';
import { buildDefenseRecord, buildFraudRecord } from './records';

/** The defense levels. Level 0 (not owned) is never stored: a defense is either absent or at 1..3. */
export const LEVELS = [1, 2, 3] as const;

/** A defense level: 1 to 3. */
export type Level = (typeof LEVELS)[number];

/** Owned levels including "not owned" (0), handy for the shop and planners. */
export const OWNED_LEVELS = [0, ...LEVELS] as const;

/** Owned level including "not owned" (0), handy for the shop and planners. */
export type OwnedLevel = (typeof OWNED_LEVELS)[number];

/** The highest level, where a defense can go no further. */
export const MAX_LEVEL = LEVELS[LEVELS.length - 1] as Level;

/** Every danger, from 1 (opportunistic) to 4 (rare and severe). */
export const DANGERS = [1, 2, 3, 4] as const;

/** A fraud's danger; it decides which waves may draw the fraud. */
export type Danger = (typeof DANGERS)[number];

/** The highest danger. */
export const MAX_DANGER = DANGERS[DANGERS.length - 1] as Danger;

/** One value per level, index 0 = level 1. */
export type PerLevel<T> = readonly [T, T, T];

/** Which defenses a bank owns and at which level. Absent means not owned. */
export type Loadout = Readonly<Partial<Record<DefenseId, Level>>>;

export type Fraud = {
  readonly id: FraudId;
  readonly name: string;
  readonly family: FamilyId;
  /** Loss in whole credits when the bank has no defense against the fraud. */
  readonly baseDamage: number;
  readonly danger: Danger;
};

export type Defense = {
  readonly id: DefenseId;
  readonly name: string;
  /** [buy, upgrade to level 2, upgrade to level 3], whole credits. */
  readonly costs: PerLevel<number>;
  readonly levelNames: PerLevel<string>;
  /** % of each covered fraud's damage stopped at levels 1/2/3. A 0 means "works from level 2". */
  readonly stops: Readonly<Partial<Record<FraudId, PerLevel<number>>>>;
};

type FraudRow = Omit<Fraud, 'id' | 'name'>;
type DefenseRow = Omit<Defense, 'id' | 'name'>;

const FRAUD_ROWS: Readonly<Record<FraudId, FraudRow>> = {
  Phishing: { family: 'social', baseDamage: 27_500, danger: 3 },
  Vishing: { family: 'social', baseDamage: 20_000, danger: 1 },
  Deepfake: { family: 'social', baseDamage: 30_000, danger: 2 },
  BusinessEmailCompromise: { family: 'social', baseDamage: 50_000, danger: 4 },
  InvestmentScam: { family: 'social', baseDamage: 35_000, danger: 3 },
  AuthPushPayments: { family: 'social', baseDamage: 32_500, danger: 3 },
  Ransomware: { family: 'cyber', baseDamage: 55_000, danger: 4 },
  Ddos: { family: 'cyber', baseDamage: 35_000, danger: 3 },
  ManInTheMiddle: { family: 'cyber', baseDamage: 27_500, danger: 2 },
  SqlInjection: { family: 'cyber', baseDamage: 40_000, danger: 3 },
  ZeroDayExploit: { family: 'cyber', baseDamage: 60_000, danger: 4 },
  Xss: { family: 'cyber', baseDamage: 15_000, danger: 1 },
  CryptoJacking: { family: 'cyber', baseDamage: 12_500, danger: 1 },
  AccountTakeover: { family: 'identity', baseDamage: 45_000, danger: 4 },
  SimSwap: { family: 'identity', baseDamage: 30_000, danger: 2 },
  BruteForce: { family: 'identity', baseDamage: 20_000, danger: 1 },
  SyntIdentityTheft: { family: 'identity', baseDamage: 30_000, danger: 2 },
  InsiderFraud: { family: 'insider', baseDamage: 45_000, danger: 4 },
  AccAndInvFraud: { family: 'insider', baseDamage: 47_500, danger: 4 },
  AtmSkimming: { family: 'physical', baseDamage: 27_500, danger: 2 },
};

const DEFENSE_ROWS: Readonly<Record<DefenseId, DefenseRow>> = {
  MultiFactorAuth: {
    costs: [150_000, 100_000, 150_000],
    levelNames: ['SMS one-time codes', 'Authenticator app', 'Phishing-resistant passkeys'],
    stops: {
      AccountTakeover: [75, 90, 99],
      BruteForce: [80, 95, 99],
      Phishing: [50, 65, 95],
      SimSwap: [0, 70, 95],
    },
  },
  UserEducation: {
    costs: [30_000, 20_000, 30_000],
    levelNames: [
      'Annual awareness course',
      'Regular phishing simulations',
      'Security culture with fast reporting',
    ],
    stops: {
      Phishing: [5, 10, 45],
      Vishing: [5, 15, 45],
      InvestmentScam: [5, 10, 25],
      BusinessEmailCompromise: [5, 10, 35],
      AuthPushPayments: [5, 15, 40],
      Deepfake: [5, 10, 30],
    },
  },
  RegularAudits: {
    costs: [60_000, 35_000, 50_000],
    levelNames: [
      'Annual external audit',
      'Quarterly internal audits',
      'Continuous controls monitoring',
    ],
    stops: {
      AccAndInvFraud: [15, 40, 70],
      InsiderFraud: [10, 30, 55],
      BusinessEmailCompromise: [5, 15, 35],
    },
  },
  NetworkMonitoring: {
    costs: [80_000, 55_000, 75_000],
    levelNames: [
      'Central logging with alerts',
      '24/7 security operations centre',
      'Behavioural anomaly detection',
    ],
    stops: {
      CryptoJacking: [60, 80, 95],
      Ddos: [25, 40, 50],
      BruteForce: [30, 45, 60],
      InsiderFraud: [10, 25, 40],
      ZeroDayExploit: [20, 35, 55],
      ManInTheMiddle: [15, 25, 35],
    },
  },
  SegregationOfDuties: {
    costs: [75_000, 40_000, 65_000],
    levelNames: [
      'Separate requester and approver',
      'Dual authorisation for payments',
      'Automated conflict enforcement',
    ],
    stops: {
      InsiderFraud: [40, 55, 70],
      AccAndInvFraud: [40, 60, 75],
      BusinessEmailCompromise: [15, 30, 45],
    },
  },
  InputValidation: {
    costs: [70_000, 45_000, 65_000],
    levelNames: [
      'Server-side validation',
      'Parameterised queries and output encoding',
      'Secure development lifecycle with code scanning',
    ],
    stops: {
      SqlInjection: [70, 90, 99],
      Xss: [60, 85, 95],
    },
  },
  PrincipleOfLeastPrivilege: {
    costs: [60_000, 35_000, 55_000],
    levelNames: ['Role-based access', 'Regular access reviews', 'Just-in-time privileged access'],
    stops: {
      InsiderFraud: [40, 55, 70],
      SqlInjection: [20, 30, 40],
      Ransomware: [15, 25, 40],
      AccountTakeover: [15, 25, 35],
    },
  },
  RegularPasswordChanges: {
    costs: [20_000, 15_000, 25_000],
    levelNames: [
      'Forced periodic rotation',
      'Change on compromise with breached-password screening',
      'Password manager with unique passphrases',
    ],
    stops: {
      AccountTakeover: [0, 30, 50],
      BruteForce: [0, 40, 60],
    },
  },
  EmailFiltering: {
    costs: [55_000, 40_000, 50_000],
    levelNames: [
      'Spam and malware filtering',
      'SPF, DKIM and DMARC enforcement',
      'Link rewriting, attachment sandboxing and look-alike detection',
    ],
    stops: {
      Phishing: [50, 70, 85],
      BusinessEmailCompromise: [15, 35, 60],
      Ransomware: [15, 30, 45],
    },
  },
  RegulatedAutoBackup: {
    // Tuned from 75k/55k/65k so the forecast strategy buys it early in hard cyber waves (BALANCE.md).
    costs: [60_000, 45_000, 55_000],
    levelNames: [
      'Nightly backups',
      'Off-site versioned backups with restore tests',
      'Immutable offline backups',
    ],
    stops: {
      Ransomware: [40, 70, 85],
      ZeroDayExploit: [5, 15, 25],
    },
  },
  KeepUpdated: {
    costs: [45_000, 30_000, 40_000],
    levelNames: [
      'Monthly patch cycle',
      'Automated patch management',
      'Risk-based patching within 48 hours',
    ],
    stops: {
      Ransomware: [30, 45, 60],
      ZeroDayExploit: [5, 10, 20],
      Xss: [15, 25, 35],
      CryptoJacking: [20, 35, 45],
    },
  },
  DdosProtection: {
    // Tuned from 90k/70k/90k so it beats Network Monitoring and Traffic Filtering somewhere (BALANCE.md).
    costs: [60_000, 50_000, 65_000],
    levelNames: [
      'On-demand scrubbing',
      'Always-on CDN protection',
      'Multi-provider anycast mitigation',
    ],
    stops: {
      Ddos: [40, 75, 95],
    },
  },
  TrafficFiltering: {
    costs: [65_000, 40_000, 60_000],
    levelNames: [
      'Firewall rules',
      'Rate limiting and geo-blocking',
      'Web application firewall with bot management',
    ],
    stops: {
      Ddos: [30, 45, 60],
      BruteForce: [35, 55, 75],
      SqlInjection: [20, 35, 50],
      Xss: [20, 35, 50],
    },
  },
  VerificationProtocols: {
    costs: [90_000, 60_000, 90_000],
    levelNames: [
      'Call-back on known numbers',
      'Code words and payee confirmation',
      'Out-of-band verification of every high-risk request',
    ],
    stops: {
      AuthPushPayments: [40, 60, 80],
      Vishing: [45, 65, 85],
      SimSwap: [0, 40, 70],
      Deepfake: [35, 55, 75],
      BusinessEmailCompromise: [40, 60, 80],
      InvestmentScam: [20, 35, 50],
    },
  },
  DeepfakeDetection: {
    costs: [60_000, 45_000, 60_000],
    levelNames: [
      'Deepfake awareness checklist',
      'Liveness checks at onboarding',
      'AI media forensics on calls and video',
    ],
    stops: {
      Deepfake: [10, 35, 60],
      Vishing: [5, 15, 30],
      SyntIdentityTheft: [15, 35, 50],
    },
  },
  AtmInspections: {
    costs: [55_000, 35_000, 50_000],
    levelNames: [
      'Weekly visual checks',
      'Daily checks with anti-skimming kits',
      'Sensor-based tamper alerts',
    ],
    stops: {
      AtmSkimming: [30, 50, 75],
    },
  },
  TamperProofSeals: {
    // Tuned from 35k/20k/30k: a weak layer is worth buying only when it is cheap (BALANCE.md).
    costs: [30_000, 15_000, 25_000],
    levelNames: [
      'Tamper-evident seals',
      'Serialised seals with inspection log',
      'Electronic seals with alarms',
    ],
    stops: {
      AtmSkimming: [15, 25, 35],
    },
  },
  BackgroundChecks: {
    costs: [50_000, 30_000, 40_000],
    levelNames: [
      'Identity and reference checks',
      'Credit and KYC screening',
      'Continuous screening with identity analytics',
    ],
    stops: {
      InsiderFraud: [10, 20, 35],
      SyntIdentityTheft: [25, 45, 65],
    },
  },
  HttpsAndEncryption: {
    costs: [40_000, 30_000, 40_000],
    levelNames: [
      'TLS everywhere',
      'HSTS and modern ciphers',
      'Certificate monitoring and end-to-end encryption',
    ],
    stops: {
      ManInTheMiddle: [60, 80, 85],
      AccountTakeover: [5, 10, 15],
    },
  },
  VpnUsage: {
    costs: [30_000, 20_000, 30_000],
    levelNames: [
      'VPN for remote staff',
      'Always-on VPN with device checks',
      'Zero-trust network access',
    ],
    stops: {
      ManInTheMiddle: [40, 60, 80],
    },
  },
};

/** The 20 frauds, keyed by id. */
export const FRAUDS: Readonly<Record<FraudId, Fraud>> = buildFraudRecord((id) => ({
  id,
  name: FRAUD_NAMES[id],
  ...FRAUD_ROWS[id],
}));

/** The 20 defenses, keyed by id. */
export const DEFENSES: Readonly<Record<DefenseId, Defense>> = buildDefenseRecord((id) => ({
  id,
  name: DEFENSE_NAMES[id],
  ...DEFENSE_ROWS[id],
}));

/**
 * % of `fraudId`'s damage that `defenseId` stops at `level`; 0 when the defense does not cover
 * the fraud at all.
 */
export function getEffectiveness(defenseId: DefenseId, level: Level, fraudId: FraudId): number {
  const row = DEFENSES[defenseId].stops[fraudId];
  return row === undefined ? 0 : row[level - 1]!;
}

const defensesByFraud: Readonly<Record<FraudId, readonly DefenseId[]>> = buildFraudRecord(
  (fraudId) => DEFENSE_IDS.filter((defenseId) => DEFENSES[defenseId].stops[fraudId] !== undefined),
);

/** The defenses that cover `fraudId` at some level, in catalogue order. */
export function listDefensesAgainst(fraudId: FraudId): readonly DefenseId[] {
  return defensesByFraud[fraudId];
}

/** The covered frauds of a defense, in the order the catalogue lists them. */
export function listFraudsStoppedBy(defenseId: DefenseId): readonly FraudId[] {
  return Object.keys(DEFENSES[defenseId].stops) as FraudId[];
}
