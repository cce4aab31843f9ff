import {
  BANK_FRAUD_LINE,
  IC3,
  INFORMATION_REGULATOR,
  REPORT_FRAUD_UK,
  SAPS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const case23andMe: Source = {
  title: '23andMe confirms hacker stole data of 6.9 million users',
  publisher: 'NetSec.news',
  year: 2023,
  url: 'https://www.netsec.news/23andme-confirms-hacker-stole-data-of-6-9-million-users/',
};

const icoFine: Source = {
  title: "ICO fines 23andMe £2.31m over 'profoundly damaging' data breach",
  publisher: 'Computing',
  year: 2025,
  url: 'https://www.computing.co.uk/news/2025/legislation-regulation/ico-fines-23andme-2-31m',
};

const dbir2025: Source = {
  title: '2025 Data Breach Investigations Report',
  publisher: 'Verizon',
  year: 2025,
  url: 'https://www.verizon.com/business/resources/reports/2025-dbir-data-breach-investigations-report.pdf',
};

const mddr2024: Source = {
  title: 'Microsoft Digital Defense Report 2024',
  publisher: 'Microsoft',
  year: 2024,
  url: 'https://www.microsoft.com/en-us/security/security-insider/intelligence-reports/microsoft-digital-defense-report-2024',
};

const f5Report: Source = {
  title: '2023 Identity Threat Report: The Unpatchables',
  publisher: 'F5 Labs',
  year: 2023,
  url: 'https://www.f5.com/labs/articles/threat-intelligence/2023-identity-threat-report-the-unpatchables',
};

const mfaStudy: Source = {
  title: 'How effective is multifactor authentication at deterring cyberattacks?',
  publisher: 'Microsoft (arXiv 2305.00945)',
  year: 2023,
  url: 'https://arxiv.org/abs/2305.00945',
};

export const fraud: FraudContent = {
  id: 'BruteForce',
  summary:
    'Criminals use software to guess passwords, or to replay passwords stolen elsewhere, until an account opens.',
  whatItIs: [
    'Brute force and credential stuffing are automated ways of breaking into accounts. In a brute force attack, a program tries thousands of passwords against one account. In password spraying, it tries a few very common passwords against thousands of accounts, so that no single account gets locked. In credential stuffing, the attacker takes username and password pairs leaked from other websites and tries them on your bank, betting that people reuse passwords.',
    'Each attempt costs almost nothing, so even a tiny success rate pays. Once inside, the criminal can change contact details, move money or sell the access, which makes these attacks the front door to [Account Takeover](/frauds/AccountTakeover).',
  ],
  howItWorks: [
    'The attacker buys or downloads lists of leaked usernames and passwords, or a list of the most common passwords.',
    'They load the list into an automated tool, a bot, and point it at a login page or a banking app.',
    'The tool spreads its attempts across thousands of internet addresses, often rented home connections, so the traffic looks like ordinary customers.',
    'Most attempts fail, but a small share work wherever people reused a password or chose a weak one.',
    'The working logins are used or sold for fraud, data theft or deeper attacks.',
  ],
  warningSigns: [
    'A sudden spike in failed logins spread across many accounts.',
    'Many accounts each getting only one or two attempts, which is the pattern of password spraying.',
    'Login volume jumps while the share of successful logins drops sharply.',
    'Logins arriving faster than any person could type, or from automation tools.',
    'Customers reporting lockouts or password-reset messages they did not ask for.',
    'A login alert from your bank or an app for a device or place you do not recognise.',
  ],
  realCase: {
    title: '23andMe: reused passwords expose millions of people',
    where: 'United States and United Kingdom, 2023',
    whatHappened: [
      'Between April and September 2023, an attacker used passwords leaked from other websites to log in to about 14,000 accounts at 23andMe, a DNA-testing company. That was only about 0.1% of its customers. But its DNA Relatives feature let each account see details of matching relatives. Through those 14,000 accounts the attacker collected data on about 6.9 million people: about 5.5 million DNA Relatives profiles and 1.4 million Family Tree profiles.',
      'The data, including names, birth years and ancestry details, was offered for sale online. 23andMe said its systems were not hacked: the attacker simply logged in with reused passwords, and no second login step stood in the way.',
      "In 2025 the UK Information Commissioner's Office fined 23andMe £2.31 million, finding that it lacked proper login checks and was slow to respond. The lesson for banks: one reused password can open far more than one account.",
    ],
    source: case23andMe,
  },
  statistics: [
    {
      text: 'Credential abuse, meaning logging in with stolen or guessed passwords, was the most common way attackers first got in, at 22% of the breaches Verizon studied.',
      year: 2024,
      source: dbir2025,
    },
    {
      text: 'Microsoft reported that more than 99% of the identity attacks it saw were password attacks, and that it blocked about 7,000 password attacks every second.',
      year: 2024,
      source: mddr2024,
    },
    {
      text: 'In traffic sampled by F5 Labs, 19.4% of logins were credential stuffing on average before bot defences, and 6.0% after.',
      year: 2023,
      source: f5Report,
    },
  ],
  whoIsTargeted: [
    'Any service with a login page is a target, and banks are high on the list because a working login can lead straight to money. Online and app banking, card portals, email and staff remote-access systems are all attacked.',
    'Customers who reuse one password on many sites are most at risk, because a leak at a shop can unlock their bank profile. Weak, common passwords make password spraying work, especially on staff accounts without a second login step.',
  ],
  howToDefend: [
    "[Multi-Factor Authentication](/defenses/MultiFactorAuth) is by far the strongest control. A stolen or guessed password is no longer enough, because the attacker also needs a code, an app approval or a passkey on the customer's device. Microsoft researchers found that MFA cut the risk of account compromise by more than 99%. Even SMS codes stop most bots; an app or a passkey also closes gaps such as SIM swaps.",
    '[Traffic Filtering](/defenses/TrafficFiltering) slows the flood. Rate limits stop crude tools, and a web application firewall with bot management spots automated logins. It works fairly well but not fully, because careful attackers spread attempts across home internet addresses and stay under the limits. [Network Monitoring](/defenses/NetworkMonitoring) blocks nothing by itself, but it spots the warning signs above so the team can respond, for example by forcing resets on the accounts that were hit.',
    '[Regular Password Changes](/defenses/RegularPasswordChanges) only help in their modern form. Forcing everyone to change passwords every 90 days does almost nothing: a stolen password is used long before it expires, and people just add a number. NIST guidance advises against it. What helps is blocking passwords found in breach lists, forcing a change after a compromise, and a password manager so every site gets a unique password. The [Help](/help) page explains how layered controls add up.',
  ],
  ifItHappensToYou: {
    steps: [
      "If you think someone has logged in to your bank profile, call your bank's fraud line at once, using the number on your card or in the official app.",
      'Change the password on that account and on every other account where you used the same one. Make each password unique.',
      'Turn on multi-factor authentication, ideally an authenticator app or a passkey, and sign out all other devices.',
      'Check recent payments, beneficiaries and contact details, and report anything you did not do.',
      'If money was taken, open a case at a SAPS police station and give the case number to your bank.',
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Call the number on your card or in the official banking app, not a number from a message. Ask the bank to block access and stop payments.',
      ),
      withHow(
        SAPS,
        'Open a case at a police station if money or data was taken. Unlawful access to accounts is a crime under the Cybercrimes Act of 2020.',
      ),
      withHow(
        INFORMATION_REGULATOR,
        'Organisations whose customer data was accessed must report it to the Regulator and tell the people affected.',
      ),
    ],
    international: [
      withHow(IC3, 'Report account break-ins and online fraud that involve the United States.'),
      withHow(
        REPORT_FRAUD_UK,
        'Report fraud and cybercrime in England, Wales and Northern Ireland. It replaced Action Fraud in December 2025.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Credential stuffing',
      definition: 'Trying username and password pairs leaked from one website on other websites.',
    },
    {
      term: 'Password spraying',
      definition: 'Trying a few very common passwords against many accounts, to avoid lockouts.',
    },
    {
      term: 'Multi-factor authentication (MFA)',
      definition:
        'A login that needs a second proof, such as an app approval or a passkey, as well as the password.',
    },
    {
      term: 'Passkey',
      definition:
        'A login key kept on your device that only works on the real website, so it cannot be phished or reused.',
    },
    {
      term: 'Bot',
      definition:
        'A program that does tasks automatically, such as trying logins far faster than a person could.',
    },
  ],
  quiz: [
    {
      id: 'BruteForce-1',
      kind: 'knowledge',
      prompt: 'What is credential stuffing?',
      options: [
        {
          text: 'Trying usernames and passwords leaked from other websites on a different service',
          explanation:
            'Right. It works because many people reuse the same password on several sites.',
          correct: true,
        },
        {
          text: 'Watching someone type their PIN at an ATM',
          explanation: 'That is shoulder surfing, a physical trick, not an automated login attack.',
          correct: false,
        },
        {
          text: 'Sending fake emails that ask people to type their password',
          explanation:
            'That is phishing. Credential stuffing reuses passwords that were already leaked.',
          correct: false,
        },
        {
          text: 'Filling a login page with junk traffic to knock it offline',
          explanation:
            'That describes a denial-of-service attack, which aims to disrupt, not log in.',
          correct: false,
        },
      ],
    },
    {
      id: 'BruteForce-2',
      kind: 'knowledge',
      prompt: 'Which control stops by far the most automated password attacks?',
      options: [
        {
          text: 'Forcing everyone to change their password every 90 days',
          explanation:
            'Stolen passwords are usually used long before they expire, so forced rotation barely helps.',
          correct: false,
        },
        {
          text: 'Multi-factor authentication',
          explanation:
            'Correct. A guessed or stolen password is not enough when a second proof is needed; Microsoft found it cut compromise risk by over 99%.',
          correct: true,
        },
        {
          text: 'An annual security awareness course',
          explanation:
            'Training does not stop a bot replaying leaked passwords against the login page.',
          correct: false,
        },
      ],
    },
    {
      id: 'BruteForce-3',
      kind: 'scenario',
      prompt:
        "You work in the bank's security team. Overnight, 40,000 customer accounts each had one or two failed logins, from thousands of different home internet addresses. What is most likely happening?",
      options: [
        {
          text: 'Thousands of customers forgot their passwords on the same night',
          explanation:
            'Real customers do not fail in such a neat, spread-out pattern at the same time.',
          correct: false,
        },
        {
          text: 'A routine system update caused login errors',
          explanation:
            'An update would cause errors for everyone, not one or two failed attempts per account from rotating addresses.',
          correct: false,
        },
        {
          text: 'A password spraying or credential stuffing attack, spread out to avoid lockouts',
          explanation:
            'Right. Few attempts per account from many addresses is the classic sign of an automated attack that is hiding under the limits.',
          correct: true,
        },
      ],
    },
    {
      id: 'BruteForce-4',
      kind: 'knowledge',
      prompt:
        'Why does forcing staff to change passwords every 90 days do little against these attacks?',
      options: [
        {
          text: 'Because 90 days is too short for anyone to remember a password',
          explanation: 'Memory is not the main problem; the timing of the attack is.',
          correct: false,
        },
        {
          text: 'Because attackers cannot use passwords older than 90 days',
          explanation: 'Attackers can use any password that still works, whatever its age.',
          correct: false,
        },
        {
          text: 'Because it makes multi-factor authentication stop working',
          explanation: 'Password changes do not affect MFA at all.',
          correct: false,
        },
        {
          text: 'Because stolen passwords are usually used quickly, and people make small, predictable changes',
          explanation:
            'Correct. That is why NIST advises against forced rotation and favours breached-password checks and MFA instead.',
          correct: true,
        },
      ],
    },
    {
      id: 'BruteForce-5',
      kind: 'scenario',
      prompt:
        'You get an SMS from your bank saying your online banking password was just changed. You did not change it. What should you do first?',
      options: [
        {
          text: 'Call the bank using the number on the back of your card or in the official app',
          explanation:
            'Right. Using a number you already trust means you reach the real bank, which can block access fast.',
          correct: true,
        },
        {
          text: 'Tap the link in the SMS to reset your password',
          explanation:
            'The message itself could be fake. Never use links or numbers from an unexpected message.',
          correct: false,
        },
        {
          text: 'Reply to the SMS with your ID number so the bank can check',
          explanation: 'Never send personal details in reply to a message you did not expect.',
          correct: false,
        },
        {
          text: 'Wait a few days to see if any money goes missing',
          explanation:
            'Waiting gives the criminal time to move money and change your contact details.',
          correct: false,
        },
      ],
    },
    {
      id: 'BruteForce-6',
      kind: 'knowledge',
      prompt: 'In the 23andMe case, how did the attacker get into about 14,000 accounts?',
      options: [
        {
          text: "By hacking the company's main database",
          explanation:
            '23andMe said its systems were not hacked; the attacker logged in like a normal user.',
          correct: false,
        },
        {
          text: 'Through a dishonest employee',
          explanation: 'No insider was involved in this case.',
          correct: false,
        },
        {
          text: 'By logging in with passwords that customers had reused from other leaked websites',
          explanation:
            'Correct. That is credential stuffing, and it worked because no second login step was required.',
          correct: true,
        },
      ],
    },
    {
      id: 'BruteForce-7',
      kind: 'knowledge',
      prompt: 'Why is traffic filtering on its own not enough to stop credential stuffing?',
      options: [
        {
          text: 'Because it blocks all customers from logging in',
          explanation: 'Good filtering is tuned so that real customers can still log in.',
          correct: false,
        },
        {
          text: 'Because careful attackers spread attempts across many home internet addresses and stay under the limits',
          explanation:
            'Right. Rate limits and geo-blocking stop crude tools, but bots using residential proxies can slip through.',
          correct: true,
        },
        {
          text: 'Because filtering only works on email, not on websites',
          explanation:
            'Traffic filtering and web application firewalls are built for web and app traffic.',
          correct: false,
        },
      ],
    },
    {
      id: 'BruteForce-8',
      kind: 'scenario',
      prompt:
        'A friend uses the same password for an online shop, her email and her banking app. The shop announces that its customer passwords were leaked. What is the best advice?',
      options: [
        {
          text: 'Only change the password at the shop',
          explanation:
            'Criminals will try the leaked password on her email and bank too, so those must change as well.',
          correct: false,
        },
        {
          text: 'Nothing, because passwords are usually scrambled when stored',
          explanation:
            'Leaked passwords are often cracked or stored badly, so assume the password is known.',
          correct: false,
        },
        {
          text: 'Add a number to the end of the same password everywhere',
          explanation: 'Attackers try these small, predictable changes automatically.',
          correct: false,
        },
        {
          text: 'Change it everywhere it was used, give each account a unique password, and turn on MFA',
          explanation:
            'Correct. Unique passwords stop the leak spreading, and MFA protects her even if a password escapes again.',
          correct: true,
        },
      ],
    },
    {
      id: 'BruteForce-9',
      kind: 'knowledge',
      prompt: 'Which of these warning signs points to an automated login attack?',
      options: [
        {
          text: 'A customer logs in every morning from the same phone',
          explanation: 'Steady, regular use from a known device is normal.',
          correct: false,
        },
        {
          text: 'A customer forgets their password once and resets it',
          explanation: 'A single reset requested by the customer is ordinary.',
          correct: false,
        },
        {
          text: 'Logins arriving faster than any person could type',
          explanation: 'Right. Inhuman speed is a strong sign that a bot is trying passwords.',
          correct: true,
        },
      ],
    },
    {
      id: 'BruteForce-10',
      kind: 'knowledge',
      prompt: 'What does network monitoring add against brute force and credential stuffing?',
      options: [
        {
          text: 'It spots attack patterns so the team can respond, but it does not block logins by itself',
          explanation:
            'Correct. Monitoring detects and alerts; other controls such as MFA and filtering do the blocking.',
          correct: true,
        },
        {
          text: 'It makes stolen passwords useless',
          explanation: 'Only a second login factor, such as MFA, makes a stolen password useless.',
          correct: false,
        },
        {
          text: 'It stops customers from reusing passwords on other websites',
          explanation: 'The bank cannot see or control what passwords customers use elsewhere.',
          correct: false,
        },
        {
          text: 'It replaces the need for a firewall',
          explanation: 'Monitoring and filtering do different jobs and work best together.',
          correct: false,
        },
      ],
    },
  ],
  sources: [case23andMe, icoFine, dbir2025, mddr2024, f5Report, mfaStudy],
};
