import { BANK_FRAUD_LINE, FSCA, IC3, REPORT_FRAUD_UK, SAPS, withHow } from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const cftcMti: Source = {
  title:
    'CFTC Charges South African Pool Operator and CEO with $1.7 Billion Fraud Involving Bitcoin (Release 8549-22)',
  publisher: 'US Commodity Futures Trading Commission (CFTC)',
  year: 2022,
  url: 'https://www.cftc.gov/PressRoom/PressReleases/8549-22',
};

const mtiAftermath: Source = {
  title: "Death of the boss of South Africa's biggest pyramid scheme",
  publisher: 'MyBroadband',
  year: 2024,
  url: 'https://mybroadband.co.za/news/cryptocurrency/555404-death-of-the-boss-of-south-africas-biggest-pyramid-scheme.html',
};

const mtiRestitution: Source = {
  title:
    'Federal Court Orders South African Company to Pay Over $1.7 Billion in Restitution for Forex Fraud',
  publisher: 'GRC Report',
  year: 2023,
  url: 'https://www.grcreport.com/post/federal-court-orders-south-african-company-to-pay-over-1-7-billion-in-restitution-for-forex-fraud',
};

const ic3Report2025: Source = {
  title: '2025 Internet Crime Report',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2026,
  url: 'https://www.ic3.gov/AnnualReport/Reports/2025_IC3Report.pdf',
};

const ukFinanceHalfYear2025: Source = {
  title: 'Half Year Fraud Report 2025',
  publisher: 'UK Finance',
  year: 2025,
  url: 'https://www.ukfinance.org.uk/policy-and-guidance/reports-and-publications/half-year-fraud-report-2025',
};

