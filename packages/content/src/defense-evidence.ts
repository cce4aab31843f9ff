/**
 * The evidence behind each defense's numbers, paraphrased from shared/notes/defense-facts.md: the
 * learning text of the defense page's "Why these numbers" section. The numbers themselves are the
 * engine's (catalogue.ts); these notes say where they come from. Several URLs in the fact sheet
 * are marked "verify URL": they are the likely home of the original, and must be re-checked before
 * publication, as the fact sheet says. validateDefenseEvidence (validate.ts) checks every note.
 */
import type { DefenseId } from '@ffl/engine/ids';
import type { Source } from './types';

export interface Evidence {
  /** One or two sentences in our own words: what the source found and how it shapes the numbers. */
  note: string;
  source: Source;
}

const ACFE_RTTN: Source = {
  title: 'Occupational Fraud 2024: A Report to the Nations',
  publisher: 'Association of Certified Fraud Examiners (ACFE)',
  year: 2024,
  url: 'https://www.acfe.com/fraud-resources/report-to-the-nations',
};

const FBI_SIM_SWAP: Source = {
  title: 'PSA: Criminals Increasing SIM Swap Schemes to Steal Millions of Dollars from US Public',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2022,
  url: 'https://www.ic3.gov/PSA/2022/PSA220208',
};

const MANDIANT_TTE: Source = {
  title: 'How Low Can You Go? An Analysis of 2023 Time-to-Exploit Trends',
  publisher: 'Mandiant (Google Cloud)',
  year: 2024,
  url: 'https://cloud.google.com/blog/topics/threat-intelligence/time-to-exploit-trends-2023',
};

const OWASP_CREDENTIAL_STUFFING: Source = {
  title: 'Credential Stuffing Prevention Cheat Sheet',
  publisher: 'OWASP Cheat Sheet Series',
  year: 2024,
  url: 'https://cheatsheetseries.owasp.org/cheatsheets/Credential_Stuffing_Prevention_Cheat_Sheet.html',
};

const NCSC_DOS: Source = {
  title: 'Denial of Service (DoS) guidance',
  publisher: 'UK National Cyber Security Centre',
  year: 2018,
  url: 'https://www.ncsc.gov.uk/guidance/denial-service-dos-guidance-collection',
};

