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
          text: 'Trying a few common passwords, such as Password1, on many accounts.',
          explanation:
            'That is password spraying. It uses a short list of popular passwords spread over many accounts, so that no single account gets locked.',
          correct: false,
        },
        {
          text: 'Trying login pairs leaked from one site against many other services.',
          explanation:
            'Credential stuffing replays pairs that leaked elsewhere, betting that people reuse the same password on their bank, email and shops.',
          correct: true,
        },
        {
          text: 'Trying thousands of password guesses against one account at a time.',
          explanation:
            'That is a classic brute force attack on one account. Credential stuffing does not guess; it reuses real passwords leaked from other websites.',
          correct: false,
        },
        {
          text: 'Trying to trick people into typing their password on a fake login page.',
          explanation:
            'That is [phishing](/frauds/Phishing). Credential stuffing needs no trick, because the passwords have already leaked from another site.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: "Which description fits a credential stuffing attack on a bank's sign-in page?",
          options: [
            { text: 'Testing a few popular passwords, like Qwerty123, on thousands of profiles.' },
            { text: 'Reusing real logins stolen in one breach to get into unrelated accounts.' },
            { text: 'Firing huge numbers of guesses at a single profile until one of them works.' },
            { text: 'Luring people to a copycat sign-in page where they type in their password.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-2',
      kind: 'knowledge',
      prompt: 'Which control stops by far the most automated password attacks?',
      options: [
        {
          text: 'Rate limits on the number of login attempts',
          explanation:
            'Rate limits stop crude tools, but careful attackers spread their attempts over many addresses and stay under the limit.',
          correct: false,
        },
        {
          text: 'Locking an account after three wrong passwords',
          explanation:
            'Password spraying and credential stuffing try only one or two passwords per account, so a lockout after three failures rarely triggers.',
          correct: false,
        },
        {
          text: 'Forcing a new password at 90-day intervals',
          explanation:
            'A stolen password is usually used long before it expires, and people respond to forced changes by adding a number, so rotation barely helps.',
          correct: false,
        },
        {
          text: 'Multi-factor authentication at each login',
          explanation:
            'With [Multi-Factor Authentication](/defenses/MultiFactorAuth) a correct password is not enough. Microsoft researchers found it cut the risk of compromise by more than 99%.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'A bank can afford one measure against bot-driven login attacks. Which one blocks the greatest share of them?',
          options: [
            { text: 'Capping how many sign-in tries each address may make' },
            { text: 'Blocking a profile once three wrong passwords are entered' },
            { text: 'Making people choose a fresh password each quarter' },
            { text: 'Switching on two-step verification for every sign-in' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-3',
      kind: 'scenario',
      prompt:
        "You work in your bank's security team. Overnight, 40,000 customer accounts each had one or two failed logins, from thousands of different home internet addresses. What is most likely happening?",
      options: [
        {
          text: 'A spraying attack, spread so thin that each account stays unlocked.',
          explanation:
            'One or two attempts on each of many accounts, from home internet addresses, is the pattern of password spraying hiding under lockout limits.',
          correct: true,
        },
        {
          text: 'A lone attacker guessing thousands of passwords on a single account.',
          explanation:
            'A brute force attack on one account would show many failures on that account. Here each account saw only one or two tries.',
          correct: false,
        },
        {
          text: 'A faulty app update that rejected correct passwords for a night.',
          explanation:
            'A faulty update would hit customers who tried to log in, from their usual devices. It would not spread one or two tries over 40,000 accounts from rented addresses.',
          correct: false,
        },
        {
          text: 'A denial-of-service flood meant to knock the login page offline.',
          explanation:
            'A flood aims to overload the service, not to test passwords. Neat failed logins spread across accounts point to someone trying to get in.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Thandi, an analyst on a bank's fraud desk, sees that between midnight and 05:00 about 25,000 online banking profiles each logged one or two failed sign-ins, from a huge spread of residential IP addresses. What best explains this?",
          options: [
            { text: 'Someone trying popular passwords thinly, so that no profile locks.' },
            { text: 'One criminal hammering a single profile with thousands of guesses.' },
            {
              text: 'A broken app release that turned away correct passwords overnight.',
              explanation:
                'A faulty release would hit customers signing in from their usual phones. It would not scatter one or two tries over 25,000 profiles from a wide spread of rented addresses.',
            },
            { text: 'A flood of junk traffic meant to take the sign-in page down for hours.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-4',
      kind: 'knowledge',
      prompt:
        'Why does forcing staff to change their passwords every 90 days do little against these attacks?',
      options: [
        {
          text: 'Ninety days is too long, since a bot can crack most passwords in a month.',
          explanation:
            'The problem is not the length of the period. Stolen passwords are used within days, and people make predictable changes whatever the period.',
          correct: false,
        },
        {
          text: 'The help-desk cost of resets is greater than the harm the attacks cause.',
          explanation:
            'Cost is not the reason. Forced rotation simply fails to stop attacks, while breach-list checks, MFA and unique passwords do.',
          correct: false,
        },
        {
          text: 'Thieves use a leaked password straight away, and users merely tweak a digit.',
          explanation:
            'Criminals use a leaked password at once, and forced changes lead to patterns such as Winter2025 becoming Spring2025. NIST advises against forced rotation.',
          correct: true,
        },
        {
          text: 'New passwords sync slowly, and the old one keeps working for several weeks.',
          explanation:
            'A changed password stops working straight away. Rotation fails because criminals use stolen passwords quickly and people change them in small, guessable steps.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A manager wants every employee to pick a new password each quarter to stop credential stuffing and spraying. Why will this achieve little?',
          options: [
            { text: 'A quarter is too long: bots can crack most passwords within weeks.' },
            { text: 'Resetting passwords costs the help desk more than the attacks themselves.' },
            { text: 'Thieves exploit stolen logins in days; staff merely tweak a character.' },
            { text: 'The old password goes on working for weeks after a change is made.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-6',
      kind: 'knowledge',
      prompt: 'In the 23andMe case, how did the attacker get into about 14,000 accounts?',
      options: [
        {
          text: "By hacking 23andMe's systems through a flaw in its login page.",
          explanation:
            '23andMe said its systems were not hacked. The attacker logged in through the normal login page, like a customer would.',
          correct: false,
        },
        {
          text: 'By paying an employee to hand over the logins of customer accounts.',
          explanation:
            'No insider was involved. The logins came from other websites that had leaked, and customers had reused them at 23andMe.',
          correct: false,
        },
        {
          text: 'By signing in with passwords customers had used on different sites.',
          explanation:
            'This was credential stuffing. It worked because customers reused leaked passwords and no second login step stood in the way.',
          correct: true,
        },
        {
          text: 'By tricking customers with emails that led to a fake 23andMe login.',
          explanation:
            'No phishing was needed. The passwords had already leaked from other websites, and the attacker simply tried them.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'How did the criminal behind the 2023 23andMe breach open roughly 14,000 customer profiles?',
          options: [
            { text: "By breaking in through a software flaw in the company's sign-in page." },
            { text: "By bribing a staff member to pass on customers' usernames and passwords." },
            { text: 'By entering credentials customers had reused from other breached sites.' },
            {
              text: 'By sending customers emails that pointed to a lookalike 23andMe sign-in page.',
            },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-7',
      kind: 'knowledge',
      prompt: 'Why is traffic filtering on its own not enough to stop credential stuffing?',
      options: [
        {
          text: 'Tries come from many household links, so no address stands out.',
          explanation:
            'Rented home connections make bot traffic look like ordinary customers, and each address stays under the rate limits.',
          correct: true,
        },
        {
          text: 'Bots encrypt their traffic, so the filter cannot see the attempts.',
          explanation:
            "Web application firewalls inspect login traffic at the bank's own servers. The real gap is bots that look like ordinary customers.",
          correct: false,
        },
        {
          text: 'Filters are built for email, so login page traffic is not inspected.',
          explanation:
            '[Traffic Filtering](/defenses/TrafficFiltering) such as rate limits and bot management is built for web and app logins. It works fairly well, but not fully.',
          correct: false,
        },
        {
          text: 'Banks switch the filters off because they block too many customers.',
          explanation:
            'Good filtering is tuned so real customers can log in. It falls short because careful bots blend in, not because it is switched off.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank counts on rate limits and a bot-blocking firewall to stop replayed logins. What gap is left open?',
          options: [
            { text: 'The tries come from countless residential IPs that seem genuine.' },
            { text: 'Bots scramble their traffic, which hides the login tries from the firewall.' },
            { text: 'Such filters are designed for email and skip traffic to the login page.' },
            { text: 'Banks turn the filters off when they block too many real customers.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-8',
      kind: 'scenario',
      prompt:
        'Naledi uses the same password for an online shop, her email and her banking app. The shop announces that its customer passwords were leaked. What is the best advice?',
      options: [
        {
          text: 'Change the password at the shop, since that is the site that leaked.',
          explanation:
            'Criminals will try the leaked password on her email and bank too. Changing it at the shop alone leaves the other two open.',
          correct: false,
        },
        {
          text: 'Keep it, trusting that shops store passwords scrambled.',
          explanation:
            'Leaked passwords are often cracked or were stored badly. After a leak, she should assume the password is known.',
          correct: false,
        },
        {
          text: 'Add a different number to the end of the password on each account.',
          explanation:
            'Attack tools try small, predictable changes like an added digit, so this barely slows a credential stuffing run.',
          correct: false,
        },
        {
          text: 'Give her email and bank new, unique passwords and turn on MFA.',
          explanation:
            'Unique passwords stop one leak spreading to other accounts, and multi-factor authentication protects her if a password escapes again.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Pieter uses one password for a food-delivery app, his e-mail and his online banking. The delivery app e-mails its users to say its password database was stolen. What should he be told?',
          options: [
            {
              text: 'Update the password on the delivery app, where the leak happened.',
              explanation:
                'Criminals will replay the stolen password on his e-mail and bank as well. Changing it on the delivery app alone leaves those two accounts open.',
            },
            {
              text: 'Leave it alone, assuming the app kept its passwords scrambled.',
              explanation:
                'Stolen password files are often cracked, or were stored badly in the first place. After a breach, he should treat the password as known to criminals.',
            },
            { text: 'Add a new digit to the old password on each of the three accounts.' },
            {
              text: 'Set new, separate passwords for his e-mail and bank, and add MFA.',
              explanation:
                'Separate passwords stop one breach spreading to his other accounts, and a second login step protects him if a password gets out again.',
            },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-11',
      kind: 'knowledge',
      prompt:
        'In the 23andMe case, why did about 14,000 broken accounts expose data on about 6.9 million people?',
      options: [
        {
          text: 'The attacker used each account to guess the passwords of relatives.',
          explanation:
            'No further guessing was needed. The data of millions came through a feature that showed each account details of its matching relatives.',
          correct: false,
        },
        {
          text: 'The DNA Relatives feature showed each account its matching relatives.',
          explanation:
            'Each broken account could see details of many relatives, so one reused password exposed far more people than its owner. That is the lesson for banks.',
          correct: true,
        },
        {
          text: 'The accounts held admin rights that opened the full customer database.',
          explanation:
            'These were ordinary customer accounts. The harm grew because a sharing feature linked each account to many relatives.',
          correct: false,
        },
        {
          text: 'The accounts were each shared by a family under one login and one password.',
          explanation:
            'The accounts were personal. Data spread through the DNA Relatives feature, which showed matching relatives to each account holder.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Only about 14,000 23andMe accounts were broken into, yet data on roughly 6.9 million people was taken. What made the damage so wide?',
          options: [
            { text: "The attacker guessed relatives' passwords from inside each account." },
            { text: "A family-matching tool showed each customer other users' details." },
            { text: 'The broken accounts had admin powers over the whole customer database.' },
            { text: 'Each account was used by a whole family through one shared login.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-12',
      kind: 'scenario',
      prompt:
        'Zanele uses one long, strong password on 30 websites, because she says she cannot remember 30 different ones. What is the best advice?',
      options: [
        {
          text: 'Give each site its own password, stored safely in a password app.',
          explanation:
            'A password manager remembers the passwords for her, so a leak at one site cannot unlock the other 29.',
          correct: true,
        },
        {
          text: 'Keep it, since a long, strong password cannot be stuffed or sprayed.',
          explanation:
            'Strength does not help once the password leaks from one site. Credential stuffing replays the real password on her other accounts.',
          correct: false,
        },
        {
          text: "Use the same password with each site's name added to the end.",
          explanation:
            'A pattern like this is easy for an attacker to spot and adjust once one version leaks. Each site needs a password with no link to the others.',
          correct: false,
        },
        {
          text: 'Change the shared password each quarter so that leaks go stale.',
          explanation:
            'A leaked password is used long before 90 days pass, and the same new password would still be shared across 30 sites.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Sipho, a teacher in Durban, signs in to about 25 online services with the same long, complex password. He says he cannot possibly remember 25 different ones. What is the best advice?',
          options: [
            {
              text: 'Store a different password for every service in a password vault app.',
              explanation:
                'A password manager remembers the passwords for him, so a breach at one service cannot unlock the other 24.',
            },
            {
              text: 'Keep it: a long, complex password is safe from stuffing and spraying.',
              explanation:
                'Strength does not help once the password leaks from one service. Credential stuffing replays the real password on his other accounts.',
            },
            { text: "Keep the same password but put the service's name at the end each time." },
            {
              text: 'Change the shared password to a new one each quarter.',
              explanation:
                'A leaked password is used within days, long before a three-month change comes round, and the new one would still be shared across 25 services.',
            },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-13',
      kind: 'scenario',
      prompt:
        'An audit finds that many staff use passwords like "Summer2025!" on the remote-access portal, which asks for nothing but a password. What should the bank do first?',
      options: [
        {
          text: 'Make staff change their portal passwords once a month from now on.',
          explanation:
            'Forced changes lead to Summer2025! becoming Autumn2025!, which sprayers guess easily. The portal needs a second login step.',
          correct: false,
        },
        {
          text: 'Lock each account after a single wrong password to stop guessing.',
          explanation:
            'Password spraying tries one common password per account, so even a strict lockout may not fire, and it locks out staff who mistype.',
          correct: false,
        },
        {
          text: 'Require a second sign-in factor and refuse passwords known from leaks.',
          explanation:
            'Weak, common passwords make password spraying work, especially without a second step. MFA and a breach-list check close both gaps.',
          correct: true,
        },
        {
          text: 'Hide the portal behind a web address that is hard for outsiders to guess.',
          explanation:
            'Attackers scan for login pages, and a hidden address does nothing about weak passwords. The fix is MFA and blocking breached passwords.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A review at a bank in Gqeberha shows that dozens of employees sign in to the staff remote-access gateway with passwords such as "Winter2026#", and the gateway asks for nothing else. What should the bank fix first?',
          options: [
            {
              text: 'Make employees change their gateway password each month from now on.',
              explanation:
                'Forced changes turn Winter2026# into Spring2026#, exactly the kind of guess a sprayer tries. The gateway needs a second login step.',
            },
            { text: 'Lock any account after one wrong password to stop the guessing.' },
            { text: 'Require an app-based code too, and reject passwords that have leaked.' },
            { text: 'Move the gateway to an obscure web address that outsiders will not find.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-14',
      kind: 'scenario',
      prompt:
        'Ravi calls the bank. His banking app says his profile is locked after too many failed logins, but he has not tried to log in for days. What should the agent do?',
      options: [
        {
          text: 'Unlock it at once and treat it as a system glitch.',
          explanation:
            'Lockouts a customer did not cause are a warning sign that someone is trying passwords on the account. Unlocking with the same password invites them back.',
          correct: false,
        },
        {
          text: 'Treat it as an attack; set him up with a fresh password plus MFA.',
          explanation:
            'Unexpected lockouts are a sign of password attacks. A fresh unique password and multi-factor authentication stop the next attempt working.',
          correct: true,
        },
        {
          text: 'Tell him to wait a day and then log in again with his old password.',
          explanation:
            'If someone is guessing or replaying his password, keeping it leaves the door open. He needs a new, unique one and a second login step.',
          correct: false,
        },
        {
          text: 'Switch off the lockout on his profile so that it does not recur.',
          explanation:
            'Removing the lockout takes away a limit on guessing. The lockout did its job; the password is what needs to change.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Lerato visits her bank's branch in Polokwane because her online banking says it is blocked after too many wrong passwords. She has not tried to sign in for over a week. What should the consultant do?",
          options: [
            { text: 'Unblock it straight away and put it down to a technical fault.' },
            { text: 'Assume an attack: reissue her login details, then switch on MFA.' },
            {
              text: 'Ask her to wait a day, then sign in again with the same password.',
              explanation:
                'If someone is guessing or replaying her password, keeping it leaves the door open. She needs a new, unique password and a second login step.',
            },
            { text: 'Turn off the lockout on her profile to stop it happening again.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-15',
      kind: 'scenario',
      prompt:
        "At 02:00 the bank's login service handles five times its normal traffic, while the rate of successful logins falls from 90% to 3%. What is the most likely cause?",
      options: [
        {
          text: 'A marketing SMS that sent many customers to the app at the same time.',
          explanation:
            'Real customers mostly know their passwords, so a rush of them would keep success rates high. A collapse in the success rate points to a bot.',
          correct: false,
        },
        {
          text: 'A denial-of-service flood aimed at knocking the login page offline.',
          explanation:
            'A flood aims to overload the service, not to submit logins. A flood of failed login attempts shows someone is trying to get in.',
          correct: false,
        },
        {
          text: 'A bulk lockout of customers after a change to the password rules.',
          explanation:
            'A rule change would not produce five times the normal traffic at 02:00. The pattern fits an automated tool testing leaked logins.',
          correct: false,
        },
        {
          text: 'A tool trying logins taken from data breaches at other companies, one by one.',
          explanation:
            'In credential stuffing most attempts fail and a small share work. Volume jumping while the success rate falls sharply is its warning sign.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Just after 03:30 on a Sunday, a bank's sign-in service is handling six times its usual load, and the share of logins that succeed drops from about 88% to 2%. What most likely explains it?",
          options: [
            { text: 'A promotional e-mail that sent lots of customers to the app at once.' },
            { text: 'A flood of junk requests aimed at pushing the sign-in page offline.' },
            {
              text: 'A mass lockout of customers after the password rules were changed.',
              explanation:
                'A change to the password rules would not bring six times the usual load in the early hours of a Sunday. The pattern fits an automated tool testing leaked logins.',
            },
            { text: "A bot replaying sign-in details stolen in other firms' breaches." },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-16',
      kind: 'scenario',
      prompt:
        "Criminals log in to 2,000 customer accounts at your online shop using reused passwords, and view the customers' home addresses. Your systems were not hacked. What must the business do in South Africa?",
      options: [
        {
          text: 'Report it to nobody, because its own systems were not hacked or changed.',
          explanation:
            'What counts is that customer data was accessed by someone who should not have had it, however they got in.',
          correct: false,
        },
        {
          text: 'Report it to SAFPS, which is the body that deals with data breaches.',
          explanation:
            'SAFPS deals with identity fraud and Protective Registration. Access to customer data must be reported to the Information Regulator.',
          correct: false,
        },
        {
          text: 'Report it if card numbers were seen, since home addresses do not count.',
          explanation:
            'Home addresses are personal information too. Any access to customer data must be reported to the Regulator and the people told.',
          correct: false,
        },
        {
          text: 'Report it to the Information Regulator and warn the customers affected.',
          explanation:
            'Organisations whose customer data was accessed must report it to the Information Regulator and tell the customers involved.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Using passwords reused from other leaks, criminals sign in to about 3,500 member profiles on your gym's booking website and see members' phone numbers and dates of birth. Nothing in your systems was breached. What does South African law require?",
          options: [
            {
              text: "Keep it internal: the gym's own systems were not broken into.",
              explanation:
                "What counts is that members' personal data was seen by someone who should not have had it, however they got in.",
            },
            { text: 'Tell SAFPS, the body that handles data breaches and identity fraud.' },
            {
              text: 'Report it if bank details were exposed; phone numbers are not covered.',
              explanation:
                'Phone numbers and birth dates are personal information too. Any access to customer data by someone who should not have it must be reported to the Regulator and the people told.',
            },
            { text: 'Tell members what happened and notify the Information Regulator.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-17',
      kind: 'scenario',
      prompt:
        'Kabelo tries to set "P@ssw0rd2024!" as his new banking password. The site refuses it because it appears in breach lists. He says it has symbols and numbers, so it must be strong. What should the bank tell him?',
      options: [
        {
          text: 'The site wants a longer password, so he should add two more symbols.',
          explanation:
            'The problem is not length. The password is already in lists that attackers load into their tools, so small additions barely help.',
          correct: false,
        },
        {
          text: 'The breach lists feed attack tools, so symbols do not save it.',
          explanation:
            'Attackers load leaked and common passwords into their tools. Blocking passwords found in breach lists stops customers choosing one of them.',
          correct: true,
        },
        {
          text: 'The check is a glitch, so he can try the same password again later.',
          explanation:
            'The check is working as designed. A password that is already on a breach list is one of the first an attack tool will try.',
          correct: false,
        },
        {
          text: 'The site matched his old password, and old ones may not be reused.',
          explanation:
            'The refusal came from a breach-list check, not from his history. His new choice is a widely leaked password that bots already know.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Ayesha tries to choose "Welc0me#2025" as her new online banking password, but the site rejects it because it is on lists of leaked passwords. She argues that mixing symbols and digits makes it strong. What should the bank explain?',
          options: [
            { text: 'The site wants it longer; two extra symbols at the end will fix it.' },
            { text: 'The leaked lists are what bots try first; symbols cannot rescue it.' },
            { text: 'The check has glitched, and she can try the same password later on.' },
            {
              text: 'The site recognised an old password of hers, and reuse is not allowed.',
              explanation:
                'The refusal came from a breach-list check, not from her password history. Her new choice is a widely leaked password that bots already know.',
            },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-18',
      kind: 'scenario',
      prompt:
        'Your colleague Marius says: "Credential stuffing fails on more than 99 out of 100 tries, so it is not worth worrying about." What is the best reply?',
      options: [
        {
          text: 'He is right, because firewalls catch the few tries that succeed.',
          explanation:
            'A successful try looks like a normal customer logging in, so a firewall has nothing to catch. The risk lies in how cheap the tries are.',
          correct: false,
        },
        {
          text: 'He is right, as working logins are rare and hard to sell on.',
          explanation:
            'Working logins are used or sold for fraud and data theft. A small share of millions of tries is still many open accounts.',
          correct: false,
        },
        {
          text: 'He is wrong: tries cost so little that rare wins still pay.',
          explanation:
            'Bots make millions of attempts at almost no cost. A fraction of a percent still opens thousands of accounts, often the front door to [Account Takeover](/frauds/AccountTakeover).',
          correct: true,
        },
        {
          text: 'He is wrong: most tries work, because so many people reuse passwords.',
          explanation:
            'Most tries do fail. The attack pays anyway because attempts are automated and cost almost nothing.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'During a team meeting, Priya argues: "Only about one login in a hundred works in a credential stuffing run, so the bank can ignore it." How should you answer her?',
          options: [
            { text: 'She has a point: firewalls stop the rare tries that get through.' },
            { text: 'She has a point: working logins are scarce and hard to sell.' },
            { text: 'She is mistaken: tries are nearly free, so a rare success still profits.' },
            { text: 'She is mistaken: most tries succeed thanks to widespread password reuse.' },
          ],
        },
      ],
    },
    {
      id: 'BruteForce-19',
      kind: 'scenario',
      prompt:
        'Network monitoring shows that a credential stuffing run logged in successfully to 300 customer accounts last night. The attack has now stopped. What should the team do?',
      options: [
        {
          text: 'Reset the 300 passwords and check those profiles for new payees or changes.',
          explanation:
            '[Network Monitoring](/defenses/NetworkMonitoring) blocks nothing by itself, but it tells the team which accounts were hit so it can force resets and look for fraud.',
          correct: true,
        },
        {
          text: 'Remind those customers to change passwords at their next 90-day prompt.',
          explanation:
            'The criminals have working passwords now. Waiting for a routine change gives them weeks to use or sell the access.',
          correct: false,
        },
        {
          text: "Block the attackers' addresses and close the case, as it is over.",
          explanation:
            'The criminals still hold 300 working logins and can come back from new addresses. The accounts themselves need fixing.',
          correct: false,
        },
        {
          text: 'Email the 300 customers a link so they can reset if they wish.',
          explanation:
            'A voluntary reset leaves many passwords unchanged, and a reset link by email looks like phishing. The bank should force the reset.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Overnight logs show that a credential stuffing tool managed to sign in to 180 customer profiles before it stopped at dawn. The traffic has died down. What should the security team do next?',
          options: [
            {
              text: 'Force new logins for those 180 customers, then hunt for new payees or edits.',
            },
            { text: 'Remind those customers to change their password at the next routine prompt.' },
            {
              text: 'Block the addresses the tool used and close the incident now that it has ended.',
              explanation:
                'The criminals still hold 180 working logins and can return from fresh addresses. The profiles themselves need fixing.',
            },
            {
              text: 'Send the 180 customers an SMS link so they can reset if they want to.',
              explanation:
                'A voluntary reset leaves many passwords unchanged, and a reset link sent by SMS looks exactly like a scam message. The bank should force the reset itself.',
            },
          ],
        },
      ],
    },
  ],
  sources: [case23andMe, icoFine, dbir2025, mddr2024, f5Report, mfaStudy],
};