export const fraud: FraudContent = {
  id: 'InvestmentScam',
  summary:
    'Investment scams lure people into fake investments, often in crypto or forex, with promises of high and steady returns.',
  whatItIs: [
    "An investment scam persuades people to hand over money for an investment that is fake or deliberately misrepresented. Common forms are crypto and forex 'trading' platforms, 'AI trading bots', fake shares, and schemes that pay members for recruiting others. Victims often see a dashboard showing fast profits, but the numbers are invented.",
    "Many scams are Ponzi schemes: early investors are paid 'returns' out of later investors' money, which makes the scheme look real until new money dries up. Others are theft from the start. In so-called pig-butchering scams, a criminal builds a friendship or romance online for weeks before introducing the 'investment'.",
  ],
  howItWorks: [
    'The scammer finds victims through social media adverts, WhatsApp and Telegram groups, dating apps, fake news articles, or friends who have already joined.',
    'They promise high, steady returns with little risk, often backed by fake celebrity endorsements or deepfake videos.',
    "The victim starts small and sees quick 'profits'. Small early withdrawals may even be paid out to build trust.",
    'The victim is pushed to invest more, recruit friends and family, or move savings and loans into the scheme.',
    "When the victim tries to take money out, they are told to pay 'fees' or 'taxes' first.",
    'The platform disappears or the scheme collapses, and the money has usually been moved on through crypto or mule accounts.',
  ],
  warningSigns: [
    "Returns that are guaranteed, fixed and high, such as 10% a month, with 'no risk'.",
    'Bonuses or commission for recruiting friends and family.',
    "The firm or adviser is not an authorised financial services provider (FSP) on the FSCA register, or uses someone else's FSP number.",
    'You can only pay in crypto or into a personal bank account.',
    'Withdrawals are delayed, or you must pay a fee before you can get your money out.',
    'Celebrity endorsements in online adverts, which may be deepfakes.',
    'Pressure to invest quickly, to keep it secret, or to ignore warnings from your bank.',
  ],
  realCase: {
    title: "Mirror Trading International: South Africa's biggest bitcoin Ponzi scheme",
    where: 'South Africa, 2018 to 2021',
    whatHappened: [
      'Mirror Trading International (MTI), run by Johann Steynberg, took bitcoin from the public for what it said was an automated forex trading bot. It promised members average returns of about 10% a month, with bonuses for recruiting others, and drew in members around the world.',
      'There was no real trading. In June 2022 the US Commodity Futures Trading Commission (CFTC) charged Steynberg and MTI. It said they had taken at least 29,421 bitcoin, worth over US$1.7 billion, from about 23,000 people in the US and many more worldwide. It said they had misused all of it. The CFTC called it the largest bitcoin fraud it had ever charged. In 2023 a US court ordered more than US$1.7 billion in restitution to victims.',
      'MTI collapsed in December 2020 when Steynberg vanished while travelling abroad. The company went into liquidation, and in April 2023 a Western Cape High Court judge ruled that it was an unlawful pyramid and Ponzi-type scheme. Steynberg was arrested in Brazil in December 2021 for using a false identity document. He was reported to have died there in April 2024 while fighting extradition to South Africa.',
    ],
    source: cftcMti,
  },
  statistics: [
    {
      text: 'Investment fraud was the costliest crime type reported to the FBI in 2025, for the third year running, with more than US$8.6 billion in losses. Crypto investment scams made up most of it.',
      year: 2025,
      source: ic3Report2025,
    },
    {
      text: 'In the UK, losses to investment scams rose 55% to £97.7 million in the first half of 2025. That was 38% of all money lost to authorised push payment fraud.',
      year: 2025,
      source: ukFinanceHalfYear2025,
    },
  ],
  whoIsTargeted: [
    'Anyone with savings can be targeted. Scammers favour people looking for better returns, such as those saving for or living in retirement, and younger adults drawn to crypto.',
    'Schemes like MTI spread through trust, with members recruiting family, friends, colleagues and community groups. Bank staff often see the other side: customers making large, unusual transfers to crypto exchanges or new payees, sometimes while a scammer coaches them on the phone.',
  ],
  howToDefend: [
    '[User Education and Training](/defenses/UserEducation) is the stronger of the two defences in the game for this fraud. Customers and staff who know the signs, especially guaranteed high returns and recruitment bonuses, are much harder to fool. Branch and call-centre staff who notice a worried customer making an unusual transfer can step in. Even so, education only goes so far against a victim who has been groomed for weeks.',
    '[Verification Protocols](/defenses/VerificationProtocols) help in a narrower way. Checking that a firm is an authorised FSP on the FSCA register, confirming payee names, and pausing large first payments to new crypto or overseas payees for a conversation all catch some scams. But a check cannot stop a customer who truly wants to pay: a coached victim will simply confirm their own payment. That is why even the best level of this defence stops only about half the damage in the game.',
    "For customers, the simplest rules work best: if it sounds too good to be true, it is. Check the FSCA register before you invest, never pay into a personal account, and never pay a 'fee' to withdraw your own money.",
  ],
  ifItHappensToYou: {
    steps: [
      "Stop paying. Do not send any 'fees' or 'taxes' to release your money; they are part of the scam.",
      "Call your bank's fraud line at once on the number on your card, to try to stop or recall recent payments.",
      'Save screenshots, chats, wallet addresses and proof of payment.',
      'Report the scheme to the FSCA and open a case at a police station.',
      "Beware of 'recovery' firms that promise to get your money back for an upfront fee. They are often scammers too.",
    ],
    southAfrica: [
      FSCA,
      withHow(
        BANK_FRAUD_LINE,
        'Call at once on the number on your card to try to stop or recall card or EFT payments.',
      ),
      withHow(
        SAPS,
        'Open a case at a police station with all your records, and keep the CAS case number.',
      ),
    ],
    international: [
      withHow(
        IC3,
        'Report investment and crypto scams involving US platforms, companies or victims.',
      ),
      REPORT_FRAUD_UK,
    ],
  },
  glossary: [
    {
      term: 'Ponzi scheme',
      definition:
        "A fraud that pays early investors 'returns' out of newer investors' money until it collapses.",
    },
    {
      term: 'Pyramid scheme',
      definition:
        'A scheme that rewards members mainly for recruiting others rather than for any real product or investment.',
    },
    {
      term: 'Financial services provider (FSP)',
      definition:
        'A firm or adviser licensed by the FSCA to give financial advice or sell financial products in South Africa.',
    },
    {
      term: 'Pig butchering',
      definition:
        'A scam in which a criminal builds a long online friendship or romance before pushing a fake investment.',
    },
    {
      term: 'Recovery scam',
      definition:
        'A follow-up scam that targets past victims with offers to recover lost money for a fee.',
    },
  ],
  quiz: [
    {
      id: 'InvestmentScam-1',
      kind: 'scenario',
      prompt:
        "A friend invites you to a WhatsApp group for a crypto 'trading bot' that pays 10% a month, with a bonus for every person you bring in. She shows you her growing balance. What is the best response?",
      options: [
        {
          text: 'Invest a small amount to test it, since your friend is making money.',
          explanation:
            'Ponzi schemes often pay early withdrawals to build trust. Your friend may be a victim who has not yet lost her money.',
          correct: false,
        },
        {
          text: 'Check the FSCA register and treat the fixed high return and recruitment bonus as red flags.',
          explanation:
            'Correct. Guaranteed high returns and paying people to recruit are classic signs of a pyramid or Ponzi scheme, as with MTI.',
          correct: true,
        },
        {
          text: 'Invite other friends first so you earn bonuses before investing.',
          explanation: 'Recruiting others spreads the losses to people you care about.',
          correct: false,
        },
      ],
    },
    {
      id: 'InvestmentScam-2',
      kind: 'knowledge',
      prompt: 'What is a Ponzi scheme?',
      options: [
        {
          text: 'A legal fund that invests only in shares.',
          explanation: 'A Ponzi scheme is a fraud, not a real fund.',
          correct: false,
        },
        {
          text: 'A type of savings account with a fixed interest rate.',
          explanation:
            'Real savings accounts are run by regulated banks and do not depend on new depositors.',
          correct: false,
        },
        {
          text: "A fraud that pays early investors 'returns' out of later investors' money.",
          explanation:
            'Correct. It looks profitable until new money dries up, and then it collapses.',
          correct: true,
        },
      ],
    },
    {
      id: 'InvestmentScam-3',
      kind: 'scenario',
      prompt:
        "You tried to withdraw your 'profits' from an online trading platform. Support says you must first pay a 15% tax to release the funds. What does this tell you?",
      options: [
        {
          text: 'It is normal; taxes are always paid before withdrawals.',
          explanation:
            'Real investment firms do not hold your money hostage until you pay an extra fee.',
          correct: false,
        },
        {
          text: 'You should pay quickly before the tax rate goes up.',
          explanation:
            'Any fee you pay is lost as well. This is how scammers squeeze more out of victims.',
          correct: false,
        },
        {
          text: 'You should borrow the money to pay the tax.',
          explanation: 'Borrowing only deepens the loss, because the money goes to the scammer.',
          correct: false,
        },
        {
          text: 'It is a strong sign of a scam. Stop paying and contact your bank and the FSCA.',
          explanation:
            "Correct. Demands for 'fees' or 'taxes' before a withdrawal are one of the clearest signs of an investment scam.",
          correct: true,
        },
      ],
    },
    {
      id: 'InvestmentScam-4',
      kind: 'knowledge',
      prompt:
        'How much bitcoin did the CFTC say Mirror Trading International took from the public?',
      options: [
        {
          text: 'At least 29,421 bitcoin, worth over US$1.7 billion',
          explanation: 'Correct. The CFTC called it the largest bitcoin fraud it had ever charged.',
          correct: true,
        },
        {
          text: 'About 29 bitcoin',
          explanation: 'Far too low. MTI took tens of thousands of bitcoin.',
          correct: false,
        },
        {
          text: 'About 2,900 bitcoin',
          explanation: 'Too low by a factor of ten.',
          correct: false,
        },
      ],
    },
    {
      id: 'InvestmentScam-5',
      kind: 'knowledge',
      prompt:
        'Where can you check whether an investment firm or adviser in South Africa is authorised?',
      options: [
        {
          text: "On the firm's own website",
          explanation:
            'Scammers put fake licence numbers on their websites. Always check an independent source.',
          correct: false,
        },
        {
          text: "On the FSCA's register of financial services providers",
          explanation:
            'Correct. The FSCA licenses FSPs, so its register is the place to check, and to report unregistered firms.',
          correct: true,
        },
        {
          text: 'In the comments under a social media advert',
          explanation: 'Comments are easy to fake and often written by the scammers themselves.',
          correct: false,
        },
        {
          text: 'By asking the person who is selling the investment',
          explanation: "A scammer will simply say yes, or give you someone else's FSP number.",
          correct: false,
        },
      ],
    },
    {
      id: 'InvestmentScam-6',
      kind: 'knowledge',
      prompt: 'Why can verification checks by a bank stop only part of investment scam losses?',
      options: [
        {
          text: 'Because banks are not allowed to talk to customers about payments.',
          explanation: 'Banks can and do question unusual payments.',
          correct: false,
        },
        {
          text: 'Because the customer often truly wants to pay and will confirm the payment themselves.',
          explanation:
            "Correct. A coached victim believes in the investment, so checks that ask 'is this really you?' get a yes.",
          correct: true,
        },
        {
          text: 'Because investment scams never use bank transfers.',
          explanation:
            'Many victims pay by bank transfer, often to crypto exchanges or personal accounts.',
          correct: false,
        },
      ],
    },
    {
      id: 'InvestmentScam-7',
      kind: 'scenario',
      prompt:
        'A retired customer asks your branch to transfer R600,000 of her pension to a crypto exchange. She says an online friend she has never met has been teaching her to trade and is "helping her grow her savings". What should you do?',
      options: [
        {
          text: 'Process it at once; it is her money.',
          explanation:
            'A large first payment to crypto, guided by an online friend she has never met, matches a pig-butchering scam. Staff can help by pausing to talk.',
          correct: false,
        },
        {
          text: 'Tell her to split it into smaller payments to avoid questions.',
          explanation: 'This helps the scammer and removes the chance to protect her.',
          correct: false,
        },
        {
          text: 'Gently pause, ask how she met the friend and how she checked the platform, explain the warning signs, and follow your escalation process.',
          explanation:
            "Correct. A calm conversation about the red flags can break the scammer's hold before the money leaves.",
          correct: true,
        },
      ],
    },
    {
      id: 'InvestmentScam-8',
      kind: 'knowledge',
      prompt: 'Which of these is a warning sign of an investment scam?',
      options: [
        {
          text: 'The adviser explains that returns can go down as well as up.',
          explanation: 'Honest firms explain risk. Scammers promise there is none.',
          correct: false,
        },
        {
          text: 'The firm is listed on the FSCA register under its own name.',
          explanation:
            'This is a good sign, although you should still check the contact details match.',
          correct: false,
        },
        {
          text: 'You are told to pay only in crypto or into a personal bank account.',
          explanation:
            'Correct. Real firms take money into business accounts held in their own name, not personal accounts or crypto only.',
          correct: true,
        },
        {
          text: 'You are given time to think and talk to your family.',
          explanation: 'Scammers do the opposite: they push you to act fast and keep it secret.',
          correct: false,
        },
      ],
    },
    {
      id: 'InvestmentScam-9',
      kind: 'knowledge',
      prompt: 'Which crime type caused the biggest reported losses to the FBI in 2025?',
      options: [
        {
          text: 'ATM skimming',
          explanation: 'ATM skimming causes far smaller losses than investment fraud.',
          correct: false,
        },
        {
          text: 'Ransomware',
          explanation: 'Ransomware is damaging, but its reported losses were far lower.',
          correct: false,
        },
        {
          text: 'Investment fraud, with more than US$8.6 billion in losses',
          explanation:
            'Correct. It was the costliest type for the third year running, driven by crypto investment scams.',
          correct: true,
        },
      ],
    },
    {
      id: 'InvestmentScam-10',
      kind: 'scenario',
      prompt:
        'After losing money to a fake trading platform, you get a message from a firm offering to recover your funds for an upfront fee of R20,000. What should you do?',
      options: [
        {
          text: 'Ignore it and report it. Recovery offers that want a fee up front are usually scams too.',
          explanation:
            'Correct. Criminals target past victims a second time. Report your loss to your bank, the FSCA and SAPS instead.',
          correct: true,
        },
        {
          text: 'Pay half now and half when the money is recovered.',
          explanation: 'Any upfront payment is likely to be lost as well.',
          correct: false,
        },
        {
          text: 'Send them your bank login so they can trace the payments.',
          explanation: 'Never share your banking login. This could lead to even bigger losses.',
          correct: false,
        },
      ],
    },
  ],
  sources: [cftcMti, mtiAftermath, mtiRestitution, ic3Report2025, ukFinanceHalfYear2025],
};
