import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'PrincipleOfLeastPrivilege',
  summary:
    'Least privilege gives every person and program only the access their job needs, for only as long as they need it, so a stolen login or a rogue insider can do less harm.',
  whatItIs: [
    'The principle of least privilege says that every user, service account and program should have the smallest set of permissions it needs to do its job, and no more. A teller can see the accounts of the customers they serve, not the whole customer database. A reporting tool can read data but not change it. An administrator uses full rights only while doing an admin task.',
    'The US National Institute of Standards and Technology (NIST) lists least privilege as a core access control in its catalogue of security controls. It does not stop an attack from starting, but it shrinks the damage. It limits what an insider can take in [Insider Fraud](/frauds/InsiderFraud), and what a criminal can do with a hijacked login in [Account Takeover](/frauds/AccountTakeover). It also limits how far [Ransomware](/frauds/Ransomware) can spread, and how much data a successful [SQL Injection](/frauds/SqlInjection) can reach.',
  ],
  howItWorks: [
    'Permissions are grouped into roles that match real jobs, such as branch teller, loans officer or database administrator. People get access by being placed in a role, not by collecting individual rights one at a time. Service accounts used by applications get their own narrow roles, for example a database login that can only read the few tables one app needs.',
    'Managers and system owners regularly review who holds which access and remove what is no longer needed, especially when people move jobs or leave. Without this, access piles up over the years, a problem known as privilege creep.',
    "For the most powerful rights, banks use privileged access management tools. Administrators do not hold admin rights all the time. Instead they ask for them for a specific task, often with multi-factor authentication, a written reason and a second person's approval. The rights expire by themselves after a set time. This is called just-in-time access.",
    "The gap between what is granted and what is used is usually large. Microsoft's 2023 State of Cloud Permissions Risks report was based on more than 500 risk assessments. It found that identities used only about 1% of the permissions they had been granted. More than half were super identities with access to every permission and resource. The US National Security Agency (NSA) and the Cybersecurity and Infrastructure Security Agency (CISA) rank poor separation of user and administrator privileges as the second most common security misconfiguration they find.",
  ],
  levels: [
    {
      inPractice:
        'Access comes from job roles rather than one-off grants, and ordinary staff do not get admin rights on their own computers. This removes the worst excess and already limits what most insiders and stolen staff logins can reach. But roles tend to be broad, and people keep old access when they change jobs.',
    },
    {
      inPractice:
        'Every quarter or half-year, managers confirm which access each person still needs, and leavers are removed promptly. This cuts privilege creep and the unused accounts that attackers love to reuse, so it stops more than roles alone. Reviews only help if managers really check, rather than approving every line without reading.',
    },
    {
      inPractice:
        "Nobody holds standing admin rights. Powerful access is requested for a task, approved, time-limited and recorded. A criminal may steal an administrator's password, or a ransomware gang may break into a laptop. Either way, they find no permanent admin rights to abuse, which is why this level gives the most protection.",
    },
  ],
  limitations: [
    'Least privilege limits damage; it does not prevent misuse of access that someone genuinely needs. A loans officer who must approve loans can still approve a fraudulent one. That is why it works best alongside [Segregation of Duties](/defenses/SegregationOfDuties) and [Network Monitoring](/defenses/NetworkMonitoring).',
    "Secrets kept outside the access system undo it. Examples are admin passwords written into scripts, shared emergency accounts that nobody watches and long-lived keys for cloud services. All of these give standing access that just-in-time controls never see. Machine accounts are a growing blind spot. Microsoft's 2023 report found that workload identities, such as apps and scripts, outnumbered human identities by ten to one.",
    'It is also hard to get right. Too little access stops people doing their jobs, so teams ask for broad exceptions that are never removed. Too many tiny roles become impossible to manage. Each fix needs someone who understands both the job and the system.',
  ],
  realWorldCost: [
    "The main costs are analysis and administration. Designing roles that match real jobs takes time with every business area. Access reviews take managers' time several times a year, and identity governance tools that automate them carry licence fees.",
    'Just-in-time access needs privileged access management software, changes to how administrators work and clear emergency procedures. It adds a short wait before admin tasks, which can frustrate staff during an outage. Getting the balance wrong has a cost either way. Too loose, and an attacker gets the keys. Too tight, and people find risky workarounds.',
  ],
  sources: [
    {
      title:
        'SP 800-53 Rev. 5: Security and Privacy Controls for Information Systems and Organizations',
      publisher: 'National Institute of Standards and Technology (NIST)',
      year: 2020,
      url: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
    },
    {
      title: '2023 State of Cloud Permissions Risks report now published',
      publisher: 'Microsoft Entra Blog',
      year: 2023,
      url: 'https://techcommunity.microsoft.com/blog/microsoft-entra-blog/2023-state-of-cloud-permissions-risks-report-now-published/1061397',
    },
    {
      title:
        'NSA and CISA Red and Blue Teams Share Top Ten Cybersecurity Misconfigurations (AA23-278A)',
      publisher:
        'Cybersecurity and Infrastructure Security Agency (CISA) and National Security Agency',
      year: 2023,
      url: 'https://www.cisa.gov/news-events/cybersecurity-advisories/aa23-278a',
    },
  ],
};
