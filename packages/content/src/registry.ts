import { DEFENSE_IDS, type DefenseId, FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { defense as atmInspections } from './defenses/atm-inspections';
import { defense as backgroundChecks } from './defenses/background-checks';
import { defense as ddosProtection } from './defenses/ddos-protection';
import { defense as deepfakeDetection } from './defenses/deepfake-detection';
import { defense as emailFiltering } from './defenses/email-filtering';
import { defense as httpsAndEncryption } from './defenses/https-and-encryption';
import { defense as inputValidation } from './defenses/input-validation';
import { defense as keepUpdated } from './defenses/keep-updated';
import { defense as multiFactorAuth } from './defenses/multi-factor-auth';
import { defense as networkMonitoring } from './defenses/network-monitoring';
import { defense as principleOfLeastPrivilege } from './defenses/principle-of-least-privilege';
import { defense as regularAudits } from './defenses/regular-audits';
import { defense as regularPasswordChanges } from './defenses/regular-password-changes';
import { defense as regulatedAutoBackup } from './defenses/regulated-auto-backup';
import { defense as segregationOfDuties } from './defenses/segregation-of-duties';
import { defense as tamperProofSeals } from './defenses/tamper-proof-seals';
import { defense as trafficFiltering } from './defenses/traffic-filtering';
import { defense as userEducation } from './defenses/user-education';
import { defense as verificationProtocols } from './defenses/verification-protocols';
import { defense as vpnUsage } from './defenses/vpn-usage';
import { fraud as accAndInvFraud } from './frauds/acc-and-inv-fraud';
import { fraud as accountTakeover } from './frauds/account-takeover';
import { fraud as atmSkimming } from './frauds/atm-skimming';
import { fraud as authPushPayments } from './frauds/auth-push-payments';
import { fraud as bruteForce } from './frauds/brute-force';
import { fraud as businessEmailCompromise } from './frauds/business-email-compromise';
import { fraud as cryptoJacking } from './frauds/crypto-jacking';
import { fraud as ddos } from './frauds/ddos';
import { fraud as deepfake } from './frauds/deepfake';
import { fraud as insiderFraud } from './frauds/insider-fraud';
import { fraud as investmentScam } from './frauds/investment-scam';
import { fraud as manInTheMiddle } from './frauds/man-in-the-middle';
import { fraud as phishing } from './frauds/phishing';
import { fraud as ransomware } from './frauds/ransomware';
import { fraud as simSwap } from './frauds/sim-swap';
import { fraud as sqlInjection } from './frauds/sql-injection';
import { fraud as syntIdentityTheft } from './frauds/synt-identity-theft';
import { fraud as vishing } from './frauds/vishing';
import { fraud as xss } from './frauds/xss';
import { fraud as zeroDayExploit } from './frauds/zero-day-exploit';
import type { DefenseContent, FraudContent, QuizQuestion } from './types';

/*
 * Every content page, imported by name rather than found with import.meta.glob, because the
 * server bundle runs on plain Node without Vite. pages.test.ts checks that this list holds exactly
 * the files the glob finds, so a new page cannot be left out.
 */

/**
 * Freezes a record of pages after checking each page sits under its own id. The mapped type
 * makes TypeScript reject a missing or unknown id; the run-time check catches a page filed under
 * another page's id, which the types cannot see because every page's id is typed as the union.
 */
function registry<Id extends string, Page extends { readonly id: Id }>(
  ids: readonly Id[],
  pages: { readonly [K in Id]: Page },
): Readonly<Record<Id, Page>> {
  for (const id of ids) {
    if (pages[id].id !== id)
      throw new Error(`content registry: ${id} holds the page of ${pages[id].id}`);
  }
  return Object.freeze(pages);
}

/** Every fraud page by id, in the engine's order. */
export const FRAUD_CONTENT: Readonly<Record<FraudId, FraudContent>> = registry(FRAUD_IDS, {
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
});

/** Every defense page by id, in the engine's order. */
export const DEFENSE_CONTENT: Readonly<Record<DefenseId, DefenseContent>> = registry(DEFENSE_IDS, {
  MultiFactorAuth: multiFactorAuth,
  UserEducation: userEducation,
  RegularAudits: regularAudits,
  NetworkMonitoring: networkMonitoring,
  SegregationOfDuties: segregationOfDuties,
  InputValidation: inputValidation,
  PrincipleOfLeastPrivilege: principleOfLeastPrivilege,
  RegularPasswordChanges: regularPasswordChanges,
  EmailFiltering: emailFiltering,
  RegulatedAutoBackup: regulatedAutoBackup,
  KeepUpdated: keepUpdated,
  DdosProtection: ddosProtection,
  TrafficFiltering: trafficFiltering,
  VerificationProtocols: verificationProtocols,
  DeepfakeDetection: deepfakeDetection,
  AtmInspections: atmInspections,
  TamperProofSeals: tamperProofSeals,
  BackgroundChecks: backgroundChecks,
  HttpsAndEncryption: httpsAndEncryption,
  VpnUsage: vpnUsage,
});

export function getFraudContent(id: FraudId): FraudContent {
  return FRAUD_CONTENT[id];
}

export function getDefenseContent(id: DefenseId): DefenseContent {
  return DEFENSE_CONTENT[id];
}

/** The quiz of one fraud page, in page order. */
export function listQuizQuestions(fraudId: FraudId): readonly QuizQuestion[] {
  return FRAUD_CONTENT[fraudId].quiz;
}
