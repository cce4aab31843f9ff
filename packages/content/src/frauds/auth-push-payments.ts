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
    'A message from a “new number” claims to be your child or a friend and urgently asks for money.',
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
    '[Verification Protocols](/defenses/VerificationProtocols) are the strongest defence a bank has here. The simplest is a call-back on a number already on file; stronger banks add code words and payee name checks, and the strictest check every high-risk payment independently, with no exceptions for urgency. Each check that is made defeats an impersonation, but a victim who believes the story may still confirm the payment, so even the strictest protocol stops most of this fraud, not all of it.',
    '[User Education and Training](/defenses/UserEducation) helps less than people expect. No study has measured how much training cuts push-payment fraud; studies of phishing find that a yearly course makes almost no difference, and that a culture where people feel safe to pause and report does better. The percentages on the defence pages are the game’s settings, drawn from those phishing studies, not measured results for this fraud. No training makes anyone immune to a skilled caller.',
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
      prompt: 'What makes authorised push payment (APP) fraud different from a hacked account?',
      options: [
        {
          text: 'The criminal logs in with a stolen password and sends the money.',
          explanation:
            'That describes [account takeover](/frauds/AccountTakeover). In APP fraud nobody breaks in, because the account holder makes the payment.',
          correct: false,
        },
        {
          text: 'The money is taken from a card rather than from a bank account.',
          explanation:
            'APP fraud usually runs through bank transfers such as instant EFTs, which land in seconds and are hard to pull back.',
          correct: false,
        },
        {
          text: 'The victim makes the payment themselves after being deceived.',
          explanation:
            'The account holder gives a genuine instruction, so to the bank it looks like a normal payment. The lie is about who is being paid or why.',
          correct: true,
        },
        {
          text: 'The bank sends the payment without asking the account holder.',
          explanation:
            'In APP fraud the bank does ask, and the deceived account holder approves the payment. That is what the word authorised means here.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'How does authorised push payment (APP) fraud differ from fraud on an account that someone has hacked into?',
          options: [
            { text: 'A thief signs in with a stolen password and moves the money out.' },
            { text: 'The funds come off a card instead of out of a bank account.' },
            { text: 'A tricked customer approves and sends the funds personally.' },
            { text: 'The bank releases the money without checking with the account holder.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-3',
      kind: 'knowledge',
      prompt: 'What did the UK Supreme Court decide in Philipp v Barclays (2023)?',
      options: [
        {
          text: 'Barclays had to refund the £700,000, because it should have spotted the scam.',
          explanation:
            'The court ruled unanimously for Barclays on the main claim. Mrs Philipp had given the payment instruction herself.',
          correct: false,
        },
        {
          text: 'A bank must refuse a payment it suspects is a scam, even if the customer insists.',
          explanation:
            'The court said the opposite: once a customer gives a clear instruction, the bank has little power to refuse it.',
          correct: false,
        },
        {
          text: 'Customers tricked into paying cannot sue their bank over how it handled it.',
          explanation:
            'The court let a smaller claim go ahead, about how fast the bank tried to recall the money. Customers can still sue on such points.',
          correct: false,
        },
        {
          text: 'The bank had to follow her instruction, because she gave it clearly herself.',
          explanation:
            'The court held that refund rules are for Parliament and regulators. That is why a good conversation before the money leaves matters so much.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt: 'In Philipp v Barclays (2023), what was the ruling of the UK Supreme Court?',
          options: [
            { text: 'Barclays owed her the £700,000 for failing to notice the scam.' },
            {
              text: "Banks must block a payment they think is a scam, even over the customer's objection.",
            },
            { text: 'People duped into paying may not take their bank to court over it.' },
            { text: 'The bank was bound to carry out the clear order she gave it to pay.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-5',
      kind: 'knowledge',
      prompt: 'Why is it so hard to get money back after an APP fraud?',
      options: [
        {
          text: 'Criminals move it on fast, often into crypto.',
          explanation:
            'A recall works when the money is still in the receiving account. Criminals know this and move it on at once.',
          correct: true,
        },
        {
          text: 'Banks may not contact each other about a payment once it has cleared.',
          explanation:
            'Banks can and do ask the receiving bank to freeze and return money. The problem is that it has often gone by the time they ask.',
          correct: false,
        },
        {
          text: 'Instant payments leave no record of where they went.',
          explanation:
            'Instant payments can be traced. Tracing does not bring the money back once it has been withdrawn or moved on.',
          correct: false,
        },
        {
          text: 'Victims must first win a court case before a bank may try a recall.',
          explanation:
            'No court case is needed. The bank can ask for a recall as soon as you report the payment, which is why speed matters.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'After an APP fraud, what makes recovering the money so difficult?',
          options: [
            { text: 'Criminals pass it on within minutes, often into crypto.' },
            { text: 'Banks are barred from talking to each other once a payment clears.' },
            { text: 'Instant payments leave no trail showing where the money went.' },
            { text: 'The victim has to win a court case before a recall can be tried.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-7',
      kind: 'scenario',
      prompt:
        "You work in a branch. An older customer, Mr Naidoo, wants to send R250,000 to a new overseas account. He is on the phone with someone, looks nervous and says it is 'for a family matter'. What do you do?",
      options: [
        {
          text: 'Process it quickly, since he has given a reason and the money is his to send.',
          explanation:
            'A nervous customer, coached on the phone, making a large first payment to a new payee is the classic picture of APP fraud. Speed helps the criminal.',
          correct: false,
        },
        {
          text: 'Ask the person on the phone to explain the payment before you process it.',
          explanation:
            'The person on the phone is most likely the criminal coaching him, and will have a ready story for you.',
          correct: false,
        },
        {
          text: 'Ask him to end the call, talk to him alone and follow the escalation process.',
          explanation:
            'Separating the customer from the coach and asking calm, curious questions can be the last chance to stop the payment.',
          correct: true,
        },
        {
          text: 'Refuse firmly and tell him he is being foolish to trust the caller.',
          explanation:
            'Shaming pushes people back towards the criminal. A calm, kind conversation and your escalation process work better.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "You are a teller at a branch. Mrs Pillay, an elderly client, asks to send R180,000 to an overseas account she has never paid before. She keeps a caller on speakerphone, seems anxious and says it is 'to help a relative'. What do you do?",
          options: [
            { text: 'Process it promptly: she has given a reason and it is her own money.' },
            {
              text: 'Ask the caller on speakerphone to explain the payment before going ahead.',
              explanation:
                'The caller on speakerphone is most likely the criminal coaching her, and will have a ready story for you.',
            },
            { text: 'Get her to hang up, then speak to her alone and escalate it.' },
            { text: 'Refuse flatly and tell her she is being foolish to believe the caller.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-8',
      kind: 'knowledge',
      prompt: 'What is a money mule?',
      options: [
        {
          text: 'A type of malware that copies banking passwords as they are typed.',
          explanation:
            'A mule is a person and their bank account, not software. Mules receive the money that victims are tricked into sending.',
          correct: false,
        },
        {
          text: 'A bank employee who signs off large payments for criminal gangs.',
          explanation:
            'That would be an insider. A mule is anyone whose account is used to receive stolen money and pass it on.',
          correct: false,
        },
        {
          text: 'A fake online shop that takes payment but does not send the goods.',
          explanation:
            'A fake shop is one way to trick people into paying. The mule is the account holder whose account then receives and moves the money.',
          correct: false,
        },
        {
          text: 'A go-between whose account takes in stolen money and passes it onward.',
          explanation:
            'Mules may be paid or tricked into it. Letting your account be used this way is a crime, even if you were fooled.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt: 'Which of these is the best description of a money mule?',
          options: [
            { text: 'Malicious software that records banking passwords as you type them' },
            { text: 'A bank clerk who approves big payments on behalf of criminal gangs' },
            { text: 'A bogus web shop that takes your money and does not deliver the goods' },
            { text: 'Someone whose account receives stolen funds and moves them along' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-9',
      kind: 'knowledge',
      prompt:
        "Why do payee name checks, such as the UK's Confirmation of Payee, not stop every APP scam?",
      options: [
        {
          text: 'They check the account number but not the name, so a made-up name still passes.',
          explanation:
            'Checking the name is the whole point: the check compares the name you typed with the name on the receiving account.',
          correct: false,
        },
        {
          text: 'They do not help when a deceived victim pays a mule in its real name.',
          explanation:
            'The check tells you whether the name matches. It cannot tell you the story is a lie, and criminals coach victims to ignore warnings.',
          correct: true,
        },
        {
          text: 'They are switched off for large payments, where scammers do the most harm.',
          explanation:
            'There is no such rule. Large payments to new payees are exactly where a name check matters most.',
          correct: false,
        },
        {
          text: 'They can be beaten by criminals changing the account name just before the check.',
          explanation:
            'Account names are set when the account is opened and checked by the bank. The weakness lies with the deceived payer, not the name.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Banks in the UK run payee name checks, known as Confirmation of Payee. Why do some APP scams still succeed despite them?',
          options: [
            { text: 'They test the account number and skip the name, letting fake names through.' },
            { text: "A tricked payer can still pay a mule who uses the mule's real name." },
            { text: 'They are turned off for big payments, where scammers cause the most damage.' },
            { text: 'Criminals can rename the account moments before the check runs.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-11',
      kind: 'scenario',
      prompt:
        "On a buy-and-sell site, 'Sam' offers a nearly new games console for R3,500, far below other listings. He wants an instant EFT and says he cannot meet or take cash. What should you do?",
      options: [
        {
          text: 'Walk away from Sam, since a cheap console paid by transfer is a known scam.',
          explanation:
            'A seller who takes bank transfers alone, at a price far below everyone else, is a classic purchase scam. Once you pay, the money is hard to recall.',
          correct: true,
        },
        {
          text: 'Ask Sam for a photo of his ID, then pay if the name matches the account.',
          explanation:
            'A matching name shows whose account it is, not that the console exists. Mules and scammers often use accounts in their real names.',
          correct: false,
        },
        {
          text: "Check Sam's reviews on the site, then pay by transfer if they look good.",
          explanation:
            'Reviews on a buy-and-sell site are easy to fake or borrow. A price far below everyone else and a seller who takes bank transfers alone are the warning signs, whatever the reviews say.',
          correct: false,
        },
        {
          text: 'Pay by instant EFT, since the bank can recall it if the console fails to arrive.',
          explanation:
            'An instant payment lands in seconds and is moved on fast, so a later recall often fails. You approved it, so the bank sees a normal payment.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "On a classifieds app, 'Jay' is selling an almost-new laptop for R4,200, well under what others ask. He will take an instant EFT and nothing else, and says he cannot meet up. What should you do?",
          options: [
            { text: 'Drop the deal; a bargain laptop paid by EFT alone fits a known scam.' },
            {
              text: 'Ask Jay for a photo of his ID, then pay if the name matches the account.',
              explanation:
                'A matching name shows whose account it is, not that the laptop exists. Mules and scammers often use accounts in their real names.',
            },
            { text: "Read Jay's ratings on the app, then pay by EFT if they look fine." },
            { text: 'Pay by instant EFT; the bank can reverse it if the laptop does not arrive.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-12',
      kind: 'scenario',
      prompt:
        "You are paying a R18,000 deposit to a new landlord, 'Lerato Mokoena Properties'. Your banking app warns that the account is held by T. Dlamini. The agent says on WhatsApp that this is normal. What do you do?",
      options: [
        {
          text: 'Pay, because the agent has explained why the name on the account is different.',
          explanation:
            'The agent may be the scammer. A name that does not match who you think you are paying is a warning sign, whoever explains it away.',
          correct: false,
        },
        {
          text: 'Hold the payment and call the landlord, since the name on the account differs.',
          explanation:
            'A [payee name check](/defenses/VerificationProtocols) warning is there to make you pause. Confirm through a channel the scammer does not control.',
          correct: true,
        },
        {
          text: 'Ask the agent to send the lease with the new account details, then pay.',
          explanation:
            'The agent may be the scammer, and a document they send proves nothing. Confirm through a channel the scammer does not control, such as a number you already trust.',
          correct: false,
        },
        {
          text: 'Retype the name as T. Dlamini so the check passes, then pay.',
          explanation:
            'Making the check pass does not change who owns the account. It only silences the warning that you were paying someone else.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "You are about to pay a R9,500 deposit for a flat to 'Sunbird Lettings'. Your banking app warns that the account belongs to M. Khumalo. The letting agent emails to say this is quite normal. What do you do?",
          options: [
            { text: 'Pay: the agent has said why the account name is different.' },
            { text: 'Stop and phone the letting firm on details you looked up.' },
            { text: 'Ask the agent to email a lease showing the new account details, then pay.' },
            { text: 'Type M. Khumalo as the name so the check passes, then pay.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-13',
      kind: 'scenario',
      prompt:
        "A WhatsApp from an unknown number says: 'Hi Ma, it's Kabelo. My phone broke and this is my new number. I need R4,800 for rent today, please pay it into my friend's account.' What should you do?",
      options: [
        {
          text: 'Pay, since the message uses his name and the way he usually greets you.',
          explanation:
            'Names and greetings are easy to find or guess. A new number asking for urgent money is a known scam pattern.',
          correct: false,
        },
        {
          text: 'Send part of it now and the rest once he confirms the money has arrived.',
          explanation:
            'Any money sent goes to the scammer, who will happily confirm and ask for the rest.',
          correct: false,
        },
        {
          text: "Ask for the friend's full name and ID number before you make the payment.",
          explanation:
            'A name and ID number say whose account it is, not whether Kabelo asked for the money. Scammers use mules with real names.',
          correct: false,
        },
        {
          text: 'Call Kabelo on his old number, or ask the family, before you send any money.',
          explanation:
            'The number you already had reaches the real Kabelo. A message from a new number can come from anyone who knows his name.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "An SMS from a number you do not know reads: 'Hi Dad, it's Thando. Lost my phone, this is my new number. I need R3,200 for a car repair today, please send it to my friend's account.' What should you do?",
          options: [
            { text: 'Pay: the message uses her name and the way she normally greets you.' },
            { text: 'Send half now and the rest once she confirms the first part came through.' },
            {
              text: "Ask for the friend's full name and ID number, then pay.",
              explanation:
                'A name and ID number say whose account it is, not whether Thando asked for the money. Scammers use mules with real names.',
            },
            {
              text: 'Ring Thando on the old number, or check with family, before paying.',
              explanation:
                'The number you already had reaches the real Thando. A message from a new number can come from anyone who knows her name.',
            },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-14',
      kind: 'scenario',
      prompt:
        "You are buying a car from a private seller on a classifieds site. Before you pay the R60,000 deposit, he messages: 'Your bank may block this. If they ask, say you are paying your brother.' What does this tell you?",
      options: [
        {
          text: 'It is the seller helping out: banks often block car deals.',
          explanation:
            "A bank's questions are there to protect you. Being told to lie to your bank is a warning sign, whatever the reason given.",
          correct: false,
        },
        {
          text: "It is fine if the name on the account matches the seller's name in the advert.",
          explanation:
            'A matching name does not make the deal real. The request to lie to your bank is the warning sign, and it stands on its own.',
          correct: false,
        },
        {
          text: 'It is a scam sign: a real seller has no reason to ask you to mislead your bank.',
          explanation:
            "Criminals prepare victims for the bank's checks by giving them a false reason to quote. Stop and do not pay.",
          correct: true,
        },
        {
          text: 'It is a tax dodge by the seller, which is his problem and not a risk to you.',
          explanation:
            'The risk is yours: the lie is meant to get your payment past the bank so that it reaches the criminal.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "You are buying a motorbike from a private seller you found online. Before you send the R35,000, he texts: 'If the bank phones you, tell them it's for your cousin, or they might stop it.' What does this tell you?",
          options: [
            { text: 'He is just being helpful: banks often hold up vehicle sales.' },
            { text: "It is fine if the account name matches the name in the seller's advert." },
            { text: 'It is a red flag: an honest seller wants no cover story for your bank.' },
            { text: 'It is the seller dodging tax, which is his problem and not a risk to you.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-15',
      kind: 'scenario',
      prompt:
        'Ten minutes ago you paid R7,500 by instant EFT to an online seller. Now the advert has gone and the seller has blocked you. What should you do first?',
      options: [
        {
          text: 'Ring your bank straight away through its app and have it pull the payment back.',
          explanation:
            'A recall works if the money is still in the receiving account, and criminals move it on within minutes. Call first, then do the rest.',
          correct: true,
        },
        {
          text: 'Open a police case first, since banks need a case number before they act.',
          explanation:
            'Your bank can act on your call straight away. Open the police case next and give the case number to the bank.',
          correct: false,
        },
        {
          text: 'Wait a day or two in case the seller is offline and will still send the item.',
          explanation:
            'A vanished advert and a blocked chat are clear signs of a scam. Every minute of waiting lets the money move further away.',
          correct: false,
        },
        {
          text: 'Report the advert to the website and ask it to get the money back for you.',
          explanation:
            'The website cannot pull back a bank payment. Only a fast call to your bank gives a chance of a recall.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Fifteen minutes ago you sent R6,300 by instant EFT to someone selling a fridge online. The listing has disappeared and the seller has blocked your number. What should you do first?',
          options: [
            { text: 'Ring your bank via its app now to try to claw the money back.' },
            { text: 'Go to the police first: banks will not act without a case number.' },
            { text: 'Wait a day or two; the seller may be offline and still deliver.' },
            { text: 'Report the listing to the site and ask them to recover your money.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-16',
      kind: 'scenario',
      prompt:
        "After you paid R12,000 for a holiday rental that turned out to be fake, the 'owner' messages: 'Sorry, a system error. Send R2,000 more and I will refund the full amount.' What should you do?",
      options: [
        {
          text: 'Send the R2,000, since getting back R14,000 is worth the smaller risk.',
          explanation:
            'Scammers often come back for more from people who have already paid. The R2,000 would be lost too.',
          correct: false,
        },
        {
          text: 'Stop replying, send no more money, and keep the messages as evidence.',
          explanation:
            'Cut contact and send nothing more. The messages, numbers and payee details are evidence your bank and the police can use.',
          correct: true,
        },
        {
          text: 'Do not pay until the refund arrives, then send the R2,000.',
          explanation:
            'Bargaining keeps you talking to the criminal, who may send a fake proof of payment to push you into paying.',
          correct: false,
        },
        {
          text: 'Reply that you have reported them and want the money back.',
          explanation:
            'Threats do not make criminals return money, and they may move it faster. Stop contact and let the bank and police act.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "You paid R9,000 for a cottage booking that proved to be fake. Now the 'host' writes: 'Apologies, our system failed. Pay R1,500 more and you will get everything back.' What should you do?",
          options: [
            {
              text: 'Pay the R1,500: getting R10,500 back is worth the small extra risk.',
              explanation:
                'Scammers often come back for more from people who have already paid. The R1,500 would be lost as well.',
            },
            { text: 'End the conversation, pay nothing further and save the messages.' },
            { text: 'Hold off until the refund lands, and send the R1,500 after that.' },
            { text: 'Reply that the police have been told and you want your money back.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-17',
      kind: 'scenario',
      prompt:
        "To 'arrange delivery', a fake online seller got you to send a photo of your ID and your address along with your R5,200 payment. You have called your bank. What else should you do?",
      options: [
        {
          text: 'Ask Home Affairs for a new ID number, since the old one is now exposed.',
          explanation:
            'ID numbers are not simply reissued. The practical step is to warn lenders that your identity may be misused.',
          correct: false,
        },
        {
          text: 'Register with SAFPS for Protective Registration, which warns lenders about your ID.',
          explanation:
            'Protective Registration is free and warns member banks and lenders to take extra care with applications in your name.',
          correct: true,
        },
        {
          text: 'Wait a year, then check your credit record for loans you did not take.',
          explanation:
            'Misuse of an ID can start within days. Waiting a year leaves criminals free to open accounts or take loans in your name before anyone is warned.',
          correct: false,
        },
        {
          text: 'Change your online banking password, since that stops anyone using your ID.',
          explanation:
            'A new password protects your banking login, but a copy of your ID can still be used to open accounts elsewhere.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A fake online seller asked for a copy of your ID and your home address 'for the courier' when you paid R3,900. You have already phoned your bank. What else should you do?",
          options: [
            { text: 'Apply to Home Affairs for a fresh ID number now that yours is out.' },
            { text: 'Ask SAFPS to flag your identity number so lenders take extra care.' },
            { text: 'Wait twelve months, then look at your credit record for unknown loans.' },
            { text: 'Change your banking password, which stops anyone from using your ID.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-18',
      kind: 'scenario',
      prompt:
        'Your friend Zanele in Durban lost R40,000 to a fake seller. She has read that banks must refund most scam victims, so she plans to wait for her bank to pay her back. What should you tell her?',
      options: [
        {
          text: 'She is right, since banks must refund a payment that went to a criminal.',
          explanation:
            'She made the payment herself, so to the bank it was a normal, authorised one. Do not assume a refund will come.',
          correct: false,
        },
        {
          text: 'She is wrong: compulsory refunds are a UK rule, and she should act fast.',
          explanation:
            'The UK made refunds compulsory for most APP victims in 2024, but other countries may not. Her best chance is a fast call to her bank.',
          correct: true,
        },
        {
          text: 'She will get a refund once the police confirm that it was a real scam.',
          explanation:
            'A police case helps the bank, but it does not create a right to a refund. Waiting only gives the money time to disappear.',
          correct: false,
        },
        {
          text: 'She is covered: South African banks refund scams under R50,000 without questions.',
          explanation:
            'There is no such rule in South Africa. Compulsory refunds are a UK rule, so she should act fast rather than count on getting the money back.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Your cousin Thandeka in Bloemfontein lost R25,000 to a fake online seller. She has read that banks have to refund most scam victims, so she will simply wait for her bank to repay her. What do you tell her?',
          options: [
            { text: 'She is correct: banks have to refund money paid to a criminal.' },
            { text: 'She is mistaken: forced refunds are a UK rule, so she must move quickly.' },
            { text: 'She will be refunded as soon as the police confirm it was a scam.' },
            {
              text: 'She is safe: South African banks repay scams under R30,000 with no questions.',
            },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-19',
      kind: 'knowledge',
      prompt:
        "After you report a scam payment, your bank says it has sent a 'recall' to the receiving bank. What does that mean?",
      options: [
        {
          text: 'The payment has been reversed and the money will be back within a day.',
          explanation:
            'A recall is a request, not a reversal. It brings money back if it is still in the receiving account, and criminals move it on fast.',
          correct: false,
        },
        {
          text: 'The police now hold the case and will collect the money from the criminal.',
          explanation:
            'A recall is a request from bank to bank. A police case helps, but it is a separate step that you open yourself.',
          correct: false,
        },
        {
          text: 'Your own account is frozen so that the scammer cannot take any more money.',
          explanation:
            'A recall is about the money that already left, not about your account. If your details were stolen, your bank deals with that apart from the recall.',
          correct: false,
        },
        {
          text: 'Your bank has asked the other bank to return any of it that remains.',
          explanation:
            'A recall works if the money has not yet been moved on. That is why you should call your bank within minutes, not days.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Your bank tells you it has sent a 'recall' to the bank that received your scam payment. What does this step mean?",
          options: [
            { text: 'The transfer is reversed, and the money will be back within a day.' },
            { text: 'The police have taken over and will get the money from the criminal.' },
            { text: 'Your account is frozen so the scammer cannot take more from it.' },
            { text: 'A request has gone to the other bank to return what remains.' },
          ],
        },
      ],
    },
    {
      id: 'AuthPushPayments-20',
      kind: 'scenario',
      prompt:
        "An SMS from 'Metro Water' says your account is R1,240 in arrears and your water will be cut off at 5 pm. It asks you to pay by EFT into a 'new collections account' given in the message. What should you do?",
      options: [
        {
          text: 'Pay it now, since the SMS quotes your account number and street address.',
          explanation:
            'Account numbers and addresses leak in data breaches and are easy to buy. Knowing them does not make the sender the municipality.',
          correct: false,
        },
        {
          text: 'Reply to the SMS and ask for a statement before you pay anything.',
          explanation:
            'A reply goes to whoever sent the SMS, who will happily send a fake statement. Check with the municipality on a number from your own bill instead.',
          correct: false,
        },
        {
          text: 'Check with Metro Water on the number on your bill before you pay.',
          explanation:
            'A deadline and a new account in a message are classic signs. Confirm new bank details on a number you already trust, not one in the SMS.',
          correct: true,
        },
        {
          text: 'Send a small part now to stop the cut-off, and query the rest with them later.',
          explanation:
            'Any part you pay goes to the criminal. The urgent deadline is there to rush you past the check you should make first.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "An email from 'Riverside Municipality' says your rates account is R2,310 overdue and your electricity will be cut off at noon tomorrow. It asks you to pay by EFT into a 'new collections account' given in the email. What should you do?",
          options: [
            { text: 'Pay it now: the email has your account number and street address.' },
            {
              text: 'Reply to the email and ask for a statement before you pay anything.',
              explanation:
                'A reply goes to whoever sent the email, who will happily send a fake statement. Check with the municipality on a number from your own bill instead.',
            },
            {
              text: 'Phone the municipality on the number printed on your bill first.',
              explanation:
                'A deadline and a new account in a message are classic signs. Confirm new bank details on a number you already trust, not one in the email.',
            },
            { text: 'Pay a small part now to avoid the cut-off, then dispute the rest later.' },
          ],
        },
      ],
    },
  ],
  sources: [ukFinance2025, psrFirstYear, psrOneYear, psrLaunch, sabric2024, philippCase],
};
