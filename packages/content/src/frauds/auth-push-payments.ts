import { BANK_FRAUD_LINE, IC3, REPORT_FRAUD_UK, SAFPS, SAPS, withHow } from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const ukFinance2025: Source = {
  title: 'Annual Fraud Report 2025',
  publisher: 'UK Finance',
  year: 2025,
  url: 'https://www.ukfinance.org.uk/policy-and-guidance/reports-and-publications/annual-fraud-report-2025',
};

const psrOneYear: Source = {
  title: 'One year on: impact of APP reimbursement on victims',
  publisher: 'Payment Systems Regulator',
  year: 2025,
  url: 'https://www.psr.org.uk/news-and-updates/latest-news/news/one-year-on-impact-of-app-reimbursement-on-victims',
};

const sabric2024: Source = {
  title: 'Digital banking fraud doubled in 2024 (report on SABRIC Annual Crime Statistics 2024)',
  publisher: 'Stuff (South Africa)',
  year: 2025,
  url: 'https://stuff.co.za/2025/09/03/digital-banking-fraud-doubled-in-2024-as-ai',
};

const philippCase: Source = {
  title: 'Philipp (Respondent) v Barclays Bank UK PLC (Appellant), case 2022/0075, [2023] UKSC 25',
  publisher: 'The Supreme Court of the United Kingdom',
  year: 2023,
  url: 'https://www.supremecourt.uk/cases/uksc-2022-0075.html',
};

const psrFirstYear: Source = {
  title: '£173m returned to APP fraud victims in first year of new reimbursement rules',
  publisher: 'The Independent (PA Media), reporting Payment Systems Regulator data',
  year: 2026,
  url: 'https://www.the-independent.com/money/uk-finance-hm-revenue-and-customs-b2910984.html',
};

const psrLaunch: Source = {
  title: 'Groundbreaking new protections for victims of APP scams start today',
  publisher: 'Payment Systems Regulator',
  year: 2024,
  url: 'https://psr.org.uk/news-and-updates/latest-news/news/groundbreaking-new-protections-for-victims-of-app-scams-start-today',
};

