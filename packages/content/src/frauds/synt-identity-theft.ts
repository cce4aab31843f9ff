import { IC3, REPORT_FRAUD_UK, SAFPS, SAPS, withHow } from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const ringCharges: Source = {
  title: 'FBI: $200 million credit card fraud scam could affect every American consumer',
  publisher: 'CreditCardReviews.com',
  year: 2013,
  url: 'https://www.creditcardreviews.com/blog/fbi-200-million-credit-card-fraud-scam-could-affect-every-american-consumer',
};

const ringPleas: Source = {
  title:
    'Guilty pleas in $200 million synthetic identity card fraud scheme (archive of BankInfoSecurity coverage)',
  publisher: 'Cyber Info CTS blog',
  year: 2013,
  url: 'https://cyberinfocts.blogspot.com/2013_08_15_archive.html',
};

const transUnion: Source = {
  title: 'Report finds lenders increasingly targeted by fake identity scams',
  publisher: 'ABA Banking Journal',
  year: 2024,
  url: 'https://bankingjournal.aba.com/2024/11/report-finds-lenders-increasingly-targeted-by-fake-identity-scams',
};

const sabric2023: Source = {
  title: 'SABRIC reports significant increase in financial crime losses for 2023',
  publisher: 'SABRIC',
  year: 2024,
  url: 'https://www.sabric.co.za/media-and-news/press-releases/sabric-reports-significant-increase-in-financial-crime-losses-for-2023/',
};

const bostonFed: Source = {
  title: 'A victimless crime? Hardly: synthetic identity fraud costs billions and damages lives',
  publisher: 'Federal Reserve Bank of Boston',
  year: 2022,
  url: 'https://www.bostonfed.org/news-and-events/news/2022/08/synthetic-identity-fraud-is-not-a-victimless-crime-costs-billions-damages-lives.aspx',
};

