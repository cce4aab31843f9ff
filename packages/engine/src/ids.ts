/**
 * The ids of the 20 frauds, the 20 defenses and the 5 families.
 * Each id is the route segment the product specification gives, used unchanged in routes,
 * the database, the API and the content files, so there is never a mapping table.
 */

export const FRAUD_IDS = [
  'Phishing',
  'Vishing',
  'Deepfake',
  'BusinessEmailCompromise',
  'InvestmentScam',
  'AuthPushPayments',
  'Ransomware',
  'Ddos',
  'ManInTheMiddle',
  'SqlInjection',
  'ZeroDayExploit',
  'Xss',
  'CryptoJacking',
  'AccountTakeover',
  'SimSwap',
  'BruteForce',
  'SyntIdentityTheft',
  'InsiderFraud',
  'AccAndInvFraud',
  'AtmSkimming',
] as const;

export type FraudId = (typeof FRAUD_IDS)[number];

export const DEFENSE_IDS = [
  'MultiFactorAuth',
  'UserEducation',
  'RegularAudits',
  'NetworkMonitoring',
  'SegregationOfDuties',
  'InputValidation',
  'PrincipleOfLeastPrivilege',
  'RegularPasswordChanges',
  'EmailFiltering',
  'RegulatedAutoBackup',
  'KeepUpdated',
  'DdosProtection',
  'TrafficFiltering',
  'VerificationProtocols',
  'DeepfakeDetection',
  'AtmInspections',
  'TamperProofSeals',
  'BackgroundChecks',
  'HttpsAndEncryption',
  'VpnUsage',
] as const;

export type DefenseId = (typeof DEFENSE_IDS)[number];

export const FAMILY_IDS = ['social', 'cyber', 'identity', 'insider', 'physical'] as const;

export type FamilyId = (typeof FAMILY_IDS)[number];

export const FAMILY_NAMES: Readonly<Record<FamilyId, string>> = {
  social: 'Social engineering',
  cyber: 'Cyber intrusion',
  identity: 'Identity and access',
  insider: 'Insider and accounting',
  physical: 'Physical',
};

export const FRAUD_NAMES: Readonly<Record<FraudId, string>> = {
  Phishing: 'Phishing',
  Vishing: 'Vishing',
  Deepfake: 'Deepfake Fraud',
  BusinessEmailCompromise: 'Business Email Compromise',
  InvestmentScam: 'Investment Scams',
  AuthPushPayments: 'Authorised Push Payment Fraud',
  Ransomware: 'Ransomware',
  Ddos: 'DDoS Attacks',
  ManInTheMiddle: 'Man-in-the-Middle',
  SqlInjection: 'SQL Injection',
  ZeroDayExploit: 'Zero-Day Exploits',
  Xss: 'Cross-Site Scripting (XSS)',
  CryptoJacking: 'Cryptojacking',
  AccountTakeover: 'Account Takeover',
  SimSwap: 'SIM Swap Fraud',
  BruteForce: 'Brute Force and Credential Stuffing',
  SyntIdentityTheft: 'Synthetic Identity Theft',
  InsiderFraud: 'Insider Fraud',
  AccAndInvFraud: 'Accounting and Invoice Fraud',
  AtmSkimming: 'ATM Skimming',
};

export const DEFENSE_NAMES: Readonly<Record<DefenseId, string>> = {
  MultiFactorAuth: 'Multi-Factor Authentication',
  UserEducation: 'User Education and Training',
  RegularAudits: 'Regular Audits',
  NetworkMonitoring: 'Network Monitoring',
  SegregationOfDuties: 'Segregation of Duties',
  InputValidation: 'Input Validation and Sanitisation',
  PrincipleOfLeastPrivilege: 'Principle of Least Privilege',
  RegularPasswordChanges: 'Regular Password Changes',
  EmailFiltering: 'Email Filtering and Anti-Phishing',
  RegulatedAutoBackup: 'Regulated Automatic Backups',
  KeepUpdated: 'Keep Systems Updated',
  DdosProtection: 'DDoS Protection Service',
  TrafficFiltering: 'Traffic Filtering',
  VerificationProtocols: 'Verification Protocols',
  DeepfakeDetection: 'Deepfake Detection',
  AtmInspections: 'ATM Inspections',
  TamperProofSeals: 'Tamper-Evident Seals',
  BackgroundChecks: 'Background Checks and Screening',
  HttpsAndEncryption: 'HTTPS and Encryption',
  VpnUsage: 'VPN Usage',
};

const fraudIdSet: ReadonlySet<string> = new Set(FRAUD_IDS);
const defenseIdSet: ReadonlySet<string> = new Set(DEFENSE_IDS);
const familyIdSet: ReadonlySet<string> = new Set(FAMILY_IDS);

export function isFraudId(value: string): value is FraudId {
  return fraudIdSet.has(value);
}

export function isDefenseId(value: string): value is DefenseId {
  return defenseIdSet.has(value);
}

export function isFamilyId(value: string): value is FamilyId {
  return familyIdSet.has(value);
}
