import { BANK_FRAUD_LINE, IC3, REPORT_FRAUD_UK, SAFPS, SAPS, withHow } from '../reporting-channels';
import type { FraudContent } from '../types';

const mandiantSnowflake = {
  title: 'UNC5537 Targets Snowflake Customer Instances for Data Theft and Extortion',
  publisher: 'Mandiant (Google Cloud)',
  year: 2024,
  url: 'https://cloud.google.com/blog/topics/threat-intelligence/unc5537-snowflake-data-theft-extortion',
};

const dbir2026 = {
  title: '2026 Data Breach Investigations Report',
  publisher: 'Verizon Business',
  year: 2026,
  url: 'https://www.verizon.com/business/resources/reports/dbir/',
};

const sabric2023 = {
  title: 'SABRIC reports significant increase in financial crime losses for 2023',
  publisher: 'South African Banking Risk Information Centre (SABRIC)',
  year: 2024,
  url: 'https://www.sabric.co.za/media-and-news/press-releases/sabric-reports-significant-increase-in-financial-crime-losses-for-2023/',
};

const sabric2024 = {
  title: 'South Africa Sees 86% Surge in Digital Banking Fraud, Losses Near R1.9 Billion',
  publisher: 'TechAfrica News',
  year: 2025,
  url: 'https://techafricanews.com/?p=56436',
};

const microsoftMfa = {
  title: 'How effective is multifactor authentication at deterring cyberattacks?',
  publisher: 'Microsoft (arXiv preprint 2305.00945)',
  year: 2023,
  url: 'https://arxiv.org/abs/2305.00945',
};

const nist80063b = {
  title: 'SP 800-63B-4: Digital Identity Guidelines, Authentication and Authenticator Management',
  publisher: 'National Institute of Standards and Technology (NIST)',
  year: 2025,
  url: 'https://pages.nist.gov/800-63-4/sp800-63b.html',
};

