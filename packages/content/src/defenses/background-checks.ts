import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'BackgroundChecks',
  summary:
    'Check that staff and new customers are who they say they are, and keep checking, so that fake identities and risky insiders are caught early.',
  whatItIs: [
    'Background checks and screening cover two groups of people. The first is staff. Before hiring, and while people work there, the bank confirms their identity, qualifications and references and, where the law allows, their criminal and credit records. The second group is customers. When someone opens an account or applies for credit, the bank confirms who they are and checks them against credit bureaus, fraud databases and sanctions lists. This customer side is usually called KYC, short for know your customer.',
    'Staff screening helps against [insider fraud](/frauds/InsiderFraud). Customer screening helps against [synthetic identity theft](/frauds/SyntIdentityTheft). There, criminals build a fake person from a real ID number and made-up details. In South Africa, the banking industry body SABRIC reported a sharp rise in application fraud in 2023. Reported cases of vehicle and asset finance fraud more than doubled.',
  ],
  howItWorks: [
    "For staff, checks grow with the level of trust a role carries. A teller or call-centre agent might have identity, right-to-work and reference checks. A payments manager or systems administrator might also have credit and criminal-record checks. The UK's National Protective Security Authority (NPSA) treats screening as only one part of staff security. It also covers lowering the risk that current employees become a problem, and looking into concerns when they come up.",
    'For customers, the bank checks the identity document and compares it with official and credit-bureau records. It also looks for warning signs. The US Federal Reserve has described common signs of synthetic identities. Several identities may share one ID number, address or phone number. Many applications may come from the same internet address. Shared fraud databases, such as those run by the Southern African Fraud Prevention Service (SAFPS), help too. They let banks see when details have been used in fraud elsewhere.',
    'Continuous screening repeats checks for as long as the relationship lasts, instead of only at the start. For staff, that can mean regular re-checks and alerts on new court records. For customers, it means identity analytics. This is software that links applications and accounts through shared phones, addresses, devices and documents. A ring of fake identities then shows up as a network.',
  ],
  levels: [
    {
      inPractice:
        'New staff and customers prove who they are with documents, and staff references are followed up. This stops crude fakes and people who lie about their past, so it gives some protection against fake customers. It does little against insiders, because most staff who commit fraud had a clean record when they were hired. It also does little against synthetic identities, which are built to look real on paper.',
    },
    {
      inPractice:
        'For staff in sensitive roles, the bank adds credit, criminal-record and sanctions checks. For customers, it adds screening against credit bureaus, fraud databases and sanctions lists. This catches more fake or high-risk applicants and some staff who are under money stress, so it roughly doubles the protection of the first level. Synthetic identities that were patiently built up over months can still pass, and a first-time offender still looks clean.',
    },
    {
      inPractice:
        'Checks go on after hiring and after an account is opened. Staff in trusted roles are screened again on a schedule, and analytics link customer records to expose shared details and rings of fake identities. This is where most of the value against synthetic identity fraud comes from. It also catches some staff whose lives change after they join. Quiet insiders whose behaviour stays normal can still go unnoticed.',
    },
  ],
  limitations: [
    "A clean record predicts little. The Association of Certified Fraud Examiners (ACFE) studied people who committed fraud against their employers. Its 2020 Report to the Nations found that only about 4% had a prior fraud conviction, and 89% had never been charged. Most were first-time offenders, so a criminal-record check at hiring would not have flagged them. People's lives can also change long after they join. That is why this defence gives only small protection against insider fraud in the game. Controls such as [Segregation of Duties](/defenses/SegregationOfDuties) and [Regular Audits](/defenses/RegularAudits) matter more.",
    'Synthetic identities are designed to pass screening. The Federal Reserve warned in 2019 that they can slip past normal checks on identity and credit. They are built to look like real customers who slowly build a history. The Federal Reserve Bank of Boston put losses from synthetic identity fraud at about US$20 billion for US financial institutions in 2020. Screening lowers this risk. It does not remove it.',
    "Screening raises questions of fairness and privacy. Credit and criminal-record checks on staff are limited by employment and data-protection law, including South Africa's POPIA. They must also be relevant to the role. Checks that go too far can shut out honest applicants. And constant monitoring of staff can damage trust if it is not explained openly.",
  ],
  realWorldCost: [
    'Each check usually has a fee from a screening company, credit bureau or database, so costs grow with the number of new staff and customers. Staff time is also needed to review results, handle disputes and keep records. Hiring and account opening slow down while checks are done, and some good candidates and customers will not wait.',
    'Continuous screening and identity analytics are ongoing subscriptions that need data scientists or analysts to tune rules and look into alerts. Legal and HR advice is needed to keep staff screening lawful and fair. These costs are real, but small next to a single bust-out by a ring of fake identities, or a trusted employee moving money for years.',
  ],
  sources: [
    {
      title: 'Report to the Nations: 2020 Global Study on Occupational Fraud and Abuse',
      publisher: 'Association of Certified Fraud Examiners (ACFE)',
      year: 2020,
      url: 'https://legacy.acfe.com/report-to-the-nations/2020/',
    },
    {
      title: 'Reducing Insider Risk',
      publisher: 'National Protective Security Authority (NPSA), UK',
      year: 2023,
      url: 'https://www.npsa.gov.uk/reducing-insider-risk',
    },
    {
      title:
        'Federal Reserve System White Paper Examines the Challenges of Identifying Synthetic Identity Payments Fraud',
      publisher: 'Federal Reserve (FedPayments Improvement)',
      year: 2019,
      url: 'https://fedpaymentsimprovement.org/news/press-releases/federal-reserve-system-white-paper-examines-the-challenges-of-identifying-synthetic-identity-payments-fraud/',
    },
    {
      title:
        'A victimless crime? Hardly: Synthetic identity fraud costs billions and damages lives',
      publisher: 'Federal Reserve Bank of Boston',
      year: 2022,
      url: 'https://www.bostonfed.org/news-and-events/news/2022/08/synthetic-identity-fraud-is-not-a-victimless-crime-costs-billions-damages-lives.aspx',
    },
    {
      title: 'SABRIC reports significant increase in financial crime losses for 2023',
      publisher: 'South African Banking Risk Information Centre (SABRIC)',
      year: 2024,
      url: 'https://www.sabric.co.za/media-and-news/press-releases/sabric-reports-significant-increase-in-financial-crime-losses-for-2023/',
    },
  ],
};
