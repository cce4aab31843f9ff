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
          text: 'It takes over a real person’s whole identity, along with their bank accounts.',
          explanation:
            'Taking over a real person’s identity or accounts is ordinary identity theft or [account takeover](/frauds/AccountTakeover). A synthetic identity belongs to nobody.',
          correct: false,
        },
        {
          text: 'It invents a person, mixing bits of real data with made-up details.',
          explanation:
            'A genuine ID number is combined with an invented name, address or phone number. Because no real person owns the whole identity, nobody complains when it is misused.',
          correct: true,
        },
        {
          text: 'It copies one real person’s details exactly onto a fake ID card.',
          explanation:
            'A fake ID with one person’s exact details impersonates that person. A synthetic identity mixes real pieces with invented ones to create someone new.',
          correct: false,
        },
        {
          text: 'It uses stolen passwords to log in as a real, existing customer.',
          explanation:
            'Logging in with stolen passwords is account takeover. Synthetic identity fraud opens new accounts for a person who does not exist.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'How does a synthetic identity differ from simply stealing someone’s identity?',
          options: [
            {
              text: 'It assumes a living person’s entire identity and takes over their accounts too.',
            },
            { text: 'It builds a new ‘person’ by blending genuine pieces with fabricated ones.' },
            { text: 'It puts one real person’s exact details onto a forged identity card.' },
            { text: 'It logs in as an existing customer with passwords that were stolen.' },
          ],
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
          text: 'Approve them, since basic identity checks catch crude fakes.',
          explanation:
            'Basic checks catch crude fakes, but these three share one phone number and address. Linked applications are the strongest sign of a ring.',
          correct: false,
        },
        {
          text: "Check each applicant's ID document again, then approve those that pass.",
          explanation:
            'Each ID may pass on its own; that is how synthetic identities get through. The shared phone number and address across the applicants are the sign of a ring.',
          correct: false,
        },
        {
          text: 'Confirm each applicant by SMS to the shared cellphone number, since that number is on file.',
          explanation:
            'The shared number is part of the problem. Whoever controls it will confirm all three fake people.',
          correct: false,
        },
        {
          text: 'Hold the three, since the shared details suggest a ring.',
          explanation:
            'Shared phones and devices across thin-file applicants are a classic sign of a ring. Linking applications is the strongest form of screening.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'You screen credit-card applications at a lender. Over five days, four applicants with different names give the same e-mail address and apply from one laptop. None of their ID numbers has much credit history. What should you do?',
          options: [
            {
              text: 'Approve them, since standard identity checks weed out obvious fakes.',
              explanation:
                'Standard checks catch crude fakes, but these four applicants share one e-mail address and one laptop. Links between applications are the strongest sign of a ring.',
            },
            {
              text: 'Re-check each applicant’s ID document and approve whichever ones pass.',
              explanation:
                'Each ID may pass on its own, which is exactly how synthetic identities slip through. The e-mail address and laptop shared across the applicants are what reveal the ring.',
            },
            {
              text: 'Confirm each applicant with an e-mail to the shared address on file.',
              explanation:
                'The shared address is part of the problem. Whoever controls that inbox will happily confirm all four fake people.',
            },
            {
              text: 'Put the four on hold, as shared contact details point to one ring.',
              explanation:
                'Shared contact details and devices across thin-file applicants are a classic sign of a ring. Linking applications to each other is the strongest form of screening.',
            },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-4',
      kind: 'knowledge',
      prompt: 'Why are children’s ID numbers attractive to synthetic identity fraudsters?',
      options: [
        {
          text: 'Nobody is likely to check the child’s credit record for years.',
          explanation:
            'Children rarely have their records checked, so the misuse may only come to light when they apply for a first loan as young adults.',
          correct: true,
        },
        {
          text: 'Banks cannot run credit checks on ID numbers that belong to minors, so fakes go unchecked.',
          explanation:
            'Lenders can check any ID number. The draw is that nobody is watching the child’s record, so misuse goes unseen.',
          correct: false,
        },
        {
          text: 'A child’s ID number starts out with a higher credit score.',
          explanation:
            'A child’s number has no credit history at all. Criminals value it because nobody will look at it for years.',
          correct: false,
        },
        {
          text: 'Parents may have to pay debts run up on their children’s ID numbers.',
          explanation:
            'That is not why criminals want these numbers. They want them because nobody checks a child’s record for years, so misuse goes unnoticed.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'What draws synthetic identity criminals to the ID numbers of minors?',
          options: [
            { text: 'Years can go by before anyone looks at the credit file of a minor.' },
            { text: 'Lenders are not allowed to run credit checks on a minor’s ID number.' },
            { text: 'A minor’s ID number comes with a better credit score to start with.' },
            { text: 'Parents can be made to repay loans taken out in their children’s names.' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-5',
      kind: 'knowledge',
      prompt: 'Why can a well-aged synthetic identity pass standard credit and KYC screening?',
      options: [
        {
          text: 'Screening looks at the ID document, not the credit history.',
          explanation:
            'Credit and KYC screening does look at bureau data and national ID records. The trouble is that the aged file looks normal.',
          correct: false,
        },
        {
          text: 'Credit bureaus drop fraud flags once an identity is a year old.',
          explanation:
            'There is usually no flag to remove. Nobody complains about a synthetic identity, so the bureau sees only a customer who pays on time.',
          correct: false,
        },
        {
          text: 'Its file looks like that of any normal customer who pays on time.',
          explanation:
            'Months or years of small, on-time payments build a real-looking history, so each check on its own accepts the fake person.',
          correct: true,
        },
        {
          text: 'KYC rules do not apply to store accounts and phone contracts.',
          explanation:
            'The type of account is not the reason. Even a careful KYC check can pass a synthetic identity whose credit file has been nursed for years.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A synthetic identity that has been nursed for several years often sails through a lender’s credit and KYC checks. Why?',
          options: [
            { text: 'The checks examine the ID document and ignore credit history.' },
            { text: 'Bureaus remove fraud warnings after an identity turns one year old.' },
            { text: 'It looks like a reliable payer with no missed instalments.' },
            { text: 'Store cards and cellphone contracts are exempt from KYC rules.' },
          ],
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
          text: 'Pay the debt so that his record is clear before he applies again.',
          explanation:
            'Paying accepts a debt that is not his, and other fraudulent accounts may still be on his record. It should be disputed as fraud.',
          correct: false,
        },
        {
          text: 'Wait, since unpaid store accounts drop off a record after a year.',
          explanation:
            'A fraudulent account stays on the record until it is disputed and corrected. Waiting can also let more debts build up on his ID number.',
          correct: false,
        },
        {
          text: 'Get his credit reports and dispute the store account rather than pay it.',
          explanation:
            'Each South African credit bureau gives a free report once a year. It shows every account on his ID number so the false ones can be disputed.',
          correct: true,
        },
        {
          text: 'Ask the student lender to verify the store account and overlook it this time.',
          explanation:
            'The lender cannot fix the record, and the bad history will block him again. The account itself must be disputed with the bureaus and the store.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Your son, 21, applies for his first cellphone contract and is turned down over an unpaid furniture-store account that he never opened. What is the first thing to do?',
          options: [
            { text: 'Settle the debt so his record is clean before he tries again.' },
            { text: 'Wait a year for the unpaid store debt to drop off his record by itself.' },
            { text: 'Obtain his reports from the bureaus and dispute the account as fraud.' },
            {
              text: 'Ask the network to check the store debt and overlook it this time.',
              explanation:
                'The network cannot correct a credit record, and the false account will block him again elsewhere. It has to be disputed with the bureaus and the store.',
            },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-8',
      kind: 'knowledge',
      prompt:
        'A lender relies on a liveness check at onboarding. Which of these tricks gets past it?',
      options: [
        {
          text: 'A real accomplice lending their face to the invented identity',
          explanation:
            'Liveness only proves that a live person is in front of the camera, not that the identity is genuine. That is why it supports screening rather than replacing it.',
          correct: true,
        },
        {
          text: 'A printed photo of a face held up to the phone’s camera',
          explanation:
            'Liveness checks are built to catch printed photos. They look for signs that a real person is present.',
          correct: false,
        },
        {
          text: 'A lifelike mask worn by the criminal over their own face',
          explanation:
            'Liveness checks are designed to stop masks as well as photos and replayed screens.',
          correct: false,
        },
        {
          text: 'A recorded video of a real face played back on a second screen',
          explanation:
            'Replayed screens are one of the things a liveness check stops. The weakness is a real, live person helping the fraud.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank’s onboarding asks applicants for a live selfie to prove a real person is present. Which method lets a synthetic identity pass that step?',
          options: [
            { text: 'A genuine person in on the scheme showing their own face' },
            { text: 'Holding a printed photograph of a face in front of the camera' },
            { text: 'Wearing a realistic mask over the fraudster’s own face' },
            { text: 'Playing a recorded clip of a real face on another screen' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-9',
      kind: 'knowledge',
      prompt:
        'In the 2013 US bust-out ring, how did the fake identities earn excellent credit scores?',
      options: [
        {
          text: 'The ring hacked bank systems and edited the scores',
          explanation:
            'No hacking was needed. Prosecutors said the ring fed the system false data, and the scores followed.',
          correct: false,
        },
        {
          text: 'The ring bribed staff at the credit bureaus to raise them',
          explanation:
            'The case was not about bribery. The bureaus recorded the false information they were given in good faith.',
          correct: false,
        },
        {
          text: 'The ring used the records of real, wealthy customers',
          explanation:
            'The identities were fake, which is what made them synthetic. Their good scores were built from false information.',
          correct: false,
        },
        {
          text: 'The ring supplied made-up details that the bureaus recorded',
          explanation:
            'Prosecutors said false information was fed to credit bureaus for more than 7,000 fake identities, which then earned excellent scores.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'The US bust-out ring charged in 2013 had fake people with top credit scores. Where did those scores come from?',
          options: [
            { text: 'Members broke into bank computer systems and changed the scores' },
            { text: 'Members paid credit-bureau employees to push them up' },
            { text: 'Members borrowed the files of genuine, rich customers' },
            { text: 'Members gave the bureaus false details, which were logged' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-10',
      kind: 'scenario',
      prompt:
        'A card customer of three years, who has always paid on time, maxes out three cards and a personal loan in two days, then stops answering calls. Nobody at the bank has ever met them. What is the most likely explanation?',
      options: [
        {
          text: 'A real customer on holiday who has lost their phone',
          explanation:
            'Holiday spending does not usually max out every card and loan at once, and a real customer would get back in touch.',
          correct: false,
        },
        {
          text: 'A bust-out by a fake customer built up over years',
          explanation:
            'A long, clean history followed by sudden use of every limit and silence is the typical end of a synthetic identity.',
          correct: true,
        },
        {
          text: 'A takeover of the account by someone who stole the login',
          explanation:
            'In a takeover the real owner is still around and answers calls, usually to complain. Here the customer simply vanishes.',
          correct: false,
        },
        {
          text: 'A card-scheme fault that posted each purchase twice',
          explanation:
            'A system fault would not draw down a personal loan or stop the customer answering calls.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'For four years a customer has paid a store card and an overdraft like clockwork. Over one weekend every limit is used up, an extra loan is drawn, and the customer then goes silent. No staff member has ever seen this person. What is the likeliest explanation?',
          options: [
            { text: 'A genuine customer away on a trip who cannot check their phone' },
            { text: 'A made-up customer, groomed over years, cashing out in one go' },
            { text: 'An attacker who stole the login in order to lock the owner out' },
            { text: 'A card-system glitch that posted each purchase twice' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-11',
      kind: 'knowledge',
      prompt: 'Why is synthetic identity fraud often missing from lenders’ fraud figures?',
      options: [
        {
          text: 'Lenders book the losses as ordinary bad debts, since nobody real complains.',
          explanation:
            'With no real victim to complain, a bust-out looks like a customer who stopped paying, so the loss is booked as bad debt.',
          correct: true,
        },
        {
          text: 'Lenders must keep it secret under banking privacy rules.',
          explanation:
            'No rule hides it. It goes unseen because nobody complains, so the lender records an unpaid debt.',
          correct: false,
        },
        {
          text: 'It is counted as account takeover, since real ID numbers are used.',
          explanation:
            'No existing account is taken over. The losses end up recorded as credit losses, not as any kind of fraud.',
          correct: false,
        },
        {
          text: 'The credit bureaus absorb the losses instead of the lenders.',
          explanation:
            'Lenders carry the losses themselves. Bureaus only hold the records, which is why they cannot absorb a bust-out.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Lenders’ fraud statistics tend to undercount synthetic identity fraud. What is the reason?',
          options: [
            { text: 'Nobody genuine objects, so lenders file it under unpaid credit.' },
            { text: 'Banking secrecy laws oblige lenders to keep it confidential.' },
            { text: 'It gets logged as account takeover, as the ID numbers are genuine.' },
            { text: 'The credit bureaus, not the lenders, end up carrying the losses.' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-12',
      kind: 'scenario',
      prompt:
        'You are a credit officer. You suspect that a customer with three accounts is a synthetic identity. Your manager says to close the accounts quietly to save time. What should you do?',
      options: [
        {
          text: 'Close the accounts quietly, as asked, to stop any further loss.',
          explanation:
            'Closing quietly hides the case. Other fake people in the same ring keep their accounts and can still bust out.',
          correct: false,
        },
        {
          text: 'Write off the balances as bad debt, since no real person will ever pay.',
          explanation:
            'Booking it as bad debt is exactly how synthetic identity fraud stays hidden. It should be recorded and reported as fraud.',
          correct: false,
        },
        {
          text: 'Pass it to fraud investigators, since linked files reveal the ring.',
          explanation:
            'The fraud team can trace shared phones, addresses and devices to other fake identities, and share confirmed cases through SAFPS.',
          correct: true,
        },
        {
          text: 'Ask the customer to come in and confirm their identity again.',
          explanation:
            'A fraudster can send an accomplice or simply vanish. The case belongs with the fraud team, who can look for linked identities.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'As a fraud-risk analyst at a lender, you believe a client holding two loans and a credit card is a made-up person. Your team lead tells you to shut the accounts without fuss and move on. What is the right step?',
          options: [
            { text: 'Shut the accounts quietly as instructed to stop further losses.' },
            { text: 'Write the balances off as bad debt and close the file.' },
            { text: 'Refer it to fraud investigators to trace linked identities.' },
            { text: 'Ask the client to visit a branch and confirm their identity again.' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-13',
      kind: 'scenario',
      prompt:
        'An online applicant aged 42 asks for R450,000 in vehicle finance. The ID number has almost no credit history, the selfie passed the liveness check, and the phone number and email are new. What should the lender do?',
      options: [
        {
          text: 'Approve it, because passing liveness proves the identity is genuine.',
          explanation:
            'Liveness shows a live person is present, not that the identity is real. An accomplice can lend a real face to a fake identity.',
          correct: false,
        },
        {
          text: 'Run extra checks, as a 42-year-old without a history is a red flag.',
          explanation:
            'Someone in their forties whose ID number has little or no credit history is a warning sign of a synthetic identity, and vehicle finance is a favourite target.',
          correct: true,
        },
        {
          text: 'Lend a smaller amount, as a thin credit file simply means low risk.',
          explanation:
            'A thin file at 42 is unusual, not reassuring. A smaller loan still feeds the fake identity a good record for a later bust-out.',
          correct: false,
        },
        {
          text: 'Decline it and delete the file so that no record of it is kept.',
          explanation:
            'Deleting the file throws away evidence. Suspected fake applications should go to the fraud team so linked ones can be found.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A 47-year-old applies through a lender’s app for a R380,000 car loan. The ID number shows hardly any credit history, the selfie cleared the liveness test, and both the e-mail address and cellphone number were set up recently. What should the lender do?',
          options: [
            { text: 'Approve it: a passed liveness test shows the identity is real.' },
            { text: 'Dig deeper, as a 47-year-old with no credit past is a red flag.' },
            {
              text: 'Limit the loan to a smaller amount, as a thin file means low risk.',
              explanation:
                'A thin file at 47 is unusual, not reassuring. A smaller loan still gives the fake identity a clean repayment record to use in a later bust-out.',
            },
            { text: 'Turn it down and delete the application without keeping a record.' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-14',
      kind: 'scenario',
      prompt:
        "An applicant's credit score rose from 580 to 760 in four months. His credit report shows him as an extra user on three strangers' card accounts. What is most likely going on?",
      options: [
        {
          text: 'A normal rise after he paid off a large debt ahead of time.',
          explanation:
            'Paying off debt does not add him to strangers’ cards. Being an extra user on other people’s accounts is how the score was borrowed.',
          correct: false,
        },
        {
          text: 'A credit bureau error that the lender can safely ignore for now.',
          explanation:
            'The report shows a clear pattern, not a glitch. A score that rises unusually fast is a warning sign to look into.',
          correct: false,
        },
        {
          text: 'A sign of a trusted earner whom several card holders vouch for.',
          explanation:
            'Strangers do not vouch for an applicant by adding him to their cards. This is a known way to fake a good credit history.',
          correct: false,
        },
        {
          text: "A borrowed boost from others' good accounts to lift a score fast",
          explanation:
            'Adding a fake identity as an extra user on someone else’s account borrows their good history. An unusually fast rise is the warning sign.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'In five months a loan applicant’s credit score has climbed from 590 to 770. Her report lists her as an added user on card accounts belonging to four people she has no link to. What is the most likely explanation?',
          options: [
            {
              text: 'An ordinary climb after she settled a big loan early',
              explanation:
                'Repaying a loan early does not put her name on strangers’ cards. Being listed as an added user on other people’s accounts is how the score was borrowed.',
            },
            { text: 'A bureau mistake the lender can ignore for now' },
            {
              text: 'Proof she is a reliable earner whom several card holders trust',
              explanation:
                'Strangers do not vouch for an applicant by adding her to their cards. Renting a place on other people’s accounts is a known way to fake a good credit history.',
            },
            { text: 'Riding on strangers’ good cards to inflate the score' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-15',
      kind: 'scenario',
      prompt:
        'Your bank checks applicants carefully at onboarding but does not review accounts after they open. A fraud analyst proposes one change to catch synthetic identities. Which is best?',
      options: [
        {
          text: 'Add a second ID check at onboarding, where fraud is easiest to stop.',
          explanation:
            'A well-aged synthetic identity can pass checks at opening. The bank’s blind spot is what happens afterwards.',
          correct: false,
        },
        {
          text: 'Rely on the bureau, which flags synthetic files as they grow older.',
          explanation:
            'The bureau sees a customer who pays on time. An aging synthetic file looks better over time, not more suspicious.',
          correct: false,
        },
        {
          text: 'Check each customer’s ID again when their card is renewed.',
          explanation:
            'The ID number behind a synthetic identity is genuine, so a second ID check passes too. Watching behaviour catches the bust-out.',
          correct: false,
        },
        {
          text: 'Monitor accounts after opening, since the bust-out is a sudden shift.',
          explanation:
            'A bust-out shows up as a sudden change in behaviour. In the 2013 ring, lenders rarely looked back at accounts after opening them.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'At a lender, applicants face strict checks when they sign up, but nobody looks at accounts once they are open. A fraud analyst may suggest a single improvement to catch synthetic identities. Which should it be?',
          options: [
            { text: 'Add another ID check at sign-up, the point where fraud is easiest to block.' },
            { text: 'Trust the credit bureau to flag synthetic files as they age.' },
            { text: 'Re-check each customer’s ID document when a card is reissued.' },
            { text: 'Track how accounts behave over time to spot a sudden spending spree.' },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-16',
      kind: 'scenario',
      prompt:
        'Mrs Dlamini, 74, gets a call from a debt collector about a R60,000 personal loan. She has never borrowed money. What should she do first?',
      options: [
        {
          text: 'Pay a small amount to show good faith while she sorts it out.',
          explanation:
            'Paying anything can look like accepting the debt. She should report it to the lender as fraud instead.',
          correct: false,
        },
        {
          text: 'Contact the lender through its official website, since the debt is not hers.',
          explanation:
            'Using contact details from the official website reaches the real lender, who can flag the loan as fraud rather than bad debt.',
          correct: true,
        },
        {
          text: "Ask the collector for his company's number and call it to sort it out.",
          explanation:
            "A number given by the caller is not one you found yourself. Contact the lender's fraud department through its official website and have the account flagged as fraud.",
          correct: false,
        },
        {
          text: 'Ignore it, since a collector cannot act on a debt she did not sign.',
          explanation:
            'An unchallenged debt stays on her record and collectors keep pursuing it. She needs to report it so it is flagged as fraud.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Mr Naidoo, 81, receives an SMS from a debt collector demanding payment on a R35,000 store-credit loan. He has never taken out credit. What should he do first?',
          options: [
            {
              text: 'Pay a little towards it as a sign of good faith while it is sorted out.',
              explanation:
                'Paying anything can look like accepting the debt as his. He should report the loan to the lender as fraud instead.',
            },
            {
              text: 'Tell the lender via its own website’s contacts, as he never borrowed.',
              explanation:
                'Contact details taken from the lender’s own website reach the real lender, who can flag the loan as fraud rather than as unpaid debt.',
            },
            {
              text: 'Reply to the SMS for the collector’s number and call it to sort things out.',
              explanation:
                'A number supplied in the message is not one he found himself. He should reach the lender’s fraud department through its official website and have the account flagged.',
            },
            {
              text: 'Ignore it, as nobody can collect on a loan he never signed for.',
              explanation:
                'A debt nobody challenges stays on his record, and collectors keep chasing it. He needs to report it so that it is flagged as fraud.',
            },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-17',
      kind: 'scenario',
      prompt:
        'After clearing up a fraudulent loan opened on her ID number, Mrs Dlamini wants lenders to take extra care with new applications in her name. What should she do?',
      options: [
        {
          text: 'Ask Home Affairs to issue her with a new ID number.',
          explanation:
            'A new ID number is not the way to protect an identity. SAFPS Protective Registration warns lenders to take extra care instead.',
          correct: false,
        },
        {
          text: 'Close her bank accounts so that lenders see no activity.',
          explanation:
            'Closing her own accounts does not stop a criminal applying in her name. Lenders need a flag that tells them to check harder.',
          correct: false,
        },
        {
          text: 'Sign up with SAFPS for its free flag on her identity.',
          explanation:
            'With Protective Registration, SAFPS member lenders take extra care with any application made in her name.',
          correct: true,
        },
        {
          text: 'Freeze her bank cards so that no new loans can be opened.',
          explanation:
            'Freezing cards stops spending on those cards, not new applications. Protective Registration is the step that reaches lenders.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Once a fake loan taken out on his ID number has been cancelled, Mr Naidoo wants any lender who gets a new credit application in his name to look twice. What step should he take?',
          options: [
            {
              text: 'Ask Home Affairs for a replacement ID number.',
              explanation:
                'Getting a new ID number is not how an identity is protected. SAFPS Protective Registration tells lenders to take extra care instead.',
            },
            {
              text: 'Close his bank accounts to show lenders an inactive profile.',
              explanation:
                'Closing his own accounts does not stop a criminal applying in his name. Lenders need a flag that tells them to check harder.',
            },
            {
              text: 'Ask SAFPS to place its free warning on his identity.',
              explanation:
                'With Protective Registration, lenders that belong to SAFPS take extra care with every application made in his name.',
            },
            {
              text: 'Freeze his bank cards to block any new loans being opened.',
              explanation:
                'Freezing cards stops spending on those cards, not new credit applications. Protective Registration is the step that reaches lenders.',
            },
          ],
        },
      ],
    },
    {
      id: 'SyntIdentityTheft-18',
      kind: 'scenario',
      prompt:
        'A bank analyst who handles card payments for shops sees a new merchant whose card machine takes large sales, nearly all on cards from recently opened accounts. Weeks later those cards default. What is most likely going on?',
      options: [
        {
          text: 'A network of sham shops turning credit lines into cash',
          explanation:
            'In the 2013 ring, sham companies with card machines pushed fake sales through them to turn the fake identities’ credit into cash.',
          correct: true,
        },
        {
          text: 'A busy new shop whose customers spent beyond their means',
          explanation:
            'Ordinary customers would not all hold new cards that default together. The pattern points to a ring cashing out fake credit.',
          correct: false,
        },
        {
          text: 'A skimming device at the shop copying its customers’ cards',
          explanation:
            'Skimming copies real customers’ cards, and those customers would report fraud. Here the cardholders simply disappear.',
          correct: false,
        },
        {
          text: 'A data breach at the bank that issued the new cards',
          explanation:
            'A breach would hit existing customers, who would complain. New cards that all default point to fake people being cashed out.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'An analyst at a bank that processes card payments for merchants notices a newly signed-up electronics dealer. Its card machine runs big sales, almost all on cards issued only weeks earlier, and within a month those cards go unpaid. What is the likeliest explanation?',
          options: [
            { text: 'Front businesses cashing out credit given to made-up people' },
            { text: 'A popular new dealer whose buyers overspent on credit' },
            { text: 'A skimmer in the shop copying real customers’ cards' },
            { text: 'Card data stolen in a breach at the bank that issued the new cards' },
          ],
        },
      ],
    },
  ],
  sources: [ringCharges, ringPleas, transUnion, sabric2023, bostonFed],
};
