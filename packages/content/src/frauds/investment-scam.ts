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
    '[User Education and Training](/defenses/UserEducation) helps at the edges. Customers and staff who know the signs, especially guaranteed high returns and recruitment bonuses, are harder to fool, and branch and call-centre staff who notice a worried customer making an unusual transfer can step in. But no study has measured how much awareness training cuts investment-scam losses, and education goes only so far against a victim who has been groomed for weeks.',
    '[Verification Protocols](/defenses/VerificationProtocols) help in a narrower way. Checking that a firm is an authorised FSP on the FSCA register, confirming payee names, and pausing large first payments to new crypto or overseas payees for a conversation all catch some scams. But a check cannot stop a customer who truly wants to pay: a coached victim will simply confirm their own payment. That is why even a strict protocol stops only part of this fraud, and why the pause for a conversation matters more than the check itself.',
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
        "A friend invites you to a WhatsApp group for a crypto 'trading bot' that pays 10% a month, with a bonus for each person you bring in. She shows you her growing balance. What is the best response?",
      options: [
        {
          text: 'Start small and make a quick withdrawal first, to see whether payouts are real.',
          explanation:
            'Ponzi schemes often pay small early withdrawals to build trust. Your friend may be a victim who has not lost her money yet.',
          correct: false,
        },
        {
          text: 'Treat the fixed 10% a month and the bonus for recruits as warning signs.',
          explanation:
            'A fixed high return and pay for recruiting are classic signs of a Ponzi or pyramid scheme, as in the MTI case. Check the FSCA register too.',
          correct: true,
        },
        {
          text: 'Ask to see her statement showing real payouts, then decide.',
          explanation:
            "Real payouts prove little. Early investors are often paid out of later investors' money until new money dries up.",
          correct: false,
        },
        {
          text: 'Join, but take your profits out each week to limit the risk.',
          explanation:
            'Small withdrawals may be paid out to build trust, then blocked once you invest more. Staying in the scheme keeps your money at risk.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Your cousin Thabiso adds you to a Telegram channel for a forex 'AI trader' that promises 12% monthly, plus a reward for each new member you sign up. He shows you his rising balance. What is the wisest response?",
          options: [
            {
              text: 'Put in a little and withdraw it fast to test whether the payouts are genuine.',
              explanation:
                'Ponzi schemes often pay out small early withdrawals to build trust. Thabiso may be a victim who simply has not lost his money yet.',
            },
            { text: 'Regard the set 12% monthly payout and the sign-up reward as red flags.' },
            { text: 'Ask him for proof of real withdrawals before deciding.' },
            { text: 'Join, but pull your gains out weekly to keep the risk down.' },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-2',
      kind: 'knowledge',
      prompt: 'What is a Ponzi scheme?',
      options: [
        {
          text: 'A legal fund that invests in shares through a licensed adviser',
          explanation:
            'A Ponzi scheme is a fraud, not a real fund, even when it claims to work through a licensed adviser.',
          correct: false,
        },
        {
          text: 'A savings account that pays a fixed rate set by the bank',
          explanation:
            'Real savings accounts are run by regulated banks and do not depend on new depositors to pay their interest.',
          correct: false,
        },
        {
          text: "A con that pays old members with new members' deposits",
          explanation:
            'It looks profitable while new money keeps coming in. When new money dries up, it collapses, as MTI did.',
          correct: true,
        },
        {
          text: 'A high-risk crypto fund that is legal but has no set return',
          explanation:
            "A legal fund with no set return is a risky investment, not a Ponzi scheme. A Ponzi scheme pays 'returns' out of newer investors' money.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Which description fits a Ponzi scheme?',
          options: [
            { text: 'A lawful fund buying shares through a licensed financial adviser' },
            { text: 'A bank savings account earning a fixed rate of interest' },
            { text: "A con in which newcomers' money funds older members' payouts" },
            { text: 'A risky but legal crypto fund with no promised return' },
          ],
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
          text: 'Pay it, since tax on profits is normally taken before payout.',
          explanation:
            "Real firms do not hold your money until you pay an extra fee. A demand for 'tax' before a withdrawal is a classic scam sign.",
          correct: false,
        },
        {
          text: 'Ask support to deduct the tax from your profits and pay out the rest.',
          explanation:
            "Real firms do not hold your money until you pay an extra fee, and the 'profits' are invented, so there is nothing to deduct from. A fee to release funds is a classic scam sign.",
          correct: false,
        },
        {
          text: 'Borrow the money to pay the tax, as the profits cover it.',
          explanation:
            "The 'profits' on the dashboard are invented, so they cover nothing. Borrowing deepens the loss.",
          correct: false,
        },
        {
          text: "Treat the 'tax' on your profits as a scam sign, and stop paying.",
          explanation:
            "Fees or 'taxes' to release your money are part of the scam. Stop paying, call your bank's fraud line and report it to the FSCA.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "When you ask a crypto investment app to pay out your 'gains', an agent on live chat says a 20% 'release fee' must be paid before any money can leave. What should you make of this?",
          options: [
            {
              text: 'Check that the fee matches the normal rate for gains, then pay it.',
              explanation:
                'Real firms do not hold your money back until you pay an extra fee. A demand for a fee before a withdrawal is a classic scam sign, whatever the rate.',
            },
            { text: 'Ask the agent to subtract the fee from your gains and send the balance.' },
            { text: 'Take out a loan for the fee; the gains more than cover it.' },
            { text: "Treat the 'release fee' as the mark of a con and stop sending money." },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-5',
      kind: 'knowledge',
      prompt:
        'Where should you check whether an investment firm or adviser in South Africa is authorised?',
      options: [
        {
          text: "On the licence page of the firm's own website",
          explanation:
            "Scammers post fake licence numbers on their sites, or use someone else's FSP number. Check an independent source.",
          correct: false,
        },
        {
          text: "On the FSCA's register of authorised providers",
          explanation:
            'The FSCA licenses financial services providers, so its register is the place to check. You can also report unregistered firms to it.',
          correct: true,
        },
        {
          text: "In the reviews under the firm's social media adverts",
          explanation:
            'Comments and reviews are easy to fake, and scammers often write them themselves.',
          correct: false,
        },
        {
          text: 'By asking the adviser to send a copy of the licence',
          explanation:
            'A licence copy is easy to forge or to borrow from a real firm. Check the FSCA register yourself.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A South African adviser offers to manage your savings. Which source tells you reliably whether he is authorised?',
          options: [
            { text: "The licence section on the adviser's own website" },
            { text: "The FSCA's online search of licensed providers" },
            { text: "Comments left under the adviser's social media posts" },
            { text: 'A scanned licence certificate the adviser emails you' },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-6',
      kind: 'knowledge',
      prompt: "Why do a bank's payment checks catch some investment scams but miss many others?",
      options: [
        {
          text: 'Someone who believes the story will simply approve the payment.',
          explanation:
            "A groomed customer truly wants to pay, so a check that asks 'is this really you?' gets a yes. That is why education matters too.",
          correct: true,
        },
        {
          text: 'Banks are not allowed to question how customers spend money.',
          explanation:
            'Banks can and do question unusual payments, for example by pausing a large first payment to a new crypto payee.',
          correct: false,
        },
        {
          text: 'Scammers avoid bank transfers and take cash in person instead.',
          explanation:
            'Many victims pay by bank transfer, often to crypto exchanges or personal accounts, so banks do see these payments.',
          correct: false,
        },
        {
          text: "Checks look at the payee's name and pay no attention to the amount.",
          explanation:
            'Payment checks can look at both. Large first payments to new crypto or overseas payees can be paused for a conversation.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Banks pause some unusual payments to new crypto payees. Why do many investment scams still get through?',
          options: [
            { text: "Convinced customers say yes when asked if it's really them." },
            { text: 'The law bars banks from asking customers about their spending.' },
            { text: 'Scammers collect payments in person rather than by transfer.' },
            { text: 'The checks compare payee names but pay no heed to the amount sent.' },
          ],
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
          text: 'Process it at once, since it is her money and her decision.',
          explanation:
            'A large first payment to crypto, guided by someone she has never met, matches a pig-butchering scam. Staff can help by pausing to talk.',
          correct: false,
        },
        {
          text: 'Suggest she split it into smaller payments to avoid delays.',
          explanation:
            'Splitting the payment helps the scammer by avoiding the checks that might protect her.',
          correct: false,
        },
        {
          text: 'Pause it and ask how she met this friend and checked the site.',
          explanation:
            "A calm conversation about the warning signs can break the scammer's hold before the money leaves. Then follow your escalation process.",
          correct: true,
        },
        {
          text: 'Ask her to put the friend on the phone to explain the site.',
          explanation:
            'Bringing the scammer into the conversation lets them coach her. Victims are often guided on the phone while they pay.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'An elderly client, Mr Fourie, asks at your branch to send R450,000 of his savings to a crypto exchange. He explains that a woman he met online, but has never seen in person, has been coaching him to trade. What should you do?',
          options: [
            {
              text: 'Check his ID and process it; it is his money and his choice.',
              explanation:
                'A large first payment to crypto, guided by someone he has never met, matches a pig-butchering scam. Staff can help by pausing to talk.',
            },
            {
              text: 'Advise him to split it into smaller amounts to avoid delays.',
              explanation:
                'Splitting the payment helps the scammer by dodging the checks that might protect him.',
            },
            { text: 'Hold the transfer and ask how he met her and vetted the site.' },
            {
              text: 'Ask him to call his online friend so she can explain the platform.',
              explanation:
                'Bringing the scammer into the conversation lets her coach him. Victims are often guided on the phone while they pay.',
            },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-8',
      kind: 'knowledge',
      prompt: 'Which of these is a warning sign of an investment scam?',
      options: [
        {
          text: 'The adviser explains that your returns can go down as well as up.',
          explanation:
            'Honest firms explain risk. Scammers promise steady, high returns with little or no risk.',
          correct: false,
        },
        {
          text: 'The firm appears on the FSCA register under its own name.',
          explanation:
            'This is a good sign, although you should still check that the contact details match the register.',
          correct: false,
        },
        {
          text: "You must send crypto, or deposit into someone's own bank account.",
          explanation:
            'Real firms take money into business accounts in their own name. Crypto-only payment or a personal account is a red flag.',
          correct: true,
        },
        {
          text: 'You are given a week to think it over and talk to family.',
          explanation: 'Scammers do the opposite: they push you to act fast and keep it secret.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Which of the following should make you suspect that an investment offer is a scam?',
          options: [
            { text: 'The adviser warns that the value of your investment can fall.' },
            { text: 'The firm is listed on the FSCA register in its own name.' },
            { text: "Deposits go in bitcoin or to an individual's own account." },
            { text: 'You are encouraged to take time and discuss it with your family.' },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-10',
      kind: 'scenario',
      prompt:
        "Months after losing R90,000 to a fake trading site, you get an email from 'Asset Trace Partners'. They say they can get your money back for an upfront fee of R20,000. What should you do?",
      options: [
        {
          text: 'Report it and pay nothing: fee-first recovery offers are a known scam.',
          explanation:
            'Recovery scams target past victims a second time. Report the original loss to your bank, the FSCA and the police instead.',
          correct: true,
        },
        {
          text: 'Ask them for references from past clients before paying anything.',
          explanation:
            'References are easy to invent, and a real recovery never starts with an upfront fee to a stranger who found you. Report the offer instead.',
          correct: false,
        },
        {
          text: 'Give them your banking login so they can trace your payments.',
          explanation:
            'Sharing your banking login could lead to even bigger losses. A genuine firm does not need it to trace a payment.',
          correct: false,
        },
        {
          text: 'Check that they are a registered company, then pay the fee.',
          explanation:
            'A company registration is easy to find or fake and proves nothing about honesty. The upfront fee is the warning sign.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Half a year after losing R65,000 on a bogus forex site, you get a WhatsApp message from 'Reclaim Legal Group' offering to win it back for an upfront fee of R15,000. What should you do?",
          options: [
            { text: 'Say no and alert the regulator: paid-up-front recovery is a con.' },
            { text: 'Ask for reviews from earlier clients before you pay them anything.' },
            { text: 'Share your online banking login so they can trace the payments.' },
            { text: 'Search the company register for them, then pay the fee.' },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-11',
      kind: 'scenario',
      prompt:
        "A video advert on social media shows Lerato Dube, a well-known TV presenter, saying she made R2 million with the 'NovaYield AI' trading app and that you can start with R4,500. How should you treat it?",
      options: [
        {
          text: 'Trust it, since a famous presenter would not risk her name.',
          explanation:
            'Scammers use celebrity faces without permission, often in deepfake videos. The celebrity may know nothing about the advert.',
          correct: false,
        },
        {
          text: 'Sign up with a small amount first to see whether it works.',
          explanation:
            "Early 'profits' on a dashboard are invented to draw you in. Starting small is exactly how these scams begin.",
          correct: false,
        },
        {
          text: "Look for the same advert on the presenter's own page before signing up.",
          explanation:
            'Even a real endorsement says nothing about whether the firm is authorised, and scam adverts often use deepfakes of celebrities. Only the FSCA register shows whether the firm may take your money.',
          correct: false,
        },
        {
          text: "Do not invest until the regulator's register lists the company.",
          explanation:
            'Celebrity endorsements in online adverts are a warning sign and may be [deepfakes](/frauds/Deepfake). The FSCA register shows whether the firm is authorised.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "A sponsored video on social media shows a popular radio host, Sizwe Khumalo, claiming he earned R1.5 million with the 'QuantaEdge' trading bot and that anyone can begin with R3,000. How should you treat it?",
          options: [
            { text: 'Believe it; a well-known host would not gamble his reputation.' },
            { text: 'Test it with a little money first to see whether it pays.' },
            { text: "Check the host's own social media for the same advert first." },
            { text: "Hold off until the regulator's register shows the app's owner." },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-12',
      kind: 'scenario',
      prompt:
        'For six weeks Jason, whom you met on a dating app, has chatted with you daily. He has never video-called. Now he shows you his gains on a crypto platform and offers to teach you how to trade. What is most likely happening?',
      options: [
        {
          text: 'He trusts you now and is sharing something that works for him.',
          explanation:
            "The weeks of friendship are the set-up. In pig butchering, trust is built first so that the 'investment' feels safe.",
          correct: false,
        },
        {
          text: 'He is genuine, because a scammer would not wait six weeks.',
          explanation:
            'Waiting is part of the method. Scammers spend weeks on a victim because they expect a large payoff.',
          correct: false,
        },
        {
          text: 'Jason is running a pig-butchering scam on a crypto platform.',
          explanation:
            "In pig butchering, a criminal builds a friendship or romance online for weeks before bringing in the 'investment'.",
          correct: true,
        },
        {
          text: 'Ask Jason for a video call to check he is real before you trade.',
          explanation:
            "A video call can be faked, and even a real Jason would still be steering you to a platform he controls. Weeks of friendship before an 'investment' is the pattern of pig butchering.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'For two months Daniel, whom you met on a language-exchange app, has messaged you daily but keeps finding reasons not to video-call. Now he shows off profits on a crypto site and offers to coach you. What is most likely going on?',
          options: [
            { text: 'He trusts you by now and wants to share a method that works.' },
            { text: 'He must be genuine: no scammer would spend two months on one person.' },
            { text: 'Daniel is grooming you to put money into a sham trading site.' },
            {
              text: 'Ask Daniel for a video call to confirm he is real before you trade.',
              explanation:
                "A video call can be faked, and even a real Daniel would still be steering you to a platform he controls. Weeks of friendship before an 'investment' is the pattern of pig butchering.",
            },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-13',
      kind: 'scenario',
      prompt:
        "Three months ago Zanele put R10,000 into an online forex platform. Her dashboard now shows R31,000, and a R1,500 withdrawal last month arrived. The platform says she should add R50,000 to reach a 'VIP tier'. What should she take from this?",
      options: [
        {
          text: 'The paid withdrawal proves the platform and its profits are real.',
          explanation:
            'Small early withdrawals may be paid out to build trust. They show the scheme wants a bigger deposit next, not that it is real.',
          correct: false,
        },
        {
          text: 'The small withdrawal is bait for the R50,000, and the balance is made up.',
          explanation:
            'Scam dashboards show invented profits, and small payouts build trust before the push to invest more.',
          correct: true,
        },
        {
          text: 'Ask the platform for a full statement before adding the R50,000.',
          explanation:
            'A statement from the platform is made by the same people who invented the balance. Small payouts are bait before the push to invest more.',
          correct: false,
        },
        {
          text: 'The growth is fine, since forex returns of this size are normal.',
          explanation:
            'Tripling money in three months is far beyond normal. High, steady returns with little risk are a classic warning sign.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Four months ago Mpho put R8,000 into a crypto trading site. His account now shows R27,000, and R2,000 he withdrew in March reached his bank. The site urges him to deposit R40,000 to unlock 'Gold status'. What should he conclude?",
          options: [
            { text: 'The withdrawal that arrived confirms the site and its gains are genuine.' },
            { text: 'The R2,000 payout is bait for the R40,000, and the balance is fiction.' },
            { text: 'Ask the site for a full account history before depositing the R40,000.' },
            {
              text: 'Growth like this is normal in crypto trading, and the figures can be trusted.',
              explanation:
                'More than tripling money in four months is far beyond normal. High, steady returns with little risk are a classic warning sign.',
            },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-14',
      kind: 'scenario',
      prompt:
        "Brightpeak Capital's website lists FSP number 48213. When Thabo looks it up on the FSCA register, the number belongs to a different firm with another address and phone number. What should he conclude?",
      options: [
        {
          text: 'It is a clerical mix-up, so he can invest once Brightpeak fixes it.',
          explanation:
            "Using someone else's FSP number is a known trick to look legitimate. The register, not the firm, is the source to trust.",
          correct: false,
        },
        {
          text: 'Report the mix-up to Brightpeak so it can correct its website.',
          explanation:
            "This is unlikely to be a mix-up: borrowing a real firm's FSP number is a known trick. Telling Brightpeak only warns the scammers; report it to the FSCA.",
          correct: false,
        },
        {
          text: "He can invest if Brightpeak's call centre confirms the number is theirs.",
          explanation:
            "The firm will confirm whatever helps it. An FSP number must match the firm's own name and details on the FSCA register.",
          correct: false,
        },
        {
          text: "Brightpeak is using another firm's FSP number, so he should stay away.",
          explanation:
            "A scam firm borrows a real firm's number so that a quick check seems to pass. Compare the name and contact details, and report it to the FSCA.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "The website of 'Silverline Wealth' shows FSP number 51907. When Naledi searches the FSCA register, that number belongs to another company, with a different address and phone line. What should she conclude?",
          options: [
            { text: "It's a typing error, so she can invest once Silverline corrects it." },
            {
              text: 'Tell Silverline about the error so it can fix its website.',
              explanation:
                "This is unlikely to be an error: borrowing a real firm's FSP number is a known trick. Telling Silverline only warns the scammers; report it to the FSCA.",
            },
            { text: "She can invest if Silverline's helpline confirms the number is its own." },
            { text: 'Silverline is borrowing a licence, so she should steer clear.' },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-15',
      kind: 'knowledge',
      prompt: 'What makes a scheme a pyramid scheme?',
      options: [
        {
          text: 'It pays people chiefly for recruiting, rather than for selling anything.',
          explanation:
            'A pyramid scheme rewards recruiting rather than any real product or investment. Recruitment bonuses are a warning sign, as in MTI.',
          correct: true,
        },
        {
          text: "It lets a few people at the top own most of the firm's shares and profits.",
          explanation:
            'Concentrated ownership is common in real firms. The mark of a pyramid scheme is that members are paid for recruiting others.',
          correct: false,
        },
        {
          text: 'It pays members a fixed monthly return from trading in currencies.',
          explanation:
            'A fixed return from trading is what Ponzi schemes often claim. The pyramid part is pay for recruiting new members.',
          correct: false,
        },
        {
          text: 'It sells products in shops through layers of regional wholesalers.',
          explanation:
            'Ordinary supply chains have layers too. A pyramid scheme is defined by rewards for recruiting, with no real product behind them.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'What is the defining feature of a pyramid scheme?',
          options: [
            { text: 'Members earn mainly by enlisting newcomers, not by selling real goods.' },
            { text: "A small group at the top holds most of the company's shares and profit." },
            { text: 'Members receive a set monthly return from currency trading.' },
            { text: 'Goods reach shops through several tiers of regional distributors.' },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-16',
      kind: 'scenario',
      prompt:
        "Your 'account manager' at an online crypto platform tells you to keep your investment quiet. He says your bank may call to question the payment because 'banks hate crypto', and you should just say it is your own decision. What does this tell you?",
      options: [
        {
          text: 'It is a scam sign, since real firms have nothing to hide from banks.',
          explanation:
            'Pressure to keep it secret or to ignore warnings from your bank is a classic warning sign. Scammers coach victims so that checks get a yes.',
          correct: true,
        },
        {
          text: 'Banks do dislike crypto, so his advice will save you hassle.',
          explanation:
            'Bank staff question large new crypto payments because that is where many scams send money. A warning from your bank is worth hearing.',
          correct: false,
        },
        {
          text: 'Ask him to put his advice in writing so you have a record for your bank.',
          explanation:
            'A written note from the scammer protects nobody. Being coached to hide a payment or to brush off your bank is the warning sign itself.',
          correct: false,
        },
        {
          text: 'It is normal advice for crypto, since the sector is unregulated.',
          explanation:
            'Whatever the asset, a firm that coaches you to mislead your bank is protecting itself, not you.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "The 'portfolio manager' on a forex app you joined urges you to tell no one about your deposits. If your bank phones about the transfer, he says, just tell them you chose it yourself: 'banks are jealous of our returns'. What does this tell you?",
          options: [
            { text: "It signals fraud: honest firms don't coach clients to mislead banks." },
            {
              text: 'Follow his advice and keep it quiet; banks do resent rivals.',
              explanation:
                'Banks question large transfers to new investment platforms because that is where many scams send money. A warning from your bank is worth hearing.',
            },
            { text: 'Ask him to put this in an email so you can show your bank later.' },
            {
              text: "It's standard advice on forex apps, where banks are often out of their depth.",
            },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-17',
      kind: 'knowledge',
      prompt:
        'Mirror Trading International said it used an automated forex trading bot. What did the US regulator, the CFTC, find?',
      options: [
        {
          text: 'The bot traded, but made heavy losses in a market crash.',
          explanation:
            'Nothing was lost in trading, because no real trading took place. A South African court later ruled MTI an unlawful pyramid and Ponzi-type scheme.',
          correct: false,
        },
        {
          text: 'The trading did not happen, and the bitcoin was misused.',
          explanation:
            'The CFTC said MTI took at least 29,421 bitcoin and misused all of it. A South African court later ruled it an unlawful pyramid and Ponzi-type scheme.',
          correct: true,
        },
        {
          text: 'The bot traded at a profit, but the managers took too much.',
          explanation:
            'There were no trading profits to take. The CFTC found there was no real trading, and the bitcoin was misused.',
          correct: false,
        },
        {
          text: 'The trading was real, but the firm did not hold a licence.',
          explanation:
            "The problem was not the paperwork: the trading itself did not exist, and members' bitcoin was misused.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'MTI told members that an automated bot traded forex with their bitcoin. What did the CFTC conclude about that trading?',
          options: [
            { text: 'Real trades were made, but a market crash wiped out the gains.' },
            { text: 'The trades never existed, and the bitcoin was put to other use.' },
            { text: 'The bot made money, but the bosses kept too large a share of it.' },
            { text: 'Trading did take place, but the firm lacked the right licence.' },
          ],
        },
      ],
    },
    {
      id: 'InvestmentScam-18',
      kind: 'scenario',
      prompt:
        'Ayesha has found out that the crypto platform she paid R45,000 into is fake. She is embarrassed and wants to delete the chats, screenshots and wallet details so she can move on. What should she do?',
      options: [
        {
          text: 'Delete them, since the platform is gone and they are of no use.',
          explanation:
            'The records are evidence. Her bank, the FSCA and the police need chats, wallet addresses and payment proof to act.',
          correct: false,
        },
        {
          text: "Send them to the platform's support team to ask for a refund.",
          explanation:
            "Support is run by the scammers, who may ask for a 'release fee'. The records belong with the bank, the FSCA and the police.",
          correct: false,
        },
        {
          text: 'Keep them to herself and wait to see if the site comes back.',
          explanation:
            'Waiting lets the money move further through crypto and mule accounts. Fast reporting gives the best chance to stop payments.',
          correct: false,
        },
        {
          text: 'Keep each message and payment record, since the police need them.',
          explanation:
            'Saved records help the bank try to recall payments and help the FSCA and police follow the money. Then report it and open a case.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Sipho discovers that the forex app he put R38,000 into is a fraud. Ashamed, he wants to wipe the chat history, screenshots and wallet addresses and forget about it. What should he do?',
          options: [
            {
              text: 'Wipe them; the app has vanished and the records are worthless now.',
              explanation:
                'The records are evidence. His bank, the FSCA and the police need chats, wallet addresses and payment proof to act.',
            },
            { text: "Forward them to the app's help desk and ask for his money back." },
            { text: 'Keep them private and wait to see whether the app returns.' },
            { text: 'Hold on to every chat and payment record for the bank and police.' },
          ],
        },
      ],
    },
  ],
  sources: [cftcMti, mtiAftermath, mtiRestitution, ic3Report2025, ukFinanceHalfYear2025],
};