/** Evidence notes per defense: 1 to 3 each, shown on the defense page. */
export const DEFENSE_EVIDENCE: Readonly<Record<DefenseId, Evidence[]>> = {
  MultiFactorAuth: [
    {
      note: 'Across Azure AD accounts, turning on MFA cut the risk of compromise by about 99%, even where the password had already leaked, which is why account takeover and brute force sit at 75% and above.',
      source: {
        title: 'How effective is multifactor authentication at deterring cyberattacks?',
        publisher: 'Microsoft (arXiv 2305.00945)',
        year: 2023,
        url: 'https://arxiv.org/abs/2305.00945',
      },
    },
    {
      note: "In Google's study of real hijacking attempts, SMS codes blocked 76% of targeted attacks, an on-device prompt 90% and a security key all of them, so phishing protection climbs steeply to passkeys at level 3.",
      source: {
        title: 'New research: How effective is basic account hygiene at preventing hijacking',
        publisher: 'Google Security Blog',
        year: 2019,
        url: 'https://security.googleblog.com/2019/05/new-research-how-effective-is-basic.html',
      },
    },
    {
      note: "A SIM swap hands the victim's texts to the criminal, so SMS codes give 0% against it; app-based codes and passkeys do not travel with the phone number.",
      source: FBI_SIM_SWAP,
    },
  ],
  UserEducation: [
    {
      note: 'Among more than 19,500 hospital staff, recent annual training had no measurable link with falling for phishing, and the lessons shown after a simulated phish lowered failures by under 2 points. So an annual course stops 5% of phishing and regular simulations 10%, not more.',
      source: {
        title: 'Understanding the Efficacy of Phishing Training in Practice',
        publisher: 'IEEE Symposium on Security and Privacy (UC San Diego)',
        year: 2025,
        url: 'https://today.ucsd.edu/story/cybersecurity-training-programs-dont-prevent-employees-from-falling-for-phishing-scams',
      },
    },
    {
      note: "A 15-month study of 14,000 employees found simulations did not make staff more resilient, but staff reports flagged new campaigns within minutes, so the security team could pull them from every inbox. That collective reporting, not individual immunity, is where level 3's 45% against phishing comes from.",
      source: {
        title: 'Phishing in Organizations: Findings from a Large-Scale and Long-Term Study',
        publisher: 'ETH Zurich, IEEE Symposium on Security and Privacy (arXiv 2112.07498)',
        year: 2022,
        url: 'https://arxiv.org/abs/2112.07498',
      },
    },
    {
      note: "No independent study measures how much awareness training cuts investment-scam losses, and a victim who truly means to pay confirms the payment. So training stops little of it (5%, 10%, 25%); level 3 counts on staff who spot and question a customer's unusual transfers.",
      source: {
        title: 'Annual Fraud Report 2025',
        publisher: 'UK Finance',
        year: 2025,
        url: 'https://www.ukfinance.org.uk/policy-and-guidance/reports-and-publications/annual-fraud-report-2025',
      },
    },
  ],
  RegularAudits: [
    {
      note: 'External audit first detects only a few percent of occupational frauds and was in place at most victims anyway, so an annual audit stops little; continuous data monitoring goes with much lower losses, hence the big step at level 3.',
      source: ACFE_RTTN,
    },
  ],
  NetworkMonitoring: [
    {
      note: 'The median time an intruder went unnoticed fell to 10 days in 2023; monitoring limits damage by finding intruders sooner rather than keeping them out, so most of its numbers are moderate.',
      source: {
        title: 'M-Trends 2024',
        publisher: 'Mandiant (Google Cloud)',
        year: 2024,
        url: 'https://cloud.google.com/security/resources/m-trends',
      },
    },
    {
      note: 'Breaches found by the organisation itself were contained about two months faster and cost nearly $1M less, which is the gain each monitoring level buys.',
      source: {
        title: 'Cost of a Data Breach Report 2024',
        publisher: 'IBM and Ponemon Institute',
        year: 2024,
        url: 'https://www.ibm.com/reports/data-breach',
      },
    },
  ],
  SegregationOfDuties: [
    {
      note: 'About half of occupational frauds involve two or more people, and collusion defeats separated duties, so even automated enforcement stops at 70–75%.',
      source: {
        title: 'Report to the Nations: 2020 Global Study on Occupational Fraud and Abuse',
        publisher: 'Association of Certified Fraud Examiners (ACFE)',
        year: 2020,
        url: 'https://www.acfe.com/fraud-resources/report-to-the-nations',
      },
    },
    {
      note: 'Two approvers fooled by the same spoofed request still release the payment; out-of-band checks are the real answer to business email compromise, so separation of duties covers it only partly.',
      source: {
        title: 'Business Email Compromise public service announcements',
        publisher: 'FBI Internet Crime Complaint Center (IC3)',
        year: 2023,
        url: 'https://www.ic3.gov/',
      },
    },
  ],
  InputValidation: [
    {
      note: 'OWASP names parameterised queries as the primary defense against SQL injection and treats validation as secondary, so the big step comes at level 2.',
      source: {
        title: 'SQL Injection Prevention Cheat Sheet',
        publisher: 'OWASP Cheat Sheet Series',
        year: 2024,
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.html',
      },
    },
    {
      note: 'Output encoding for the place the data lands is what removes reflected and stored XSS; injection flaws still turned up in a large share of tested applications.',
      source: {
        title: 'Cross Site Scripting Prevention Cheat Sheet',
        publisher: 'OWASP Cheat Sheet Series',
        year: 2024,
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html',
      },
    },
  ],
  PrincipleOfLeastPrivilege: [
    {
      note: 'Identities used about 1% of the permissions granted to them, and over half could reach everything: trimming rights shrinks the blast radius, but no study measures prevented fraud, so the numbers stay moderate.',
      source: {
        title: '2023 State of Cloud Permissions Risks Report',
        publisher: 'Microsoft',
        year: 2023,
        url: 'https://techcommunity.microsoft.com/',
      },
    },
    {
      note: 'Poor separation of user and administrator rights is second on the NSA and CISA list of the most common misconfigurations.',
      source: {
        title: 'Top Ten Cybersecurity Misconfigurations (AA23-278A)',
        publisher: 'NSA and CISA',
        year: 2023,
        url: 'https://www.cisa.gov/news-events/cybersecurity-advisories/aa23-278a',
      },
    },
  ],
  RegularPasswordChanges: [
    {
      note: 'NIST dropped forced periodic changes in 2017 because users make predictable tweaks, and stolen passwords are used at once; level 1 therefore stops nothing, while breached-password screening at level 2 does help.',
      source: {
        title: 'SP 800-63B Digital Identity Guidelines: Authentication and Lifecycle Management',
        publisher: 'NIST',
        year: 2017,
        url: 'https://doi.org/10.6028/NIST.SP.800-63b',
      },
    },
    {
      note: 'OWASP puts MFA far ahead of password measures against credential stuffing; unique passwords from a manager are a useful second layer.',
      source: OWASP_CREDENTIAL_STUFFING,
    },
  ],
  EmailFiltering: [
    {
      note: 'Gmail says its filters stop more than 99.9% of spam, phishing and malware, but targeted and text-only lures get through, so phishing protection tops out at 85%.',
      source: {
        title: 'Gmail sender requirements for bulk senders (announcement)',
        publisher: 'Google',
        year: 2023,
        url: 'https://blog.google/products/gmail/gmail-security-authentication-spam-protection/',
      },
    },
    {
      note: 'DMARC only stops mail forged from the exact domain; look-alike domains and hijacked mailboxes pass it, which limits how much it does against business email compromise.',
      source: {
        title: 'RFC 7489: Domain-based Message Authentication, Reporting, and Conformance (DMARC)',
        publisher: 'IETF',
        year: 2015,
        url: 'https://www.rfc-editor.org/rfc/rfc7489',
      },
    },
  ],
  RegulatedAutoBackup: [
    {
      note: 'Attackers went after backups in 94% of ransomware attacks and succeeded in over half, so online nightly backups give 40% while immutable offline copies reach 85%.',
      source: {
        title: 'The impact of compromised backups on ransomware outcomes',
        publisher: 'Sophos',
        year: 2024,
        url: 'https://news.sophos.com/en-us/2024/03/26/the-impact-of-compromised-backups-on-ransomware-outcomes/',
      },
    },
    {
      note: 'CISA advises offline, encrypted and tested backups; none of them stops a "pay or we leak" extortion, so no level reaches 100%.',
      source: {
        title: '#StopRansomware Guide',
        publisher: 'CISA and MS-ISAC',
        year: 2023,
        url: 'https://www.cisa.gov/stopransomware/ransomware-guide',
      },
    },
  ],
  KeepUpdated: [
    {
      note: 'About 70% of the flaws exploited in 2023 were zero-days with no patch yet, and the average time to exploit fell to 5 days: patching barely touches zero-days, and a monthly cycle is too slow.',
      source: MANDIANT_TTE,
    },
    {
      note: 'CISA requires federal agencies to fix known exploited vulnerabilities within weeks, the risk-based patching that level 3 stands for.',
      source: {
        title: 'Binding Operational Directive 22-01',
        publisher: 'CISA',
        year: 2021,
        url: 'https://www.cisa.gov/news-events/directives/bod-22-01-reducing-significant-risk-known-exploited-vulnerabilities',
      },
    },
  ],
  DdosProtection: [
    {
      note: 'Most DDoS attacks end within 20 minutes, before anyone can switch on scrubbing by hand, so the big jump is from on-demand (level 1) to always-on protection (level 2).',
      source: {
        title: 'DDoS threat report for 2022 Q3',
        publisher: 'Cloudflare',
        year: 2022,
        url: 'https://blog.cloudflare.com/cloudflare-ddos-threat-report-2022-q3/',
      },
    },
    {
      note: 'The NCSC says denial-of-service risk cannot be removed entirely and recommends upstream mitigation and more than one provider, the idea of level 3.',
      source: NCSC_DOS,
    },
  ],
  TrafficFiltering: [
    {
      note: 'Advanced bots rotate through residential IP addresses and stay under per-IP limits, so rate limiting and geo-blocking only partly stop brute force.',
      source: {
        title: 'Using machine learning to detect bot attacks that leverage residential proxies',
        publisher: 'Cloudflare',
        year: 2024,
        url: 'https://blog.cloudflare.com/residential-proxy-bot-detection-using-machine-learning/',
      },
    },
    {
      note: 'Pattern filters like WAF signatures are easy to bypass with encoding tricks, so a firewall is a partial layer against SQL injection and XSS, not a fix for the code.',
      source: {
        title: 'Input Validation Cheat Sheet',
        publisher: 'OWASP Cheat Sheet Series',
        year: 2024,
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Input_Validation_Cheat_Sheet.html',
      },
    },
  ],
  VerificationProtocols: [
    {
      note: 'A payment change checked through contact details already on file defeats a "new bank details" email whenever the check is made. Left to each person, it is skipped under time pressure, so a call-back habit stops 40% of business email compromise and a no-exceptions rule for every high-risk request 80%.',
      source: {
        title: 'Business Email Compromise public service announcements',
        publisher: 'FBI Internet Crime Complaint Center (IC3)',
        year: 2023,
        url: 'https://www.ic3.gov/',
      },
    },
    {
      note: 'After a SIM swap, calls to the number on file reach the criminal, so a call-back gives 0% against it; code words at level 2 do help.',
      source: FBI_SIM_SWAP,
    },
    {
      note: 'UK push-payment fraud cost about £450M in 2024, a third of it investment scams; a victim who truly means to pay confirms the payment, so bank-side checks stop investment scams only partly.',
      source: {
        title: 'Annual Fraud Report 2025',
        publisher: 'UK Finance',
        year: 2025,
        url: 'https://www.ukfinance.org.uk/policy-and-guidance/reports-and-publications/annual-fraud-report-2025',
      },
    },
  ],
  DeepfakeDetection: [
    {
      note: 'Across 56 studies, people spotted deepfakes about 55% of the time, barely above chance, so an awareness checklist stops only 10%.',
      source: {
        title: 'Human performance in detecting deepfakes: A systematic review and meta-analysis',
        publisher: 'Computers in Human Behavior Reports',
        year: 2024,
        url: 'https://doi.org/10.1016/j.chbr.2024.100538',
      },
    },
    {
      note: 'Open-source detectors lost about half their power on real 2024 deepfakes, so even AI forensics at level 3 stops 60%, not more.',
      source: {
        title:
          'Deepfake-Eval-2024: A Multi-Modal In-the-Wild Benchmark of Deepfakes Circulated in 2024',
        publisher: 'TrueMedia.org and University of Washington (arXiv 2503.02857)',
        year: 2025,
        url: 'https://arxiv.org/abs/2503.02857',
      },
    },
  ],
  AtmInspections: [
    {
      note: 'Skimming kit at a site usually stays for under two weeks and deep-insert skimmers hide inside the slot, so weekly visual checks find only some of it.',
      source: {
        title: 'Card Alert Service skimming analysis',
        publisher: 'FICO',
        year: 2024,
        url: 'https://www.fico.com/blogs/',
      },
    },
    {
      note: 'European skimming losses halved mostly thanks to chip cards; where anti-skimming devices were fitted, criminals moved to unprotected machines, so sensors reach 75% rather than all.',
      source: {
        title: 'European ATM Crime Report',
        publisher: 'European ATM Security Team (EAST)',
        year: 2014,
        url: 'https://www.association-secure-transactions.eu/',
      },
    },
  ],
  TamperProofSeals: [
    {
      note: 'All 244 seal types tested, from cheap labels to electronic seals, could be defeated quickly with low-tech methods, and price barely predicted strength: seals stay weak at every level.',
      source: {
        title: 'How to Choose and Use Seals',
        publisher: 'Argonne National Laboratory, Vulnerability Assessment Team',
        year: 2012,
        url: 'https://www.ne.anl.gov/capabilities/vat/defeat.html',
      },
    },
    {
      note: 'A seal keeps nobody out; it only shows tampering to someone who inspects it carefully, which is why the name says tamper-evident rather than tamper-proof.',
      source: {
        title: 'Tamper-indicating seals: practices, problems, and standards (LA-UR-03-0269)',
        publisher: 'Los Alamos National Laboratory',
        year: 2003,
        url: 'https://www.osti.gov/servlets/purl/976504',
      },
    },
  ],
  BackgroundChecks: [
    {
      note: 'Three in four insider cases started after the person joined, and only 6% were deliberate infiltrators, so checks at hiring stop little insider fraud.',
      source: {
        title: 'Insider Data Collection Study: Report of Main Findings',
        publisher: 'UK Centre for the Protection of National Infrastructure (now NPSA)',
        year: 2013,
        url: 'https://www.npsa.gov.uk/',
      },
    },
    {
      note: 'Synthetic identities are built to pass identity and credit checks; the Federal Reserve calls it the fastest-growing financial crime in the US, so screening stops at 65% even with analytics.',
      source: {
        title: 'Synthetic identity fraud is not a victimless crime',
        publisher: 'Federal Reserve Bank of Boston',
        year: 2022,
        url: 'https://www.bostonfed.org/news-and-events/news/2022/08/synthetic-identity-fraud-is-not-a-victimless-crime-costs-billions-damages-lives.aspx',
      },
    },
  ],
  HttpsAndEncryption: [
    {
      note: 'HSTS tells browsers never to fall back to plain HTTP, closing the SSL-stripping route that TLS alone leaves open on a first visit.',
      source: {
        title: 'RFC 6797: HTTP Strict Transport Security (HSTS)',
        publisher: 'IETF',
        year: 2012,
        url: 'https://www.rfc-editor.org/rfc/rfc6797',
      },
    },
    {
      note: 'Chrome removed browser key pinning in 2019 because it could lock sites out, and phishing proxies run their own valid certificates, so encryption stops network interception well but account takeover barely.',
      source: {
        title: 'Remove HTTP-Based Public Key Pinning',
        publisher: 'Chrome Platform Status',
        year: 2019,
        url: 'https://chromestatus.com/feature/5903385005916160',
      },
    },
  ],
  VpnUsage: [
    {
      note: 'VPN gateways are themselves a favourite target, with nation-state groups exploiting published flaws, and a VPN protects staff traffic only, so it stays below HTTPS against interception.',
      source: {
        title: 'Selecting and Hardening Remote Access VPN Solutions',
        publisher: 'NSA and CISA',
        year: 2021,
        url: 'https://media.defense.gov/',
      },
    },
    {
      note: 'Zero trust grants access per session and per resource instead of trusting the network location, which is why level 3 protects best.',
      source: {
        title: 'SP 800-207: Zero Trust Architecture',
        publisher: 'NIST',
        year: 2020,
        url: 'https://doi.org/10.6028/NIST.SP.800-207',
      },
    },
  ],
};
