import { BANK_FRAUD_LINE, IC3, REPORT_FRAUD_UK, SAFPS, SAPS, withHow } from '../reporting-channels';
import type { FraudContent } from '../types';

const iolCase = {
  title: 'Man swindled out of R3.1m after SIM swap',
  publisher: 'IOL',
  year: 2018,
  url: 'https://www.iol.co.za/news/south-africa/western-cape/man-swindled-out-of-r31m-after-sim-swap-18638281',
};

const businessLive = {
  title: 'Banks review security measures as cyber crime menace grows',
  publisher: 'BusinessLIVE (Business Day)',
  year: 2019,
  url: 'https://www.businesslive.co.za/bd/companies/financial-services/2019-01-13-banks-review-security-measures-as-cyber-crime-menace-grows/',
};

const fbiPsa = {
  title: 'Criminals Increasing SIM Swap Schemes to Steal Millions of Dollars from US Public',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2022,
  url: 'https://www.ic3.gov/PSA/2022/PSA220208',
};

const sabric2021 = {
  title: 'Big surge in banking app fraud in South Africa: beware sneaky SIM swaps',
  publisher: 'MyBroadband',
  year: 2022,
  url: 'https://mybroadband.co.za/news/banking/464867-big-surge-in-banking-app-fraud-in-south-africa-beware-sneaky-sim-swaps.html',
};

const comricReport2025 = {
  title: 'R5.3 billion fraud pain for South Africa',
  publisher: 'MyBroadband, on the COMRiC 2025 Telecommunications Sector Report',
  year: 2025,
  url: 'https://mybroadband.co.za/news/telecoms/603929-r5-3-billion-fraud-pain-for-south-africa.html',
};

const comric2025 = {
  title: 'Warning about SIM swap fraud in South Africa',
  publisher: 'MyBroadband',
  year: 2025,
  url: 'https://mybroadband.co.za/news/security/607756-warning-about-sim-swap-fraud-in-south-africa.html',
};

const terpinAppeal = {
  title: 'Terpin v. AT&T Mobility LLC, No. 23-55375 (9th Cir. 2024)',
  publisher: 'US Court of Appeals for the Ninth Circuit, via Justia',
  year: 2024,
  url: 'https://law.justia.com/cases/federal/appellate-courts/ca9/23-55375/23-55375-2024-09-30.html',
};