export const fraud: FraudContent = {
  id: 'AccountTakeover',
  summary:
    "Account takeover is when a criminal gets into a real customer's or employee's account and uses it as if they were the owner. Most often they want to move money or steal data.",
  whatItIs: [
    "In an account takeover (ATO) the criminal does not open a new account. They break into an existing one: online banking, a banking app, email, a card profile or a work login. They may use a stolen or guessed password, or trick the owner into sharing a one-time PIN (OTP). Or they may take over the owner's phone number.",
    'Once inside, they move fast. A common pattern is to change the contact details so alerts go to the criminal, then add a new beneficiary and send the largest payments the account allows.',
    'A big source of stolen logins is infostealer malware. These programs hide in pirated software or fake downloads and copy every password saved in a browser. The stolen logs are sold online. They stay useful for years if passwords are never changed.',
  ],
  howItWorks: [
    'The criminal collects login details through phishing, fake bank calls, infostealer malware, data breaches or reused passwords.',
    'They try the details against banking, email and work systems, often with automated tools.',
    'If an OTP is needed, they trick the owner into reading it out, or take over the phone number with a [SIM swap](/frauds/SimSwap).',
    'Once in, they change the email address, phone number or password. The owner is locked out and alerts stop.',
    'They add beneficiaries, raise limits and move money out quickly, often through money-mule accounts.',
    'In a business account, they search for valuable data or use the access to reach other systems.',
  ],
  warningSigns: [
    'A login from a new device or country, followed within minutes by a change of email, phone number or password.',
    'A new beneficiary added and a maximum-value payment made soon after.',
    'A customer says OTPs and alerts stopped arriving, or that they got password-reset messages they did not ask for.',
    'Several failed logins, then a successful one from a different internet address.',
    'A caller claiming to be from the bank who "just needs the OTP" to stop fraud on your account.',
    'A staff account logging in at odd hours or downloading far more data than usual.',
  ],
  realCase: {
    title: 'Snowflake customer accounts opened with old stolen passwords',
    where: 'United States and worldwide, 2024',
    whatHappened: [
      'Between April and June 2024, a group out to make money, which Mandiant tracks as UNC5537, logged into the Snowflake data-warehouse accounts of about 165 organisations. It did not hack Snowflake itself. It used passwords stolen earlier by infostealer malware, some dating back to 2020. Mandiant found that for at least 79.7% of the accounts used in the campaign, the login details had already been exposed.',
      'Three gaps made the attack possible. The accounts had no multi-factor authentication. The stolen passwords had never been changed. And no network allow-lists limited where logins could come from. The group then stole large amounts of data, tried to extort the victims and offered data for sale on criminal forums.',
    ],
    source: mandiantSnowflake,
  },
  statistics: [
    {
      text: "Verizon's 2026 Data Breach Investigations Report looked at how breaches began. Credential abuse, such as logging in with stolen passwords, was the way in for 13% of breaches, and phishing for a further 16%. Verizon said credential abuse would have been 16% if it had not started counting pretexting, a made-up story used to trick staff, as a separate way in.",
      year: 2025,
      source: dbir2026,
    },
    {
      text: 'In South Africa, fraud on banking apps made up 60% of all digital banking crime in 2023, SABRIC reported. That followed an 89% rise in one year.',
      year: 2023,
      source: sabric2023,
    },
    {
      text: "SABRIC's 2024 statistics showed digital banking fraud cases up 86% and losses up 74% on 2023. SABRIC said the cases came from social engineering that tricked customers. They did not come from hackers breaking into banking platforms.",
      year: 2024,
      source: sabric2024,
    },
  ],
  whoIsTargeted: [
    "Everyone with an online account is a target. But criminals prefer accounts where money moves quickly: banking apps, online banking, and email accounts that can reset other passwords. People who reuse passwords or trust unexpected calls from 'the bank' are most at risk.",
    'Inside a bank, staff accounts that can reach customer data, payment systems or cloud platforms are prized targets. The Snowflake case showed that a password stolen from one infected computer can expose company data years later.',
  ],
  howToDefend: [
    '[Multi-Factor Authentication](/defenses/MultiFactorAuth) is by far the strongest control. SMS one-time codes block most password-only attacks, and an authenticator app does better. Phishing-resistant passkeys stop almost every takeover attempt, because they only work on the real website. In a 2023 Microsoft study, MFA cut the risk of account compromise by more than 99%.',
    '[Regular Password Changes](/defenses/RegularPasswordChanges) shows why the method matters. Forced rotation every 90 days does almost nothing. People make small, predictable changes, and stolen passwords are used at once. It helps much more to change a password when there is evidence of compromise, and to screen new passwords against lists of breached ones. A password manager with a unique passphrase for every site helps most. NIST guidance no longer recommends forced periodic changes.',
    '[Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) does not stop the takeover, but it limits the damage. A staff account that can only reach what its job needs gives the criminal less to steal. [HTTPS and Encryption](/defenses/HttpsAndEncryption) stops logins being read on the network. But most takeovers use passwords stolen elsewhere, so its effect is small.',
    'Banks add more layers, such as alerts on every change to contact details. Another is a cooling-off period before new beneficiaries can receive large amounts.',
  ],
  ifItHappensToYou: {
    steps: [
      "Call your bank's fraud line at once and ask them to block the account and stop pending payments.",
      'From a clean device, change the password of the affected account and of your email. Switch on an authenticator app or passkey.',
      'Check what the criminal changed: contact details, beneficiaries, limits, linked devices and email forwarding rules.',
      'Open a case at a police station and give the case number to your bank.',
      'Scan your devices for malware, because an infostealer may still be collecting passwords.',
    ],
    southAfrica: [
      BANK_FRAUD_LINE,
      withHow(
        SAPS,
        'Open a case at a police station with a sworn statement and keep the case number.',
      ),
      withHow(
        SAFPS,
        'Apply for free Protective Registration if your identity details may be misused.',
      ),
    ],
    international: [
      withHow(
        IC3,
        'Victims in the United States can report account takeover and other online fraud.',
      ),
      withHow(
        REPORT_FRAUD_UK,
        'Victims in England, Wales and Northern Ireland can report fraud and cyber crime online or by phone. In Scotland, call Police Scotland on 101.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Account takeover (ATO)',
      definition: "Using a real person's existing account without their permission.",
    },
    {
      term: 'Infostealer',
      definition:
        'Malware that copies saved passwords and login cookies from a device and sends them to criminals.',
    },
    {
      term: 'One-time PIN (OTP)',
      definition: 'A short code, valid once, used to confirm a login or payment.',
    },
    {
      term: 'Passkey',
      definition:
        'A login method that uses a key stored on your device and only works on the real website, so it cannot be phished.',
    },
    {
      term: 'Money mule',
      definition: 'A person whose bank account is used to receive and pass on stolen money.',
    },
  ],
  quiz: [
    {
      id: 'AccountTakeover-1',
      kind: 'knowledge',
      prompt: 'What makes account takeover different from opening a fake account?',
      options: [
        {
          text: 'It only happens at ATMs.',
          explanation:
            'Wrong. Account takeover mostly happens online, in apps, email and web banking.',
          correct: false,
        },
        {
          text: "The criminal uses a real person's existing account.",
          explanation:
            'Right. The account is genuine, which is why the bank may at first trust what the criminal does.',
          correct: true,
        },
        {
          text: 'It always needs a forged ID document.',
          explanation: 'Wrong. A stolen password and OTP are often enough.',
          correct: false,
        },
        {
          text: 'It only targets businesses.',
          explanation: 'Wrong. Individuals are targeted every day.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccountTakeover-2',
      kind: 'scenario',
      prompt:
        'You get a call: "This is your bank\'s fraud team. Someone is trying to pay R15,000 from your account. Read me the OTP we just sent so we can cancel it." What should you do?',
      options: [
        {
          text: 'Read out the OTP so they can stop the fraud.',
          explanation:
            'Wrong. The OTP is what lets the caller approve a payment or login in your name.',
          correct: false,
        },
        {
          text: 'Give only the first three digits to be safe.',
          explanation: 'Wrong. Never share any part of an OTP with a caller.',
          correct: false,
        },
        {
          text: 'Hang up and call the bank on the number on your card. A bank never asks for your OTP.',
          explanation:
            'Right. Calling back on a number you trust takes control away from the fraudster.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccountTakeover-3',
      kind: 'knowledge',
      prompt:
        'Which level of Multi-Factor Authentication stops almost all takeover attempts, including phishing?',
      options: [
        {
          text: 'Phishing-resistant passkeys',
          explanation:
            'Right. A passkey only works on the real website, so a fake site gets nothing it can reuse.',
          correct: true,
        },
        {
          text: 'SMS one-time codes',
          explanation:
            'Wrong. SMS codes help, but they can be phished or redirected by a SIM swap.',
          correct: false,
        },
        {
          text: 'Security questions such as "your first pet"',
          explanation: 'Wrong. The answers are often easy to find or guess.',
          correct: false,
        },
        {
          text: 'A longer username',
          explanation: 'Wrong. Usernames are not secret and add no real protection.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccountTakeover-4',
      kind: 'knowledge',
      prompt: 'Why does forcing everyone to change passwords every 90 days barely help?',
      options: [
        {
          text: 'Because 90 days is too short for anyone to remember a password.',
          explanation: 'Wrong. The real problem is what people and criminals do in practice.',
          correct: false,
        },
        {
          text: 'Because it costs too much.',
          explanation: 'Wrong. The cost is not the main issue; it simply does not stop attacks.',
          correct: false,
        },
        {
          text: 'Because it makes passwords too long.',
          explanation: 'Wrong. Rotation does not make passwords longer.',
          correct: false,
        },
        {
          text: 'Because people make small predictable changes, and stolen passwords are used at once.',
          explanation:
            'Right. That is why NIST dropped forced periodic changes and the game gives its first level no effect.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccountTakeover-5',
      kind: 'knowledge',
      prompt: 'In the 2024 Snowflake case, what let the attackers log in?',
      options: [
        {
          text: "A flaw in Snowflake's own platform.",
          explanation: 'Wrong. Mandiant found no breach of Snowflake itself.',
          correct: false,
        },
        {
          text: 'A flood of traffic that crashed the login page.',
          explanation: 'Wrong. That would be a DDoS attack, which does not give anyone access.',
          correct: false,
        },
        {
          text: 'Old stolen passwords on accounts without multi-factor authentication.',
          explanation:
            'Right. Passwords stolen by infostealers, some from 2020, still worked because MFA was off.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccountTakeover-6',
      kind: 'scenario',
      prompt:
        "A customer's profile shows a login from a new phone in another province, then a change of email address and a new beneficiary within 10 minutes, followed by a maximum-value transfer. What should the fraud team do?",
      options: [
        {
          text: 'Let it through, because customers often change phones.',
          explanation:
            'Wrong. This exact chain of events is the classic pattern of an account takeover.',
          correct: false,
        },
        {
          text: 'Hold the payment and contact the customer on a number the bank already trusts.',
          explanation:
            'Right. Pausing and checking through a trusted channel can stop the money leaving.',
          correct: true,
        },
        {
          text: 'Email the new address to ask whether the transfer is genuine.',
          explanation: 'Wrong. The criminal controls the new email address and will say yes.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccountTakeover-7',
      kind: 'knowledge',
      prompt: 'What is an infostealer?',
      options: [
        {
          text: 'A bank employee who sells customer data.',
          explanation: 'Wrong. That is insider fraud, not malware.',
          correct: false,
        },
        {
          text: 'A tool that makes browsers faster.',
          explanation: 'Wrong. Infostealers often pretend to be useful tools, but they steal data.',
          correct: false,
        },
        {
          text: 'A device fitted to an ATM to copy cards.',
          explanation: 'Wrong. That is a skimmer.',
          correct: false,
        },
        {
          text: 'Malware that copies saved passwords and cookies from a device and sends them to criminals.',
          explanation:
            'Right. Infostealer logs were the source of the passwords used in the Snowflake campaign.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccountTakeover-8',
      kind: 'knowledge',
      prompt: 'How does the principle of least privilege help against account takeover?',
      options: [
        {
          text: 'It limits what a taken-over account can reach, so there is less damage.',
          explanation:
            'Right. It does not stop the login, but it shrinks what the criminal can steal or change.',
          correct: true,
        },
        {
          text: 'It stops criminals from logging in at all.',
          explanation: 'Wrong. Stopping the login is the job of strong authentication.',
          correct: false,
        },
        {
          text: 'It encrypts every password.',
          explanation: 'Wrong. Least privilege is about access rights, not encryption.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccountTakeover-9',
      kind: 'scenario',
      prompt:
        'A colleague tells you she uses the same password for her work email and for a shopping site that has just been breached. What is the best advice?',
      options: [
        {
          text: 'Nothing needs to change, because the shopping site has nothing to do with work.',
          explanation:
            'Wrong. Criminals try leaked passwords on many other sites, including work email.',
          correct: false,
        },
        {
          text: 'Add a "1" to the end of the work password.',
          explanation: 'Wrong. Attackers try small changes like this first.',
          correct: false,
        },
        {
          text: 'Change the work password now to a unique one, ideally in a password manager, and make sure MFA is on.',
          explanation:
            'Right. A unique password stops the leak spreading, and MFA protects the account even if a password leaks.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccountTakeover-10',
      kind: 'knowledge',
      prompt:
        "According to SABRIC, what share of South Africa's digital banking crime happened on banking apps in 2023?",
      options: [
        {
          text: 'About 6%',
          explanation: 'Wrong. Banking apps were by far the largest channel.',
          correct: false,
        },
        {
          text: '60%',
          explanation:
            'Right. Banking app fraud made up 60% of digital banking crime, after an 89% rise.',
          correct: true,
        },
        {
          text: '100%',
          explanation: 'Wrong. Online and mobile banking fraud also occurred.',
          correct: false,
        },
        {
          text: 'About 15%',
          explanation: 'Wrong. The real share was much higher.',
          correct: false,
        },
      ],
    },
  ],
  sources: [mandiantSnowflake, dbir2026, sabric2023, sabric2024, microsoftMfa, nist80063b],
};
