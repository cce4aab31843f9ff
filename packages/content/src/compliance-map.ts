import type { DefenseId, FraudId } from '@ffl/engine/ids';
import type { Prose, Source } from './types';

/**
 * What the learning programme covers against the rules organisations are held to (issue 27): one
 * entry per requirement, in our own words, with the fraud and defense pages that meet it and the
 * source of the requirement. The auditors' page in the console shows it; certificates name the
 * same standards. Every page named must exist (compliance-map.test.ts).
 */
export interface ComplianceRequirement {
  /** A stable id, for links and tests. */
  id: string;
  standard: string;
  requirement: string;
  /** What the requirement asks of the organisation, paraphrased. */
  asks: Prose;
  /** How the programme helps meet it, and what the organisation still has to do itself. */
  meets: Prose;
  frauds: readonly FraudId[];
  defenses: readonly DefenseId[];
  source: Source;
}

const PCI: Source = {
  title: 'Payment Card Industry Data Security Standard, version 4.0.1',
  publisher: 'PCI Security Standards Council',
  year: 2024,
  url: 'https://www.pcisecuritystandards.org/document_library/',
};

const JOINT_STANDARD: Source = {
  title: 'Joint Standard 2 of 2024: Cybersecurity and Cyber Resilience Requirements',
  publisher: 'Prudential Authority and Financial Sector Conduct Authority (South Africa)',
  year: 2024,
  url: 'https://www.fsca.co.za/',
};

const ISO: Source = {
  title: 'ISO/IEC 27001:2022 Information security management systems: Requirements',
  publisher: 'International Organization for Standardization',
  year: 2022,
  url: 'https://www.iso.org/standard/27001',
};

export const COMPLIANCE_MAP: readonly ComplianceRequirement[] = [
  {
    id: 'pci-12.6.3',
    standard: 'PCI DSS v4.0.1',
    requirement: '12.6.3',
    asks: 'Everyone in scope is trained in security awareness when they join and again at least once every 12 months.',
    meets:
      'Assign the training to each cohort with a due date of at most a year ahead, and again each year; the audit pack gives each person’s enrolled, started and completed dates. New joiners enrolled from a roster get their cohort’s assignments at once. Acknowledging the security policy, which 12.6.3 also asks for, stays with the organisation.',
    frauds: [],
    defenses: ['UserEducation'],
    source: PCI,
  },
  {
    id: 'pci-12.6.3.1',
    standard: 'PCI DSS v4.0.1',
    requirement: '12.6.3.1',
    asks: 'The training covers the threats that could reach card data, phishing and related attacks and social engineering among them. Required since 31 March 2025.',
    meets:
      'The social engineering family covers phishing by e-mail, voice and video, business e-mail compromise and pushed payments: for each, how it works, its warning signs and how to report it, a quiz and drills that ask the player to tell a scam from a genuine message. Assign the whole family.',
    frauds: [
      'Phishing',
      'Vishing',
      'Deepfake',
      'BusinessEmailCompromise',
      'AuthPushPayments',
      'InvestmentScam',
    ],
    defenses: ['UserEducation', 'EmailFiltering', 'VerificationProtocols', 'MultiFactorAuth'],
    source: PCI,
  },
  {
    id: 'js2-2024-awareness',
    standard: 'Joint Standard 2 of 2024',
    requirement: 'Cybersecurity awareness training',
    asks: 'Financial institutions regulated by the Prudential Authority and the FSCA give their staff cybersecurity awareness training, as part of their cyber resilience. In force since 1 June 2025.',
    meets:
      'Beyond social engineering, the cyber intrusion and identity families cover ransomware, account takeover, SIM swaps and credential attacks, with the defenses that stop them; the pages give South African reporting channels. The learning check measures what staff learnt, before and after.',
    frauds: [
      'Phishing',
      'Ransomware',
      'AccountTakeover',
      'SimSwap',
      'BruteForce',
      'ManInTheMiddle',
    ],
    defenses: [
      'UserEducation',
      'MultiFactorAuth',
      'KeepUpdated',
      'RegulatedAutoBackup',
      'NetworkMonitoring',
    ],
    source: JOINT_STANDARD,
  },
  {
    id: 'iso-27001-a.6.3',
    standard: 'ISO/IEC 27001:2022',
    requirement: 'Annex A, control 6.3',
    asks: 'People receive awareness, education and training suited to their role, with regular updates, and the organisation can show it.',
    meets:
      'Cohorts let each department or role get its own assignments (payments staff the push-payment and invoice frauds, IT the intrusion family); the quizzes, drills and the learning check assess understanding, and the audit pack records it per person with the content version.',
    frauds: ['AccAndInvFraud', 'InsiderFraud', 'AuthPushPayments', 'Ransomware', 'SqlInjection'],
    defenses: [
      'UserEducation',
      'SegregationOfDuties',
      'RegularAudits',
      'PrincipleOfLeastPrivilege',
    ],
    source: ISO,
  },
];