export const fraud: FraudContent = {
  id: 'SimSwap',
  summary:
    'In SIM swap fraud a criminal gets your mobile number moved to a SIM card they control, so your calls, SMSs and one-time PINs go to them.',
  whatItIs: [
    'Your phone number lives on a small chip, the SIM card. A SIM swap is a normal service: if you lose your phone, your mobile operator can move your number to a new SIM. In SIM swap fraud, a criminal gets this done without your consent. They pretend to be you, use a fake ID, or fool or bribe someone at the operator.',
    "The moment the swap goes through, your phone loses signal and the criminal's phone starts receiving your calls and SMSs, including one-time PINs (OTPs) and password-reset codes. A SIM swap is rarely the whole crime; it is the key that unlocks an [Account Takeover](/frauds/AccountTakeover).",
  ],
  howItWorks: [
    'The criminal gathers your personal details and banking login through phishing, fake calls, data leaks and social media.',
    'They contact your mobile operator or visit a store pretending to be you, saying your phone was lost or damaged, sometimes with a fake ID.',
    "Some syndicates phone you at the same moment, posing as your network or bank, and pass the operator's security questions on to you.",
    'The operator moves your number to the criminal\'s SIM, and your phone drops to "No service".',
    'The criminal logs in to your bank, receives the OTPs, adds a beneficiary and moves money out, often within hours.',
    'They prefer times when you are slow to notice, such as weekends, nights or trips abroad.',
  ],
  warningSigns: [
    'Your phone suddenly shows "No service" or "Emergency calls only" where signal is normally good.',
    'An SMS from your operator about a SIM swap or number port that you did not ask for.',
    'Bank alerts and OTPs stop arriving, or you get password-reset messages you did not request.',
    'A call from "your network" or "your bank" asking you to confirm security details or read out a code.',
    'You cannot log in to your banking app or email, even with the right password.',
    "For banks: a login from a new device soon after a SIM change on the customer's number.",
  ],
  realCase: {
    title: "R3.1 million taken after a SIM swap on a business owner's number",
    where: 'South Africa, 2018',
    whatHappened: [
      'In late October 2018, while a Bloubergstrand businessman was in Miami for two months, his Vodacom SIM card and his internet banking stopped working. His daughter in Cape Town asked Vodacom and learned that a SIM swap had been done, which he had not authorised. His phone only started working again about three weeks later.',
      'When he returned on 2 December, he found that about ten payments of roughly R300,000 each had left his Absa business account while criminals controlled his number, a total of R3.1 million. After his lawyer sent a letter of complaint, Absa refunded the money around 23 December 2018.',
      'In January 2019 Absa said it now placed holds on accounts when a SIM swap was detected, for customers who had not adopted its newer app security. Standard Bank and Capitec described similar checks.',
    ],
    source: iolCase,
  },
  statistics: [
    {
      text: "The FBI's Internet Crime Complaint Center received 1,611 SIM swap complaints in 2021, with losses of more than US$68 million. In the three years from 2018 to 2020 it received 320 complaints and about US$12 million in losses.",
      year: 2021,
      source: fbiPsa,
    },
    {
      text: 'SABRIC counted fraudulent SIM swaps tied to fraud on banking apps, one part of banking fraud, rising by 63% from 2,686 incidents in 2020 to 4,386 in 2021.',
      year: 2021,
      source: sabric2021,
    },
    {
      text: 'The telecoms fraud body COMRiC put the cost of fraud linked to the telecoms sector in South Africa at about R5.3 billion in 2024, and linked roughly 60% of mobile-banking fraud to SIM swaps.',
      year: 2024,
      source: comricReport2025,
    },
  ],
  whoIsTargeted: [
    'Anyone whose bank or email relies on SMS codes can be targeted. Criminals prefer people whose money is easy to move, such as business owners, crypto investors and travellers abroad who may not notice a dead SIM for days.',
    'In the United States, crypto investor Michael Terpin lost about US$24 million after a fraudulent SIM swap in January 2018. In 2024 a US appeals court allowed part of his claim against his mobile operator, AT&T, to go to trial.',
  ],
  howToDefend: [
    "[Multi-Factor Authentication](/defenses/MultiFactorAuth) only helps if the second factor is not tied to the phone number. SMS one-time codes give no protection at all against a SIM swap, because the codes go straight to the criminal. An authenticator app works well, because it is bound to the customer's own device rather than the number, and phishing-resistant passkeys are the strongest. Account recovery must not quietly fall back to SMS.",
    '[Verification Protocols](/defenses/VerificationProtocols) also depend on the level. A call-back to the number on file is useless after a SIM swap, because the call reaches the criminal. Code words help, because the criminal may not know them. The strongest level, out-of-band verification of every high-risk request, checks through a channel the criminal does not control, such as in-app approval on a known device or a branch visit.',
    'Banks and operators add more layers. South African banks can check with mobile operators whether a number was recently swapped and then hold payments or OTPs for a time. Customers can set a PIN or password on their mobile account, keep personal details off social media and never share OTPs.',
  ],
  ifItHappensToYou: {
    steps: [
      'If your phone loses service for no clear reason, call your mobile operator from another phone and ask whether a SIM swap was done.',
      "Call your bank's fraud line immediately to freeze your accounts and stop pending payments.",
      'From a safe device, change your banking and email passwords, and move your accounts from SMS codes to app-based approval where you can.',
      'Open a case at a police station and give the case number to your bank.',
      'Apply for free Protective Registration with SAFPS so your identity is flagged against further misuse.',
    ],
    southAfrica: [
      {
        name: 'Your mobile operator',
        how: 'Call from another phone to stop the swap and restore your number.',
      },
      BANK_FRAUD_LINE,
      SAPS,
      withHow(
        SAFPS,
        'Apply for free Protective Registration if your ID or personal details were misused.',
      ),
    ],
    international: [
      withHow(IC3, 'Victims in the United States can report SIM swap fraud online.'),
      withHow(
        REPORT_FRAUD_UK,
        'Victims in England, Wales and Northern Ireland can report fraud and cyber crime online or by phone. In Scotland, call Police Scotland on 101.',
      ),
    ],
  },
  glossary: [
    {
      term: 'SIM card',
      definition: 'The small chip that links your phone to your mobile number and network.',
    },
    {
      term: 'SIM swap',
      definition:
        'Moving a mobile number to a new SIM card; a normal service that criminals abuse.',
    },
    {
      term: 'Number port',
      definition: 'Moving a mobile number from one network operator to another.',
    },
    {
      term: 'One-time PIN (OTP)',
      definition: 'A short code, valid once, sent to confirm a login or payment.',
    },
    {
      term: 'Authenticator app',
      definition:
        'An app on your own device that creates login codes or approvals, so nothing is sent by SMS.',
    },
  ],
  quiz: [
    {
      id: 'SimSwap-1',
      kind: 'knowledge',
      prompt: 'What does a criminal gain from a successful SIM swap?',
      options: [
        {
          text: 'Remote control of your handset and its apps',
          explanation:
            'The criminal never touches your handset. A SIM swap moves your number to their SIM, so it rings on their phone instead of yours.',
          correct: false,
        },
        {
          text: 'The texts and calls meant for your number',
          explanation:
            'Once your number is on their SIM, your calls, one-time PINs and password-reset codes go to the criminal, which unlocks [Account Takeover](/frauds/AccountTakeover).',
          correct: true,
        },
        {
          text: 'The banking passwords saved on your phone',
          explanation:
            'Passwords saved on your handset stay on your handset. The swap gives the criminal your number, and with it the codes sent to that number.',
          correct: false,
        },
        {
          text: 'A copy of the contacts and photos on your phone',
          explanation:
            'Your contacts and photos stay on your own device. What moves is the phone number, so SMS codes now reach the criminal.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Once a fraudster has had your mobile number moved onto a SIM card they hold, what do they actually get?',
          options: [
            { text: 'The power to run your phone and its apps from afar' },
            { text: 'Texts and calls that were meant to reach you' },
            { text: 'The login passwords saved on your phone' },
            { text: 'Copies of the photos and contact list on your device' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-2',
      kind: 'scenario',
      prompt:
        'Your phone shows "No service" on a Saturday morning in your own suburb, where the signal is usually strong. What should you do first?',
      options: [
        {
          text: 'Restart the phone and wait until Monday for the signal to return.',
          explanation:
            'Restarting cannot bring back a number that was moved to another SIM, and criminals count on weekend delays to empty accounts.',
          correct: false,
        },
        {
          text: 'Connect to Wi-Fi and keep using your banking app as normal for the day.',
          explanation:
            'If your number was swapped, the criminal is receiving your one-time PINs right now. Using the app does nothing to stop them.',
          correct: false,
        },
        {
          text: "Post a complaint on your operator's social media page and wait.",
          explanation:
            'A public post may take hours to answer. Money can leave within hours of a swap, so call the operator directly from another phone.',
          correct: false,
        },
        {
          text: 'Ring the mobile company from another phone to ask about a swap.',
          explanation:
            "Sudden loss of signal where it is normally good is a key warning sign. Check with the operator at once, then call your bank's fraud line.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'On a Sunday afternoon at home in Soshanguve, where reception is normally full, your cellphone suddenly says "SOS only" and cannot make calls. What is the best first step?',
          options: [
            {
              text: 'Switch the phone off and on, then wait a day or two for the signal to come back.',
            },
            { text: 'Join the home Wi-Fi and carry on using your banking app as usual today.' },
            { text: 'Complain to the network in a public post on its social media and wait.' },
            { text: 'Borrow a handset and ring the operator to ask whether your line moved.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-4',
      kind: 'knowledge',
      prompt: "Why is a call-back to the customer's number on file useless after a SIM swap?",
      options: [
        {
          text: "The bank's call goes to the criminal, who now holds the number.",
          explanation:
            "The number on file now belongs to the criminal's SIM, so they answer and approve the request. [Verification Protocols](/defenses/VerificationProtocols) need a channel the criminal does not control.",
          correct: true,
        },
        {
          text: "Criminals fake the bank's caller ID and customers ignore the call.",
          explanation:
            "Caller-ID tricks are a different problem. After a swap the bank's call does get through, but to the wrong person.",
          correct: false,
        },
        {
          text: 'Operators block calls to a number while a new SIM is activating.',
          explanation:
            "Once the swap is done the number works normally, just on the criminal's SIM. The call connects, and the criminal answers it.",
          correct: false,
        },
        {
          text: 'Privacy law stops banks from phoning customers about payments.',
          explanation:
            'Banks may phone their customers. The call-back fails here because the number itself has been stolen.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A bank confirms a large transfer by phoning the client on the cellphone number it holds. Why does this check fail once the client's SIM has been swapped?",
          options: [
            { text: "The call rings on the fraudster's SIM, and the fraudster answers it." },
            { text: "Fraudsters copy the bank's caller ID and clients then distrust the call." },
            { text: 'Networks bar incoming calls to a number while its new SIM activates.' },
            { text: 'Data-protection rules bar banks from calling clients about payments.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-5',
      kind: 'scenario',
      prompt:
        'A caller says he is from your network. He asks for your ID number and the answers to your account security questions "to upgrade your SIM to 5G". What is most likely happening?',
      options: [
        {
          text: 'A routine check before your network moves you to a new 5G SIM.',
          explanation:
            'A network does not phone you for your security answers. Those answers are exactly what a criminal needs to pass as you at the operator.',
          correct: false,
        },
        {
          text: 'Your network is checking who you are after a data breach it suffered.',
          explanation:
            'After a breach, a network would not ask you to read out the very answers that protect your account. Giving them helps a criminal swap your SIM.',
          correct: false,
        },
        {
          text: 'An accomplice is asking your network for a swap in your name.',
          explanation:
            "Some syndicates phone the victim while an accomplice asks the operator for a swap, passing the operator's security questions on to you. Hang up and call your network yourself.",
          correct: true,
        },
        {
          text: 'Your bank asked your network to confirm your contact details.',
          explanation:
            'Banks check swaps with operators directly, without asking you for security answers by phone. This caller is gathering details for a swap.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A woman phones you, saying she works for your mobile network. To "activate your free eSIM", she wants your ID number and the answers to your account\'s security questions. What is most likely going on?',
          options: [
            { text: 'A normal step before your network moves your number onto an eSIM.' },
            { text: "Your network is re-checking customers' identities after a leak of its data." },
            { text: 'Her accomplice is posing as you to get your line transferred.' },
            { text: 'Your bank wants the network to update your contact details.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-6',
      kind: 'knowledge',
      prompt:
        'In the 2018 South African case, what made the businessman an easy target for SIM swap fraud?',
      options: [
        {
          text: 'He shared his banking OTPs with a caller posing as Vodacom.',
          explanation:
            'The case does not say he shared any codes. The swap sent his one-time PINs straight to the criminals while he was away.',
          correct: false,
        },
        {
          text: 'His bank used an old app that hackers broke into directly.',
          explanation:
            'Nobody broke into the bank. The criminals controlled his number, so they received the one-time PINs needed to make payments.',
          correct: false,
        },
        {
          text: 'He was overseas, where a dead phone goes unnoticed.',
          explanation:
            'He was in Miami for two months. Criminals prefer victims who are slow to notice a dead SIM, such as people on trips abroad.',
          correct: true,
        },
        {
          text: "His daughter ran his banking and missed the bank's alerts.",
          explanation:
            "His daughter was the one who found out about the swap by asking Vodacom. The alerts went to the criminals' SIM, not to her.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Why was the businessman in the 2018 South African SIM swap case such a convenient victim for the criminals?',
          options: [
            { text: 'He read his bank codes out to a caller who claimed to be his network.' },
            { text: 'Hackers got straight into his bank through an outdated banking app.' },
            { text: 'He was on a long trip abroad, so nobody saw his line go dead.' },
            { text: "His daughter handled his accounts and overlooked the bank's warnings." },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-7',
      kind: 'knowledge',
      prompt:
        'For high-risk requests, which check gives a bank the best protection against SIM swap fraud?',
      options: [
        {
          text: 'App approval on a known handset, or a visit in person',
          explanation:
            "Out-of-band checks use a channel the criminal does not control. A swapped number does not move the app on the customer's own device.",
          correct: true,
        },
        {
          text: "A call-back to the customer's cellphone number on file",
          explanation:
            "After a swap the number on file rings on the criminal's phone, so a call-back reaches the very person it is meant to stop.",
          correct: false,
        },
        {
          text: 'An SMS code that the customer must type into the app',
          explanation:
            'An SMS code goes to the swapped number, so the criminal receives it and types it in. SMS codes give no protection against a swap.',
          correct: false,
        },
        {
          text: "A confirmation email to the address on the customer's profile",
          explanation:
            'Criminals often take over the email account too, using reset codes sent to the swapped number, so an email check may reach them.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A bank wants to confirm large or unusual requests in a way that still works if a fraudster has hijacked the client's cellphone number. Which method should it choose?",
          options: [
            { text: 'An in-app approval on a handset the bank knows, or an in-person visit' },
            { text: 'A call-back to the cellphone number the bank has on file for the client' },
            { text: 'A one-time PIN sent by SMS that the client then types into the app' },
            { text: "Confirmation by e-mail to the address in the client's profile" },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-9',
      kind: 'scenario',
      prompt:
        "A bank's systems see a login from a new device on Mrs Mokoena's profile, two hours after her cellphone number was moved to a new SIM. What should the bank do?",
      options: [
        {
          text: 'Send an SMS OTP to her cellphone to confirm the login is really hers.',
          explanation:
            'The OTP would go to the new SIM, which may belong to the criminal. They would confirm the login themselves.',
          correct: false,
        },
        {
          text: 'Allow it like any normal upgrade of phone and SIM.',
          explanation:
            'That can be innocent, but a new device soon after a SIM change is a classic warning sign of fraud, so it needs checking first.',
          correct: false,
        },
        {
          text: 'Phone her on the number on file to confirm the new device is hers.',
          explanation:
            "After a swap the number on file rings on the criminal's phone. A call-back to it checks nothing.",
          correct: false,
        },
        {
          text: 'Hold risky actions and check with her away from her number.',
          explanation:
            'South African banks check with operators for recent swaps and hold payments or OTPs for a time. Verification must avoid the hijacked number.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Ninety minutes after Mr Pillay's cellphone number was moved to a new SIM, his online banking profile is opened from a laptop the bank has never seen before. How should the bank respond?",
          options: [
            { text: 'Text a one-time PIN to his cellphone to prove the login is his.' },
            { text: 'Treat it as an ordinary upgrade to a new phone and SIM card.' },
            { text: 'Call the cellphone number on his profile to check the laptop is his.' },
            { text: 'Pause risky transactions and contact him without using his number.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-11',
      kind: 'knowledge',
      prompt: 'Why does an authenticator app protect you against a SIM swap when SMS codes do not?',
      options: [
        {
          text: 'It uses longer codes, so a criminal cannot guess them in the time allowed.',
          explanation:
            'Length is not the point. SMS codes fail because they are sent to the number, and a swap sends them to the criminal.',
          correct: false,
        },
        {
          text: 'It sits on your handset rather than on your number.',
          explanation:
            "Moving the number to a new SIM does not move the app. The codes stay on your handset, out of the criminal's reach.",
          correct: true,
        },
        {
          text: 'It warns your operator as soon as a SIM swap is requested.',
          explanation:
            'An authenticator app has no link to your operator. It helps because it lives on your own device, which the swap does not touch.',
          correct: false,
        },
        {
          text: 'It encrypts your SMSs so that a new SIM cannot read them.',
          explanation:
            'An authenticator app does not touch your SMSs. It makes its own codes on your device, so nothing is sent by SMS for the criminal to catch.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'SMS one-time PINs fail once your number is hijacked, yet codes from an authenticator app keep working for you. What explains the difference?',
          options: [
            { text: 'Its codes have more digits than a criminal can guess in time.' },
            { text: 'Its codes are made on the handset and never travel by text.' },
            { text: 'It alerts your network the moment someone asks for a SIM swap.' },
            { text: 'It scrambles your text messages so a new SIM cannot read them.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-12',
      kind: 'knowledge',
      prompt: 'What is a number port?',
      options: [
        {
          text: 'Switching your number over to a different network company',
          explanation:
            'Like a SIM swap, a port is a normal service. An SMS about a port you did not ask for is a warning sign that someone is taking your number.',
          correct: true,
        },
        {
          text: 'Moving a number to a new SIM card with the same operator',
          explanation:
            "That is a SIM swap. A port moves the number to a different operator, which criminals can also request without the owner's consent.",
          correct: false,
        },
        {
          text: 'Forwarding your calls to another number for a set time',
          explanation:
            'Call forwarding leaves the number where it is. A port moves the number itself from one network operator to another.',
          correct: false,
        },
        {
          text: "Linking a second SIM, such as a tablet's, to the same number",
          explanation:
            'A port is not about extra devices. It moves a mobile number from one network operator to another.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Which of these describes porting a cellphone number?',
          options: [
            { text: 'Taking your number with you when you change network company' },
            { text: 'Putting your number on a fresh SIM card at your current operator' },
            { text: 'Sending your incoming calls on to another number for a while' },
            { text: 'Adding an extra SIM (in a tablet, say) that shares your number' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-13',
      kind: 'knowledge',
      recallsFigure: true,
      prompt:
        "The FBI's Internet Crime Complaint Center received 1,611 SIM swap complaints in 2021. What losses did those complaints report?",
      options: [
        {
          text: 'About US$12 million',
          explanation:
            'US$12 million was the total for the three years from 2018 to 2020, from 320 complaints. 2021 alone was far higher.',
          correct: false,
        },
        {
          text: 'About US$24 million',
          explanation:
            'US$24 million is roughly what one crypto investor, Michael Terpin, lost in a single swap in 2018, not the 2021 total.',
          correct: false,
        },
        {
          text: 'More than US$68 million',
          explanation:
            'The FBI reported losses of more than US$68 million in 2021, against about US$12 million over the three years before.',
          correct: true,
        },
        {
          text: 'More than US$530 million',
          explanation:
            'The FBI figure for 2021 was much lower: more than US$68 million from 1,611 complaints.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "In 2021 the FBI's Internet Crime Complaint Center logged 1,611 complaints about SIM swapping. Roughly how much money did the victims say they had lost?",
          options: [
            { text: 'Roughly US$12 million' },
            { text: 'Roughly US$24 million' },
            { text: 'Over US$68 million' },
            { text: 'Over US$530 million' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-14',
      kind: 'scenario',
      prompt:
        'At 21:40 you get an SMS from your network: "Your SIM swap request has been received." You asked for nothing, and your phone still has signal. What should you do?',
      options: [
        {
          text: 'Reply STOP to the SMS so that the swap request is cancelled at once.',
          explanation:
            'Replying to an SMS does not stop a swap, and your number may be gone minutes later. Speak to the operator directly.',
          correct: false,
        },
        {
          text: "Ring your network on its website's number and cancel the swap.",
          explanation:
            'An SMS about a swap you did not ask for is a warning sign. Calling the operator while you still have signal can stop it before your codes are redirected.',
          correct: true,
        },
        {
          text: 'Wait to see whether your phone loses signal before you act.',
          explanation:
            'Once the signal drops, the criminal already has your number and your one-time PINs. Act while you can still stop it.',
          correct: false,
        },
        {
          text: 'Relax, since a swap cannot go through while you hold the old SIM.',
          explanation:
            'A swap is done at the operator, not on your handset. Your old SIM simply stops working the moment the new one is switched on.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At 23:15 on a Thursday, an e-mail from your mobile network reads: "Your request for a new SIM is being processed." You requested nothing, and your phone still has signal. What should you do?',
          options: [
            {
              text: 'Reply to the e-mail to say you made no request and the swap must stop.',
              explanation:
                'Answering the e-mail cannot stop a swap at the operator, and the message itself may be fake. Your number could be gone within minutes, so speak to the operator directly.',
            },
            {
              text: 'Ring the operator straight away on the line its website gives.',
              explanation:
                'A message about a SIM change you never asked for is a warning sign. Calling the operator while you still have signal can stop the swap before your codes are redirected.',
            },
            { text: 'Hold off acting until you see whether your signal drops.' },
            { text: 'Stay calm: no swap can happen while the old SIM is in your phone.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-15',
      kind: 'scenario',
      prompt:
        'After a friend lost R80,000 to a SIM swap, Palesa wants to make a swap in her name harder. Which step with her mobile operator helps most?',
      options: [
        {
          text: 'Set a longer screen-lock PIN on her phone so it is harder to unlock.',
          explanation:
            'A screen lock protects the handset, but a SIM swap happens at the operator without touching her phone.',
          correct: false,
        },
        {
          text: 'Ask the operator to switch off SMS messages on her number for good.',
          explanation:
            'A swap moves calls as well as SMSs, and she would lose messages she needs. The protection lies in making the swap itself harder.',
          correct: false,
        },
        {
          text: 'Re-register her ID at an operator store so that it is on record.',
          explanation:
            'Criminals use fake IDs or fool store staff, so having her ID on record is not enough. A separate account PIN adds a real check.',
          correct: false,
        },
        {
          text: 'Add a PIN to her mobile account, since changes then need it.',
          explanation:
            'A PIN or password on her mobile account gives the operator a check that a criminal with her ID number and birthday may not pass.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Nomvula's neighbour lost R45,000 when criminals swapped his SIM. She wants to make a swap on her own number harder to pull off. What should she arrange with her network?",
          options: [
            { text: "Choose a longer PIN for her phone's lock screen to make it harder to open." },
            { text: 'Ask the network to turn off text messages on her number for good.' },
            { text: 'Register her ID again at a network store to keep it on file.' },
            { text: 'Put a secret PIN on her network account, so changes require it.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-16',
      kind: 'scenario',
      prompt:
        'Your bank plans a new feature: a customer who forgets the app password can reset it with just an SMS code sent to the registered number. What is the main weakness?',
      options: [
        {
          text: 'SMS codes expire too fast for customers travelling abroad to use them in time.',
          explanation:
            'Expiry is a small usability issue. The real danger is that the code goes to whoever controls the number.',
          correct: false,
        },
        {
          text: 'Six-digit codes are short enough for a bot to guess in seconds.',
          explanation:
            'One-time codes expire and can be rate-limited. The bigger gap is that a SIM swapper receives the code without guessing.',
          correct: false,
        },
        {
          text: 'Operators charge the bank per SMS, so resets become expensive.',
          explanation:
            'SMS costs are small next to fraud losses. The weakness is that the reset code can be redirected by a SIM swap.',
          correct: false,
        },
        {
          text: 'A SIM swapper would get the SMS code and then reset the login.',
          explanation:
            'Account recovery must not quietly fall back to SMS. After a swap the code goes straight to the criminal, who then owns the login.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'A product team at your bank proposes that customers who forget their online-banking password can set a new one with nothing more than a code texted to their registered cellphone. What is the biggest flaw?',
          options: [
            { text: 'Texted codes expire before customers abroad can check their phones.' },
            { text: 'A bot could test six-digit codes fast enough to hit one in seconds.' },
            { text: 'Each SMS costs the bank money, making resets too costly.' },
            { text: 'Whoever holds the number gets the code and takes over the login.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-17',
      kind: 'scenario',
      prompt:
        "Kagiso's public social media profile shows his full name, birthday, cellphone number and the bank he uses. A friend says this is harmless. What is the best reply?",
      options: [
        {
          text: "The details let a criminal track his phone's location on the network, day and night.",
          explanation:
            'These details do not reveal where his phone is. Their danger is that they help someone pretend to be him.',
          correct: false,
        },
        {
          text: 'The details let a criminal pose as Kagiso at a store and pass its checks.',
          explanation:
            'Criminals gather personal details from social media, then contact the operator pretending to be the owner. Keeping them private makes a swap harder.',
          correct: true,
        },
        {
          text: 'The details let a criminal read his SMSs without touching his SIM.',
          explanation:
            'Details alone cannot redirect SMSs. They are used to fool the operator into moving the number, which then sends the SMSs to the criminal.',
          correct: false,
        },
        {
          text: 'The friend is right, as operators check a photo ID before any swap.',
          explanation:
            'Criminals get past ID checks with fake IDs or by fooling or bribing staff. Public details make that pretence easier.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Ryan's public profile online lists his full name, date of birth, mobile number and the name of his bank. A colleague tells him none of this matters. What is the best answer?",
          options: [
            { text: "A criminal could use them to follow his phone's location around the clock." },
            { text: 'A criminal could use them to pass as Ryan when dealing with his network.' },
            { text: 'A criminal could use them to read his texts without taking his SIM.' },
            { text: 'The colleague is right: networks insist on photo ID for a swap.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-18',
      kind: 'scenario',
      prompt:
        'A customer calls the bank from a landline. Her cellphone shows "Emergency calls only", and her banking app says her password is wrong, though she has not changed it. What should the agent do?',
      options: [
        {
          text: 'Verify who she is with an OTP to her cellphone before acting.',
          explanation:
            "Her number may now sit on a criminal's SIM, so the OTP would go to the fraudster. Verify her another way.",
          correct: false,
        },
        {
          text: 'Reset her password and send the new one to her cellphone by SMS.',
          explanation:
            'If her number was swapped, the SMS hands the new password to the criminal who already locked her out.',
          correct: false,
        },
        {
          text: 'Stop her transfers while she phones her operator.',
          explanation:
            'Lost signal plus a failing login are warning signs of a swap and takeover. Freezing the accounts protects the money while the operator restores her number.',
          correct: true,
        },
        {
          text: 'Tell her to wait for signal, as outages often lock banking apps.',
          explanation:
            'A network outage does not change an app password. Waiting gives the criminal hours to add a beneficiary and move money.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A client visits a branch in Durban. Her cellphone has said "No network" since lunchtime, and her banking app now rejects a password she has not changed. What should the consultant do?',
          options: [
            { text: 'Confirm her identity with a one-time PIN sent to her cellphone first.' },
            { text: 'Set a new password for her and text it to her cellphone.' },
            { text: 'Freeze payments on her accounts while she contacts her network.' },
            { text: 'Tell her outages often lock apps and she should wait for signal.' },
          ],
        },
      ],
    },
    {
      id: 'SimSwap-19',
      kind: 'scenario',
      prompt:
        "You work at a mobile operator's store. A man with an ID book in Johan Botha's name says his phone was stolen and wants a new SIM on Johan's number at once. The ID photo looks slightly off. What should you do?",
      options: [
        {
          text: 'Hold the swap and flag it, since the ID may be forged.',
          explanation:
            'Criminals pose as the owner, sometimes with a fake ID, to get a number moved. Store staff are the last check before the owner loses the number.',
          correct: true,
        },
        {
          text: "Do the swap, since he has an ID document in the account holder's name.",
          explanation:
            'Criminals often bring fake IDs and a story about a lost or stolen phone. An ID that looks wrong is a reason to stop, not proceed.',
          correct: false,
        },
        {
          text: 'Swap it, then SMS the number so the real owner can object.',
          explanation:
            "After the swap the SMS goes to the new SIM in the criminal's hand, so the real owner may not see it until money has gone.",
          correct: false,
        },
        {
          text: "Ask for Johan's address and date of birth, then do the swap.",
          explanation:
            'Criminals collect these details from data leaks and social media before they visit the store, so knowing them proves little.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "You serve customers at a cellphone network's branch. A woman shows a driver's licence in Fatima Adams's name, says her handset was lost in a taxi and wants a new SIM on Fatima's number immediately. The licence photo does not quite match her face. What should you do?",
          options: [
            { text: 'Refuse the swap for now and report it, as the licence may be fake.' },
            {
              text: "Go ahead: she has an official document in the account holder's name.",
              explanation:
                'Criminals often bring forged documents and a story about a lost or stolen phone. A photo that does not match the face is a reason to stop, not to proceed.',
            },
            { text: 'Process it, then notify the number by SMS so the real owner can object.' },
            { text: "Check Fatima's address and birth date first, then process the swap." },
          ],
        },
      ],
    },
  ],
  sources: [iolCase, businessLive, fbiPsa, sabric2021, comricReport2025, comric2025, terpinAppeal],
};
