import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'UserEducation',
  summary:
    'User education teaches staff to spot and report scams, but on its own it changes behaviour far less than most people expect.',
  whatItIs: [
    'User education and training covers all the ways a bank helps people spot fraud: online courses, test phishing emails, short talks, posters and warnings to customers. The aim is that fewer people fall for a lure, and that anyone who does reports it quickly.',
    'It is aimed at frauds that trick a person rather than break a system: [Phishing](/frauds/Phishing), [Vishing](/frauds/Vishing), [Investment Scams](/frauds/InvestmentScam), [Business Email Compromise](/frauds/BusinessEmailCompromise), [Authorised Push Payment Fraud](/frauds/AuthPushPayments) and [Deepfake Fraud](/frauds/Deepfake). In each of these a human makes the final mistake, so training the human seems the natural answer.',
  ],
  howItWorks: [
    'Training tries to change three things. The first is knowledge: what a fake invoice, a spoofed caller or a too-good-to-be-true investment looks like. The second is habit: pausing, checking the sender, and calling back on a number you already know before acting. The third is reporting: making it quick and safe to flag something odd, even after you have clicked.',
    'Simulated phishing is the most common tool. The security team sends realistic test emails to staff, and anyone who clicks sees a short lesson straight away. This is called embedded training. The results also give the bank a click rate it can track over time.',
    'Reporting is where much of the real value lies. When one employee reports a new lure within minutes, the security team can pull it from every other inbox. Fraud data shows the same pattern. In the 2024 study of 1,921 workplace fraud cases by the Association of Certified Fraud Examiners (ACFE), 43% of schemes were first uncovered by a tip, about three times as many as by any other method.',
  ],
  levels: [
    {
      inPractice:
        'Staff complete a yearly online module, often to satisfy a regulator. It gives everyone the basic words and rules, but field studies find little or no effect on who clicks. In a 2023 study of more than 19,500 staff at UC San Diego Health, how recently someone had done their annual training made no significant difference to whether they fell for a test phish. That is why this level stops only a small share of attacks.',
    },
    {
      inPractice:
        "The bank runs test campaigns every month or quarter and shows a short lesson to anyone who clicks. This keeps the threat in people's minds and produces data the bank can act on, so it does somewhat better than a yearly course. Still, the UC San Diego study found that the lessons made staff only about 2% less likely to click later, and an ETH Zurich team found that the reminder itself matters more than the lesson, which most staff barely read.",
    },
    {
      inPractice:
        'Reporting a suspicious email or call takes one click or one short call, every report gets a quick thank-you, and nobody is shamed for clicking. Staff become a network of sensors. A 15-month ETH Zurich study of more than 14,000 employees showed that a crowd of reporters can flag a new phishing campaign quickly, with a workload the security team can handle. This level stops more because it shortens the time a scam runs, not because any single person becomes immune.',
    },
  ],
  limitations: [
    'Falling for a scam is mostly a problem of attention, not knowledge. In the phishing tests counted in Verizon’s 2024 Data Breach Investigations Report, people who clicked took a median of 21 seconds to do so, and then 28 seconds more to type in their data. Few people stop to recall a training course in that time, especially when a message looks urgent and comes from someone they trust.',
    'Some training can backfire. In the ETH Zurich field study, embedded training did not make employees more resilient, and it had side effects that could make them more likely to fall for phishing. In the UC San Diego study, most staff spent less than a minute on the lesson page. Heavy-handed simulations can also damage trust between staff and the security team.',
    'Rewards do not seem to fix this. A 2024 ETH Zurich study found that rewards did not make staff act more safely. So training is best used as a support for technical and process controls such as [Multi-Factor Authentication](/defenses/MultiFactorAuth), [Email Filtering and Anti-Phishing](/defenses/EmailFiltering) and [Verification Protocols](/defenses/VerificationProtocols), which keep working when a tired person clicks.',
    'Be careful with vendor figures. Training companies often report dramatic drops in click rates, but these usually come from their own simulated emails, which staff learn to recognise over time. Independent studies like those above show much smaller effects.',
  ],
  realWorldCost: [
    'Training looks cheap per person, but the real cost is staff time. An hour of compulsory e-learning multiplied across thousands of employees adds up quickly, and simulation platforms, course content and the team that runs them add licence and salary costs. A reporting culture also needs analysts who triage every report fast, or people stop bothering to report.',
    'Customer awareness campaigns cost marketing budget and can cause warning fatigue if they are too frequent. The most cost-effective programmes are short, frequent and tied to real attacks the bank is seeing, and they are paired with technical controls rather than used in place of them.',
  ],
  sources: [
    {
      title:
        'Cybersecurity Training Programs Don’t Prevent Employees from Falling for Phishing Scams',
      publisher: 'UC San Diego Today',
      year: 2025,
      url: 'https://today.ucsd.edu/story/cybersecurity-training-programs-dont-prevent-employees-from-falling-for-phishing-scams',
    },
    {
      title: 'Phishing in Organizations: Findings from a Large-Scale and Long-Term Study',
      publisher: 'ETH Zurich (arXiv preprint)',
      year: 2021,
      url: 'https://arxiv.org/abs/2112.07498',
    },
    {
      title:
        'Content, Nudges and Incentives: A Study on the Effectiveness and Perception of Embedded Phishing Training',
      publisher: 'ETH Zurich (arXiv preprint)',
      year: 2024,
      url: 'https://arxiv.org/abs/2409.01378',
    },
    {
      title: '2024 Data Breach Investigations Report',
      publisher: 'Verizon',
      year: 2024,
      url: 'https://www.verizon.com/business/resources/reports/2024-dbir-data-breach-investigations-report.pdf',
    },
    {
      title: 'Occupational Fraud 2024: A Report to the Nations',
      publisher: 'Association of Certified Fraud Examiners (ACFE)',
      year: 2024,
      url: 'https://www.acfe.com/-/media/files/acfe/pdfs/rttn/2024/2024-report-to-the-nations.pdf',
    },
  ],
};