export const fraud: FraudContent = {
  id: 'AuthPushPayments',
  summary:
    'Criminals trick a person into sending money themselves, so the bank sees a real, authorised payment.',
  whatItIs: [
    'Authorised push payment (APP) fraud happens when someone is tricked into sending money from their own account to an account a criminal controls. Nothing is hacked. The real account holder approves the payment, so to the bank it looks normal.',
    'The lie can be about who is being paid or why: “safe account” calls from a fake bank or police officer, fake sellers online, investment and romance scams, or invoices with changed bank details. See also [Investment Scams](/frauds/InvestmentScam), [Vishing](/frauds/Vishing) and [Business Email Compromise](/frauds/BusinessEmailCompromise).',
    'Speed makes it dangerous. An instant payment lands in seconds and is moved on fast, so a later recall often fails.',
  ],
  howItWorks: [
    'The criminal makes contact by phone, SMS, WhatsApp, email or an online advert, posing as a bank, the police, a seller or a trusted company.',
    'They tell a story that makes paying feel urgent: the account is under attack, a bargain will sell out, or a supplier has new bank details.',
    'They prepare the victim for the bank’s checks, telling them to give a false reason or to stay on the phone while they pay.',
    'The victim pays, usually into a money mule’s account.',
    'Within minutes the money is split, withdrawn or turned into crypto, which makes recovery hard.',
  ],
  warningSigns: [
    'Someone claiming to be your bank, the police or a regulator asks you to move money to a “safe account”. Real ones never do.',
    'You are told to lie to your bank about a payment, or to ignore a warning in your banking app.',
    'The name on the receiving account does not match who you think you are paying.',
    'A seller only accepts bank transfers, at a price far below everyone else.',
    'A supplier, landlord or lawyer suddenly has “new bank details”.',
    'The caller rushes you and will not let you hang up to check.',
    'For staff: a nervous customer, coached on the phone, makes a large first payment to a new payee.',
  ],
  realCase: {
    title: 'Philipp v Barclays: £700,000 sent to “safe accounts”',
    where: 'United Kingdom, 2018',
    whatHappened: [
      'In 2018 a fraudster posing as an officer of the UK’s Financial Conduct Authority, working with the National Crime Agency, convinced Dr and Mrs Philipp that their savings were at risk. Mrs Philipp told her bank, Barclays, to send £700,000 in two payments to accounts in the United Arab Emirates. The bank did so. Attempts to recall the money failed.',
      'Mrs Philipp sued, saying the bank should have refused. On 12 July 2023 the UK Supreme Court ruled unanimously for Barclays: when customers give a clear instruction themselves, the bank’s basic duty is to carry it out, and refund rules are for Parliament and regulators. A smaller claim about how fast the bank tried to recall the money was allowed to continue.',
      'The lesson: once a deceived customer insists, the bank has little power to refuse. The best chances are a good conversation before the money leaves and very fast action after.',
    ],
    source: philippCase,
  },
  statistics: [
    {
      text: 'UK banks reported £450.7 million lost to APP fraud in 2024, 2% less than in 2023. Cases fell 20% to just under 186,000, while investment scam losses rose 34% to £144.4 million.',
      year: 2024,
      source: ukFinance2025,
    },
    {
      text: 'The UK made refunds for most APP scam victims compulsory on 7 October 2024. In the first year, to 30 September 2025, about £173 million was handed back, which the Payment Systems Regulator said was 88% of the money lost to APP scams.',
      year: 2025,
      source: psrFirstYear,
    },
    {
      text: 'SABRIC reported that digital banking fraud incidents in South Africa rose 86% in 2024 and losses 74%, mainly through social engineering that tricked people into giving away passwords, PINs or approvals.',
      year: 2024,
      source: sabric2024,
    },
  ],
  whoIsTargeted: [
    'Anyone who can make a payment. Impersonation calls go after people with savings, purchase scams after online shoppers, and invoice scams after small businesses, charities and home buyers, where one payment can be large.',
    'Bank staff are targeted too. Criminals coach victims on what to tell tellers and call-centre agents, so a calm, curious question can be the last chance to stop the payment.',
  ],
  howToDefend: [
    '[Verification Protocols](/defenses/VerificationProtocols) are the strongest defence in the game. Level 1 is a call-back on a number already on file. Level 2 adds code words and payee name checks. Level 3 means an independent check of every high-risk payment, with no exceptions for urgency. These stop most invoice and impersonation tricks, but a victim who believes the story may still confirm the payment, so even level 3 stops about 80%, not everything.',
    '[User Education and Training](/defenses/UserEducation) helps less than people expect. A yearly course stops only about 15%. Regular practice and a culture where people feel safe to pause and report reach about 45%. No training makes anyone immune to a skilled caller.',
    'Good habits help at every level: treat any “safe account” request as a scam, confirm new bank details on a number you already trust, and slow down large first payments. Layers multiply, so both defences together stop more than either alone. In the UK, banks must now refund most APP victims up to £85,000, but do not assume other countries do the same.',
  ],
  ifItHappensToYou: {
    steps: [
      'Call your bank’s fraud line at once, using the number on your card or in the official app, and ask them to recall the payment.',
      'Stop all contact with the criminal and send nothing more.',
      'Keep the evidence: messages, numbers, payee details and screenshots.',
      'Open a police case and give the case number to your bank.',
      'If you shared ID details, apply for SAFPS Protective Registration. Ignore anyone offering to “recover” your money for a fee.',
    ],
    southAfrica: [
      BANK_FRAUD_LINE,
      withHow(
        SAPS,
        'Open a case at a police station. Call 10111 in an emergency or Crime Stop on 08600 10111 for tip-offs.',
      ),
      withHow(
        SAFPS,
        'Free Protective Registration warns member banks and lenders that your identity may be misused.',
      ),
    ],
    international: [
      REPORT_FRAUD_UK,
      withHow(IC3, 'Report internet fraud that involves the United States.'),
    ],
  },
  glossary: [
    {
      term: 'Authorised push payment',
      definition:
        'A payment the account holder sends themselves, rather than one taken without permission.',
    },
    {
      term: 'Money mule',
      definition:
        'A person whose account is used to receive and pass on stolen money. It is a crime, even if they were tricked into it.',
    },
    {
      term: 'Payee name check',
      definition:
        'A check that the name you typed matches the name on the receiving account. The UK version is called Confirmation of Payee.',
    },
    {
      term: 'Recall',
      definition:
        'A request to the receiving bank to send a payment back. It only works if the money is still there.',
    },
  ],
  quiz: [
    {
      id: 'AuthPushPayments-1',
      kind: 'knowledge',
      prompt: 'What makes authorised push payment fraud different from a hacked account?',
      options: [
        {
          text: 'The criminal logs in to the victim’s account with a stolen password.',
          explanation:
            'That is account takeover. In APP fraud nobody breaks in; the victim makes the payment.',
          correct: false,
        },
        {
          text: 'The victim makes the payment themselves after being deceived.',
          explanation:
            'Right. The account holder gives a genuine instruction, so to the bank it looks like a normal payment.',
          correct: true,
        },
        {
          text: 'The money is always taken from a credit card.',
          explanation:
            'APP fraud usually uses bank transfers such as instant EFTs, not card payments.',
          correct: false,
        },
      ],
    },
    {
      id: 'AuthPushPayments-2',
      kind: 'scenario',
      prompt:
        'You get a call from “your bank’s fraud team”. The caller ID shows the bank’s real number. They say criminals are inside your account and you must move your savings to a “safe account” now. What do you do?',
      options: [
        {
          text: 'Move the money, because the caller ID proves it is the bank.',
          explanation:
            'Caller ID can be faked. Real banks never ask you to move money to a safe account.',
          correct: false,
        },
        {
          text: 'Ask the caller for their name and staff number, then do as they say.',
          explanation:
            'Criminals happily give fake names and numbers. Checking with the caller proves nothing.',
          correct: false,
        },
        {
          text: 'Hang up and call the bank yourself on the number on your card.',
          explanation:
            'Right. Using a number you already trust cuts the criminal out. The “safe account” request is the giveaway.',
          correct: true,
        },
      ],
    },
    {
      id: 'AuthPushPayments-3',
      kind: 'knowledge',
      prompt: 'What did the UK Supreme Court decide in Philipp v Barclays (2023)?',
      options: [
        {
          text: 'Barclays had to refund the full £700,000.',
          explanation: 'No. The court ruled for the bank on the main claim.',
          correct: false,
        },
        {
          text: 'A bank’s basic duty is to carry out a customer’s clear, personal payment instruction, and refund rules are for Parliament and regulators.',
          explanation:
            'Right. The court held the bank did not owe a duty to refuse her own instruction, though a smaller claim about recall speed could continue.',
          correct: true,
        },
        {
          text: 'Customers may never sue their bank over fraud.',
          explanation:
            'The court did not say that. It even let a claim about the recall attempt go ahead.',
          correct: false,
        },
        {
          text: 'The fraudsters were caught and the money was recovered.',
          explanation: 'The money was lost; attempts to recall it failed.',
          correct: false,
        },
      ],
    },
    {
      id: 'AuthPushPayments-4',
      kind: 'scenario',
      prompt:
        'Your small business gets an email from a regular supplier: “We have changed banks. Please pay this month’s invoice into the new account below.” The email address looks right. What is the safest next step?',
      options: [
        {
          text: 'Reply to the email and ask them to confirm the new details.',
          explanation:
            'If the mailbox is hacked or faked, the criminal will simply confirm. Use a different channel.',
          correct: false,
        },
        {
          text: 'Pay a small test amount first to the new account.',
          explanation:
            'A test payment only proves the account exists. It does not prove who owns it.',
          correct: false,
        },
        {
          text: 'Pay, since the email address is correct.',
          explanation: 'Addresses can be spoofed, and real mailboxes can be taken over.',
          correct: false,
        },
        {
          text: 'Call the supplier on a phone number you already had on file and check.',
          explanation:
            'Right. A call-back on a known number is the basic verification that breaks this scam.',
          correct: true,
        },
      ],
    },
    {
      id: 'AuthPushPayments-5',
      kind: 'knowledge',
      prompt: 'Why is it so hard to get money back after an APP fraud?',
      options: [
        {
          text: 'Criminals move the money on within minutes or hours, often through mule accounts or into crypto.',
          explanation:
            'Right. A recall only works if the money is still in the receiving account, so speed is everything.',
          correct: true,
        },
        {
          text: 'Banks are not allowed to contact other banks.',
          explanation: 'Banks can and do ask receiving banks to freeze and return funds.',
          correct: false,
        },
        {
          text: 'Instant payments cannot be traced at all.',
          explanation:
            'They can be traced, but tracing does not bring the money back once it has been spent or moved.',
          correct: false,
        },
      ],
    },
    {
      id: 'AuthPushPayments-6',
      kind: 'knowledge',
      prompt: 'In the game, which defence stops the most APP fraud?',
      options: [
        {
          text: 'User Education and Training',
          explanation:
            'It helps, but a yearly course stops only about 15%, and even a strong culture reaches about 45%.',
          correct: false,
        },
        {
          text: 'Verification Protocols',
          explanation:
            'Right. Call-backs, payee name checks and out-of-band checks stop up to about 80% in the game.',
          correct: true,
        },
        {
          text: 'Regular Password Changes',
          explanation:
            'Changing passwords does nothing here, because the victim makes the payment willingly.',
          correct: false,
        },
      ],
    },
    {
      id: 'AuthPushPayments-7',
      kind: 'scenario',
      prompt:
        'You work in a branch. An older customer wants to send R250,000 to a new overseas account. They are on the phone with someone, look nervous, and say it is “for a family matter” but will not say more. What do you do?',
      options: [
        {
          text: 'Process it quickly so the customer is not kept waiting.',
          explanation: 'Speed helps the criminal. These are classic signs of a coached victim.',
          correct: false,
        },
        {
          text: 'Ask the customer to end the call, speak to them privately with open questions, and follow your bank’s escalation process.',
          explanation:
            'Right. Separating the victim from the coach and asking calm questions is often what breaks the spell.',
          correct: true,
        },
        {
          text: 'Refuse and tell the customer they are being foolish.',
          explanation:
            'Shaming pushes people away and back to the criminal. Stay calm, kind and follow the process.',
          correct: false,
        },
        {
          text: 'Ask the person on the phone to explain the payment.',
          explanation: 'That person is likely the criminal, who will have a ready story.',
          correct: false,
        },
      ],
    },
    {
      id: 'AuthPushPayments-8',
      kind: 'knowledge',
      prompt: 'What is a money mule?',
      options: [
        {
          text: 'A type of malware that steals banking passwords.',
          explanation: 'No, a mule is a person and their bank account, not software.',
          correct: false,
        },
        {
          text: 'A bank employee who approves large payments.',
          explanation: 'No. Staff who approve payments are not mules.',
          correct: false,
        },
        {
          text: 'Someone whose account is used to receive and pass on stolen money.',
          explanation:
            'Right. Mules may be paid or tricked, and letting your account be used this way is a crime.',
          correct: true,
        },
      ],
    },
    {
      id: 'AuthPushPayments-9',
      kind: 'knowledge',
      prompt: 'Why do payee name checks not stop every APP scam?',
      options: [
        {
          text: 'They only work on Sundays.',
          explanation: 'Name checks run all the time; that is not the limit.',
          correct: false,
        },
        {
          text: 'Criminals can pay the victim a refund to fool the check.',
          explanation: 'That is not how name checks work.',
          correct: false,
        },
        {
          text: 'Banks switch them off for large payments.',
          explanation:
            'There is no such rule; large payments are exactly where checks matter most.',
          correct: false,
        },
        {
          text: 'A deceived victim may pay an account in the mule’s real name, or ignore a “no match” warning.',
          explanation:
            'Right. The check only tells you whether the name matches; it cannot tell you the story is a lie.',
          correct: true,
        },
      ],
    },
    {
      id: 'AuthPushPayments-10',
      kind: 'scenario',
      prompt:
        'A week after losing money to a fake online seller, you get a message from a “fund recovery agency” that says it can get your money back for a R3,000 fee. What should you do?',
      options: [
        {
          text: 'Ignore it and report it, because recovery offers like this are often a second scam.',
          explanation:
            'Right. Criminals target people who have already lost money. Work only with your bank and the police.',
          correct: true,
        },
        {
          text: 'Pay the fee, since it is small compared with what you lost.',
          explanation: 'You would most likely lose the fee as well.',
          correct: false,
        },
        {
          text: 'Send them your banking login so they can trace the payment.',
          explanation: 'Never share login details. That would let them empty your account.',
          correct: false,
        },
      ],
    },
  ],
  sources: [ukFinance2025, psrFirstYear, psrOneYear, psrLaunch, sabric2024, philippCase],
};
