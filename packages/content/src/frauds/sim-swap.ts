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
      text: 'SABRIC said fraudulent SIM swaps linked to banking fraud in South Africa rose by 63%. There were 2,686 incidents in 2020 and 4,386 in 2021.',
      year: 2021,
      source: sabric2021,
    },
    {
      text: 'The telecoms fraud body COMRiC put the cost of fraud linked to the telecoms sector in South Africa at about R5.3 billion in 2024. It named SIM swap as one of the leading threats.',
      year: 2024,
      source: comric2025,
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
          text: "Access to your phone's camera.",
          explanation: 'Wrong. The criminal never touches your handset.',
          correct: false,
        },
        {
          text: 'Your calls and SMSs, including one-time PINs.',
          explanation:
            'Right. Your number now rings on their phone, so your codes and reset messages go to them.',
          correct: true,
        },
        {
          text: 'Your physical bank card.',
          explanation: 'Wrong. A SIM swap moves a phone number, not a card.',
          correct: false,
        },
        {
          text: 'Your home Wi-Fi password.',
          explanation: 'Wrong. A SIM swap has nothing to do with your home network.',
          correct: false,
        },
      ],
    },
    {
      id: 'SimSwap-2',
      kind: 'scenario',
      prompt:
        'Your phone shows "No service" on a Saturday morning in your own suburb, where signal is usually strong. What should you do first?',
      options: [
        {
          text: 'Wait until Monday and see if it fixes itself.',
          explanation: 'Wrong. Criminals count on weekend delays to empty accounts.',
          correct: false,
        },
        {
          text: 'Restart your phone a few times over the weekend.',
          explanation: 'Wrong. Restarting will not bring back a number that has been moved.',
          correct: false,
        },
        {
          text: "Call your mobile operator from another phone to check for a SIM swap, then call your bank's fraud line.",
          explanation:
            'Right. Acting within minutes can stop the swap and freeze your accounts before money leaves.',
          correct: true,
        },
      ],
    },
    {
      id: 'SimSwap-3',
      kind: 'knowledge',
      prompt: 'Which level of Multi-Factor Authentication gives NO protection against a SIM swap?',
      options: [
        {
          text: 'SMS one-time codes',
          explanation: 'Right. The codes are sent to the number, which the criminal now controls.',
          correct: true,
        },
        {
          text: 'An authenticator app',
          explanation:
            "Wrong. An app is bound to the owner's device, so moving the number does not move the codes.",
          correct: false,
        },
        {
          text: 'Phishing-resistant passkeys',
          explanation:
            'Wrong. Passkeys are the strongest option, because there is no code to redirect.',
          correct: false,
        },
      ],
    },
    {
      id: 'SimSwap-4',
      kind: 'knowledge',
      prompt: "Why is a call-back to the customer's number on file useless after a SIM swap?",
      options: [
        {
          text: 'Because call-backs are too expensive.',
          explanation: 'Wrong. Cost is not the issue.',
          correct: false,
        },
        {
          text: 'Because customers never answer the phone.',
          explanation: 'Wrong. The problem is who answers, not whether anyone answers.',
          correct: false,
        },
        {
          text: 'Because the bank is not allowed to phone customers.',
          explanation: 'Wrong. Banks may phone customers; it just does not help here.',
          correct: false,
        },
        {
          text: 'Because the call goes to the criminal, who now controls the number.',
          explanation:
            'Right. That is why the first level of Verification Protocols has no effect on SIM swaps in the game.',
          correct: true,
        },
      ],
    },
    {
      id: 'SimSwap-5',
      kind: 'scenario',
      prompt:
        'A caller says he is from your network and asks for your ID number and the answers to your account security questions "to upgrade your SIM". What is most likely happening?',
      options: [
        {
          text: 'A routine customer survey.',
          explanation: 'Wrong. Genuine surveys do not ask for security answers.',
          correct: false,
        },
        {
          text: 'The network checking your signal strength.',
          explanation: 'Wrong. Signal checks do not need your ID number or security answers.',
          correct: false,
        },
        {
          text: 'A fraudster gathering answers so an accomplice can request a SIM swap in your name.',
          explanation:
            'Right. Syndicates call victims while posing as them to the operator. Hang up and call your network yourself.',
          correct: true,
        },
      ],
    },
    {
      id: 'SimSwap-6',
      kind: 'knowledge',
      prompt: 'In the 2018 South African case, why did the fraud go unnoticed for weeks?',
      options: [
        {
          text: 'The bank was closed for the holidays.',
          explanation: 'Wrong. The delay came from where the victim was, not from the bank.',
          correct: false,
        },
        {
          text: 'The victim was abroad and did not realise his SIM had been swapped.',
          explanation:
            'Right. He was in Miami, so a dead SIM did not raise the alarm until the payments had gone.',
          correct: true,
        },
        {
          text: 'The criminals only used cash.',
          explanation: 'Wrong. The money left through online payments from his business account.',
          correct: false,
        },
      ],
    },
    {
      id: 'SimSwap-7',
      kind: 'knowledge',
      prompt: 'Which verification method gives the best protection against SIM swap fraud?',
      options: [
        {
          text: 'A call-back to the number on file.',
          explanation: 'Wrong. After a SIM swap that call reaches the criminal.',
          correct: false,
        },
        {
          text: 'An SMS asking the customer to confirm the payment.',
          explanation:
            'Wrong. The SMS goes to the swapped number, so the criminal will confirm it.',
          correct: false,
        },
        {
          text: 'An email to the address on file.',
          explanation:
            'Wrong. Criminals often take over the email account too, using codes from the swapped number.',
          correct: false,
        },
        {
          text: 'Out-of-band verification of every high-risk request, through a channel the criminal does not control.',
          explanation:
            'Right. Checking through a known device or a branch visit avoids the hijacked number entirely.',
          correct: true,
        },
      ],
    },
    {
      id: 'SimSwap-8',
      kind: 'knowledge',
      prompt: 'What did SABRIC report about fraudulent SIM swaps between 2020 and 2021?',
      options: [
        {
          text: 'They rose by 63%, to 4,386 incidents.',
          explanation: 'Right. SIM swaps are a key tool in banking app fraud in South Africa.',
          correct: true,
        },
        {
          text: 'They stopped completely.',
          explanation: 'Wrong. They rose sharply.',
          correct: false,
        },
        {
          text: 'They fell by 90%.',
          explanation: 'Wrong. They went up, not down.',
          correct: false,
        },
      ],
    },
    {
      id: 'SimSwap-9',
      kind: 'scenario',
      prompt:
        "A bank's systems see a login from a new device on a customer's profile, two hours after the customer's number was moved to a new SIM. What should the bank do?",
      options: [
        {
          text: 'Send an SMS OTP to confirm it is really the customer.',
          explanation: 'Wrong. The OTP would go to the new SIM, which may belong to the criminal.',
          correct: false,
        },
        {
          text: 'Allow it, because SIM swaps are common.',
          explanation: 'Wrong. A new device right after a SIM swap is a classic fraud pattern.',
          correct: false,
        },
        {
          text: 'Hold high-risk actions and verify the customer through a channel not tied to the phone number.',
          explanation:
            'Right. This is what South African banks do when they detect a recent SIM swap.',
          correct: true,
        },
      ],
    },
    {
      id: 'SimSwap-10',
      kind: 'knowledge',
      prompt: 'Which step helps protect you against SIM swap fraud?',
      options: [
        {
          text: 'Posting your phone number and ID number on social media.',
          explanation: 'Wrong. That gives criminals the details they need to pretend to be you.',
          correct: false,
        },
        {
          text: 'Moving your bank and email accounts from SMS codes to an authenticator app or passkey.',
          explanation: 'Right. Then a stolen number no longer gives the criminal your codes.',
          correct: true,
        },
        {
          text: 'Sharing OTPs only with callers who say they are from the bank.',
          explanation: 'Wrong. A real bank never asks for your OTP.',
          correct: false,
        },
        {
          text: 'Turning off bank notifications.',
          explanation: 'Wrong. Notifications help you spot fraud early.',
          correct: false,
        },
      ],
    },
  ],
  sources: [iolCase, businessLive, fbiPsa, sabric2021, comric2025, terpinAppeal],
};