export const fraud: FraudContent = {
  id: 'SyntIdentityTheft',
  summary:
    "Criminals invent a person from a mix of real and fake details, build up that person's credit, then borrow to the limit and vanish.",
  whatItIs: [
    'Synthetic identity theft creates a customer who does not exist. The criminal combines some real data, often a genuine ID number that belongs to a child, an elderly person or someone who has died, with an invented name, address, phone number or date of birth. Because no real person owns the whole identity, nobody complains when it is misused.',
    'The identity is grown slowly: small accounts, payments on time, a rising credit score. Then comes the bust-out. Every card and loan is used to the limit at once, and the person disappears. The lender is left chasing someone who never existed, and the loss is often written off as bad debt rather than fraud.',
  ],
  howItWorks: [
    'The criminal collects pieces of identity data, such as ID numbers leaked in data breaches, and adds invented details.',
    'They apply for easy credit first, such as a store account or a phone contract, so the fake person starts to appear in credit bureau records.',
    'They nurse the identity for months or years with small purchases and on-time payments.',
    'With a good score, they apply for bigger cards, loans and vehicle finance, often at many lenders at once.',
    'In the bust-out, they draw every facility to the limit and stop paying.',
    'The identity is abandoned, and a fresh one is often already being grown.',
  ],
  warningSigns: [
    'An applicant in their thirties or forties whose ID number has little or no credit history.',
    'Several applications that share a phone number, email address, device or home address.',
    'ID documents or selfies that look slightly wrong: mismatched fonts, edited photos or a face that fails the liveness check.',
    "A credit score that rose unusually fast, often by piggybacking on other people's accounts.",
    'Many new credit lines opened in a short time, then all used to the limit at once.',
    'For individuals: letters, SMSes or debt collectors about accounts you never opened, or a credit record attached to your child’s ID number.',
  ],
  realCase: {
    title: 'The US$200 million bust-out ring',
    where: 'United States, 2013',
    whatHappened: [
      'In February 2013, US prosecutors in New Jersey charged 18 people in what they said could be one of the largest credit card fraud cases the Justice Department had ever charged. The group was accused of creating more than 7,000 fake identities and feeding false information to credit bureaus, so that these "people" earned excellent credit scores.',
      'Using the fake identities, the ring allegedly obtained more than 25,000 credit cards, ran up balances and never repaid them. It also set up sham companies with card machines and pushed fake sales through them to turn the credit into cash. Losses were put at more than US$200 million. By August 2013, four of the accused, including Muhammad Shafiq, had pleaded guilty.',
      'A fraud analyst noted that the tricks were not new; the scale was. Lenders rarely looked back at accounts after opening them.',
    ],
    source: ringCharges,
  },
  statistics: [
    {
      text: 'US lenders’ exposure to suspected synthetic identities on car loans, cards and personal loans hit a record US$3.2 billion in the first half of 2024, up 7%. The share of new accounts opened with them rose 18%.',
      year: 2024,
      source: transUnion,
    },
    {
      text: 'South African banks reported a dramatic rise in application fraud, using false details to get credit. Reported vehicle and asset finance fraud cases more than doubled.',
      year: 2023,
      source: sabric2023,
    },
    {
      text: 'The Federal Reserve Bank of Boston cited estimated losses to synthetic identity fraud of about US$20 billion in 2020.',
      year: 2020,
      source: bostonFed,
    },
  ],
  whoIsTargeted: [
    'Lenders are the direct victims: banks, card issuers, vehicle financiers, retailers offering store credit and micro-lenders. Digital onboarding with a photo of an ID and a selfie makes the job easier, and vehicle finance is a favourite because one loan is worth a lot.',
    'There are human victims too. Children, elderly people and people who rarely use credit are ideal sources of real ID numbers, because they will not check their records for years. A young adult may apply for a first loan and find a bad credit history already attached to their ID number.',
  ],
  howToDefend: [
    "[Background Checks and Screening](/defenses/BackgroundChecks) is the main control here, applied to customers at account opening. Basic identity checks catch crude fakes. Credit and KYC screening against bureau data, national ID records and fraud databases catches more, but a well-aged synthetic identity can pass because its credit file looks normal. The strongest level links applications together: shared phones, addresses, devices and bank accounts across many 'people' expose a ring. Expect it to stop many cases, not all.",
    '[Deepfake Detection](/defenses/DeepfakeDetection) adds a weaker layer. Liveness checks at onboarding, which confirm a real person is in front of the camera, stop photos, masks and replayed screens. But criminals can feed fake video straight into an app, and liveness does nothing when an accomplice lends a real face to a fake identity. AI forensic tools help more, yet lose accuracy on new fakes. Treat this as support for screening, not a replacement.',
    'Two habits help too: keep watching accounts after they open, because a bust-out shows up as a sudden change in behaviour, and share confirmed fake applications through SAFPS.',
  ],
  ifItHappensToYou: {
    steps: [
      "If you find an account or debt you never opened, contact that lender's fraud department at once, using details from its official website.",
      'Get your credit report. In South Africa you can get a free report once a year from each credit bureau. Dispute any accounts, addresses or phone numbers you do not recognise.',
      'Apply for free Protective Registration with SAFPS, so member lenders take extra care with applications in your name.',
      'Open a case at SAPS and give the case number to the lenders involved.',
      'Bank staff: report a suspected synthetic identity to the fraud team rather than quietly closing the account, so linked applications can be found.',
    ],
    southAfrica: [
      {
        name: "Your bank or lender's fraud department",
        how: 'Report any account or debt you did not open, and ask for it to be flagged as fraud, not bad debt.',
      },
      withHow(
        SAFPS,
        'Register for free Protective Registration if your ID number was misused. Member lenders share confirmed fraudulent applications through SAFPS.',
      ),
      withHow(
        SAPS,
        'Open a case with a sworn statement and keep the case number for lenders and credit bureaus.',
      ),
    ],
    international: [
      withHow(IC3, 'Report identity and credit fraud that involves the United States.'),
      withHow(
        REPORT_FRAUD_UK,
        'Report fraud in England, Wales and Northern Ireland. It replaced Action Fraud in December 2025.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Synthetic identity',
      definition: 'A fake person built from a mix of real and invented personal details.',
    },
    {
      term: 'Bust-out',
      definition: 'The moment a fraudster uses every credit line to the limit and disappears.',
    },
    {
      term: 'KYC (know your customer)',
      definition: 'The checks a bank must do to confirm who a new customer really is.',
    },
    {
      term: 'Liveness check',
      definition:
        'A test during onboarding that confirms a real, present person is in front of the camera.',
    },
    {
      term: 'Piggybacking',
      definition:
        "Adding a fake identity as an extra user on someone else's account to borrow their good credit history.",
    },
  ],
  quiz: [
    {
      id: 'SyntIdentityTheft-1',
      kind: 'knowledge',
      prompt: 'What makes a synthetic identity different from ordinary identity theft?',
      options: [
        {
          text: 'It takes over a real person’s whole identity and bank account',
          explanation: 'That describes ordinary identity theft or account takeover.',
          correct: false,
        },
        {
          text: 'It invents a new person by mixing real data, such as an ID number, with made-up details',
          explanation:
            'Correct. Because no real person owns the whole identity, nobody complains when it is misused.',
          correct: true,
        },
        {
          text: 'It only uses stolen passwords',
          explanation: 'Synthetic identities are about fake people, not stolen logins.',
          correct: false,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-2',
      kind: 'knowledge',
      prompt: 'What is a bust-out?',
      options: [
        {
          text: 'A police raid on a fraud ring',
          explanation: 'A bust-out is done by the fraudster, not the police.',
          correct: false,
        },
        {
          text: 'When a bank closes an account for late payment',
          explanation: 'Closing an account is a bank action, not the fraud itself.',
          correct: false,
        },
        {
          text: 'When a fraudster uses every credit line to the limit at once and disappears',
          explanation:
            'Right. The fake person is grown for months, then milked in one go and abandoned.',
          correct: true,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-3',
      kind: 'scenario',
      prompt:
        'You review vehicle finance applications. Three applicants with different names give the same cellphone number and apply from the same device within a week. Their ID numbers have almost no credit history. What should you do?',
      options: [
        {
          text: 'Approve them, since each one passed the basic ID check',
          explanation:
            'Passing a basic check is not enough when the applications are linked in suspicious ways.',
          correct: false,
        },
        {
          text: 'Reject only the largest loan and approve the others',
          explanation: 'The link between the applications makes all of them suspect.',
          correct: false,
        },
        {
          text: 'Ask the applicants to confirm their details by SMS to that same number',
          explanation:
            'The shared number is part of the problem, so confirming through it proves nothing.',
          correct: false,
        },
        {
          text: 'Hold the applications and refer the linked group to the fraud team',
          explanation:
            'Correct. Shared phones and devices across thin-file applicants are a classic sign of a synthetic identity ring.',
          correct: true,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-4',
      kind: 'knowledge',
      prompt: 'Why are children’s ID numbers attractive to synthetic identity fraudsters?',
      options: [
        {
          text: 'Nobody is likely to check the child’s credit record for years',
          explanation:
            'Right. The misuse may only surface when the child applies for a first loan or job.',
          correct: true,
        },
        {
          text: 'Children’s ID numbers cannot be checked by banks',
          explanation: 'Banks can check any ID number; the problem is that nobody is watching it.',
          correct: false,
        },
        {
          text: 'Children are allowed larger loans',
          explanation: 'Children cannot take out loans, which is why misuse goes unnoticed.',
          correct: false,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-5',
      kind: 'knowledge',
      prompt: 'Why can a well-aged synthetic identity pass standard credit and KYC screening?',
      options: [
        {
          text: 'Because screening is never done for credit cards',
          explanation: 'Lenders do screen card applicants; the fake person simply looks normal.',
          correct: false,
        },
        {
          text: 'Because its credit file looks like a normal customer with a good payment record',
          explanation:
            'Correct. Months of on-time payments build a real-looking history that each check on its own accepts.',
          correct: true,
        },
        {
          text: 'Because the fraudster bribes the credit bureau',
          explanation: 'No bribe is needed; the bureau records what it is told in good faith.',
          correct: false,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-6',
      kind: 'scenario',
      prompt:
        'Your 19-year-old son applies for his first student loan and is refused because of an unpaid store account he never opened. What should you do first?',
      options: [
        {
          text: 'Pay the debt so his record is cleared',
          explanation: 'Paying accepts a debt that is not his; it should be disputed as fraud.',
          correct: false,
        },
        {
          text: 'Ignore it, because debts disappear after a year',
          explanation: 'Fraudulent records stay until they are disputed and corrected.',
          correct: false,
        },
        {
          text: 'Get his credit reports, dispute the fraudulent account, and report it to the store, SAFPS and SAPS',
          explanation:
            'Right. A free credit report shows what was opened, and a fraud report, Protective Registration and a case number help clear his name.',
          correct: true,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-7',
      kind: 'knowledge',
      prompt:
        'Which level of background checks and screening works best against synthetic identity rings?',
      options: [
        {
          text: 'Checking that the ID document looks genuine',
          explanation:
            'This catches crude fakes, but many synthetic identities use real ID numbers.',
          correct: false,
        },
        {
          text: 'Asking the applicant for a reference letter',
          explanation: 'A fraudster can easily supply a fake reference.',
          correct: false,
        },
        {
          text: 'A single credit bureau check at account opening',
          explanation:
            'A nursed identity can have a clean bureau file, so one check is often passed.',
          correct: false,
        },
        {
          text: 'Identity analytics that link phones, addresses and devices across many applications',
          explanation:
            'Correct. Links between many "people" reveal a ring even when each one looks fine on its own.',
          correct: true,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-8',
      kind: 'knowledge',
      prompt: 'What can a liveness check at onboarding NOT stop?',
      options: [
        {
          text: 'A printed photo held up to the camera',
          explanation: 'Liveness checks are designed to catch photos like this.',
          correct: false,
        },
        {
          text: 'A real accomplice who lends their face to a fake identity',
          explanation:
            'Right. Liveness only proves a live person is present, not that the identity is genuine.',
          correct: true,
        },
        {
          text: 'A replayed video shown on a second screen',
          explanation: 'Liveness checks are built to spot replayed screens.',
          correct: false,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-9',
      kind: 'knowledge',
      prompt:
        'In the 2013 US bust-out ring, how did the fake identities get excellent credit scores?',
      options: [
        {
          text: 'The ring fed false information to credit bureaus and ran up a good payment history',
          explanation:
            'Correct. Prosecutors said more than 7,000 fake identities were boosted this way before the cards were maxed out.',
          correct: true,
        },
        {
          text: 'The ring hacked the banks and changed the scores directly',
          explanation: 'No hacking was needed; the system was fed false data.',
          correct: false,
        },
        {
          text: 'The identities belonged to wealthy real customers',
          explanation: 'The identities were fake, which is what made them synthetic.',
          correct: false,
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-10',
      kind: 'scenario',
      prompt:
        'A long-standing card customer who always paid on time suddenly maxes out three cards and a personal loan in two days, then stops answering calls. Nobody at the bank has ever met them in person. What is the most likely explanation?',
      options: [
        {
          text: 'A normal customer on holiday',
          explanation:
            'Holiday spending does not usually max out every facility at once and end all contact.',
          correct: false,
        },
        {
          text: 'A bust-out by a synthetic identity',
          explanation:
            'Right. Good history followed by sudden maximum use and silence is the typical end of a synthetic identity.',
          correct: true,
        },
        {
          text: 'A computer error at the card scheme',
          explanation: 'A system error would not also stop the customer answering calls.',
          correct: false,
        },
        {
          text: 'A SIM swap on the customer’s phone',
          explanation:
            'A SIM swap targets a real customer’s login, not a sudden drawdown by the account holder.',
          correct: false,
        },
      ],
    },
  ],
  sources: [ringCharges, ringPleas, transUnion, sabric2023, bostonFed],
};
