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
      prompt:
        "What makes account takeover different from opening a fake account in someone's name?",
      options: [
        {
          text: "The criminal opens a new account using the victim's stolen details.",
          explanation:
            'In a takeover the criminal does not open anything new. They break into an account the owner already uses, such as a banking app or email.',
          correct: false,
        },
        {
          text: 'The criminal breaks into an account the real owner already has.',
          explanation:
            'The account is genuine and has a history, so the bank may at first trust what the criminal does with it. That is what makes takeovers hard to spot.',
          correct: true,
        },
        {
          text: 'The criminal invents a new customer from real and made-up details.',
          explanation:
            "That describes [synthetic identity theft](/frauds/SyntIdentityTheft), which creates a person who does not exist. A takeover abuses a real person's account.",
          correct: false,
        },
        {
          text: 'The criminal needs a forged ID document to get past the bank.',
          explanation:
            'No document is needed to log in. A stolen or guessed password, a tricked one-time PIN or a hijacked phone number is usually enough.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'How does an account takeover differ from a criminal opening a fraudulent new account under your name?',
          options: [
            { text: 'The fraudster uses your stolen details to set up a brand-new account.' },
            { text: 'The fraudster gets into an account you already use and runs it as you.' },
            { text: 'The fraudster builds a new customer by mixing real and invented details.' },
            { text: 'The fraudster has to show the bank a fake identity document to get in.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-5',
      kind: 'knowledge',
      prompt:
        'In the 2024 Snowflake case, what let the criminal group into so many customer accounts?',
      options: [
        {
          text: 'A flaw that let the group hack Snowflake itself and open every account.',
          explanation:
            "Mandiant found that the group did not hack Snowflake itself. It simply logged in to customers' accounts with working passwords.",
          correct: false,
        },
        {
          text: 'Fresh passwords phished from Snowflake staff, with no time to change them.',
          explanation:
            "The passwords were old, some dating back to 2020, and came from infostealer malware on customers' computers, not from a phishing run on Snowflake staff.",
          correct: false,
        },
        {
          text: "Floods of traffic that knocked out the login page's security checks.",
          explanation:
            'A traffic flood is a [DDoS attack](/frauds/Ddos). It can take a service offline, but it does not hand anyone a working login.',
          correct: false,
        },
        {
          text: 'Passwords lifted years before by malware, with no second login step.',
          explanation:
            'Passwords taken by infostealers had never been changed, and the accounts had no multi-factor authentication, so the old passwords still opened them.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'In 2024 a criminal group got into the Snowflake accounts of about 165 organisations. What made that possible?',
          options: [
            {
              text: "A hole in Snowflake's own systems that let the group open customer accounts at will.",
            },
            {
              text: 'New passwords phished from Snowflake employees before anyone could reset them.',
            },
            { text: 'A wave of traffic that overwhelmed the security checks on the sign-in page.' },
            { text: 'Old passwords stolen by malware, on accounts with no second sign-in factor.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-6',
      kind: 'scenario',
      prompt:
        "Bank monitoring flags Mr Naidoo's profile: a login from a new phone in another province, then a new email address and a new beneficiary within 10 minutes, then a maximum-value transfer. What should the fraud team do?",
      options: [
        {
          text: 'Hold the transfer and phone Mr Naidoo on the number already on file.',
          explanation:
            'Pausing the payment and checking through a channel the bank trusted before the changes can stop the money leaving before it reaches mule accounts.',
          correct: true,
        },
        {
          text: 'Email the new address on the profile to ask if the transfer is genuine.',
          explanation:
            'The new email address was most likely set up by the criminal, who will happily confirm the transfer. Checks must use contact details the bank already trusted.',
          correct: false,
        },
        {
          text: 'Let it through as a normal update of contact details.',
          explanation:
            'One change alone can be innocent. A new device, new contact details, a new payee and a maximum payment within minutes is the classic takeover chain.',
          correct: false,
        },
        {
          text: 'Allow the transfer, then review the new email address next working day.',
          explanation:
            'By the next working day the money will have moved on through money-mule accounts. The payment has to be held while the check is done.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "The bank's monitoring raises an alert on Ms Botha's profile: a sign-in from an unfamiliar phone in a different city, a changed email address and a new payee within eight minutes, then a transfer at the daily limit. What should the fraud analysts do?",
          options: [
            { text: 'Stop the transfer and call Ms Botha on the number the bank had before.' },
            { text: 'Send a message to the new email address asking her to confirm the payment.' },
            { text: 'Treat it as an ordinary change of contact details and let it go.' },
            {
              text: 'Release the payment and look into the new email address tomorrow.',
              explanation:
                'By tomorrow the money will have moved on through money-mule accounts. The payment has to be held while the check is done.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-10',
      kind: 'knowledge',
      recallsFigure: true,
      prompt:
        "According to SABRIC, what share of South Africa's digital banking crime in 2023 happened on banking apps?",
      options: [
        {
          text: 'About 89%',
          explanation:
            'The 89% was the rise in banking-app fraud over one year, not its share of digital banking crime. Read the two figures apart.',
          correct: false,
        },
        {
          text: 'About 35%',
          explanation:
            'Banking apps were by far the largest channel in 2023, well above a third of digital banking crime, as SABRIC reported.',
          correct: false,
        },
        {
          text: 'About 60%',
          explanation:
            'SABRIC reported that banking-app fraud made up 60% of digital banking crime in 2023, after an 89% rise in one year.',
          correct: true,
        },
        {
          text: 'About 16%',
          explanation:
            "16% is Verizon's figure for breaches that began with phishing, not SABRIC's share of digital banking crime on banking apps.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'SABRIC reported on digital banking crime in South Africa for 2023. Roughly what portion of it took place on banking apps?',
          options: [
            { text: 'Close to nine in ten' },
            { text: 'Just over one in three' },
            { text: 'About three in five' },
            { text: 'Roughly one in six' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-11',
      kind: 'knowledge',
      prompt:
        "SABRIC's 2024 statistics showed a sharp rise in digital banking fraud cases. What did SABRIC say these cases came from?",
      options: [
        {
          text: "Hackers who broke into the banks' own online banking platforms.",
          explanation:
            "SABRIC said the opposite: the cases did not come from hackers breaking into banking platforms. The weak point was the customer, not the bank's systems.",
          correct: false,
        },
        {
          text: 'Fake banking apps that criminals slipped into official app stores.',
          explanation:
            'SABRIC did not point to fake apps. It said the cases came from social engineering, where people were tricked into helping the criminal.',
          correct: false,
        },
        {
          text: 'Customers being talked into helping the criminals, step by step.',
          explanation:
            'Criminals talked or tricked customers into giving away logins and one-time PINs, then used them to take over the accounts.',
          correct: true,
        },
        {
          text: 'Weak encryption that let criminals read logins on public Wi-Fi.',
          explanation:
            'Most takeovers use details stolen elsewhere or handed over by a tricked customer. SABRIC named social engineering, not broken encryption.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'For 2024, SABRIC recorded a steep increase in digital banking fraud cases. What did it give as their source?',
          options: [
            { text: "Criminals breaching the banks' own online banking systems." },
            { text: 'Counterfeit banking apps that crooks got listed in official app stores.' },
            { text: 'Customers persuaded by criminals to hand over what they needed.' },
            { text: 'Poor encryption that exposed logins on public Wi-Fi networks.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-12',
      kind: 'knowledge',
      prompt:
        'After breaking into a banking profile, why does a criminal often change the email address or cellphone number first?',
      options: [
        {
          text: 'To have the alerts reach them instead and shut the real user out.',
          explanation:
            'Once the contact details are theirs, the owner stops getting alerts and one-time PINs, and cannot reset the password to get back in.',
          correct: true,
        },
        {
          text: 'So the bank sees a new account and skips the usual checks on it.',
          explanation:
            'The profile stays the same account with the same history. Changing contact details is about silencing the real owner, not looking new.',
          correct: false,
        },
        {
          text: 'Because banks refuse payments until contact details are updated.',
          explanation:
            'Banks do not block payments for old contact details. The criminal changes them so that warnings stop reaching the owner.',
          correct: false,
        },
        {
          text: 'So that the police cannot trace the stolen payments back to them later.',
          explanation:
            'Contact details on a profile do not hide where money goes. The change buys time by keeping the owner in the dark while money moves.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Why do criminals who get into someone's banking profile so often swap its cellphone number or email address before anything else?",
          options: [
            { text: 'To get the warnings and keep the holder from getting back in.' },
            { text: 'To make the bank treat it as a new account needing fewer checks.' },
            { text: 'Banks will not release payments until contact details are refreshed.' },
            { text: 'To stop the police tracing the stolen money back to them afterwards.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-14',
      kind: 'scenario',
      prompt:
        'Sipho downloads a free "cracked" copy of a paid photo editor. A month later his email and his online banking are both taken over, though he has not typed his passwords anywhere unusual. What should he do?',
      options: [
        {
          text: 'Change the password of both accounts on the same laptop, then carry on.',
          explanation:
            'Pirated software is a common hiding place for infostealer malware. New passwords typed or saved on the infected laptop can be stolen again.',
          correct: false,
        },
        {
          text: 'Make his passwords longer, as a bot could have guessed them both.',
          explanation:
            'Two accounts falling at once after a pirated download points to malware copying saved passwords, not guessing. Length does not help if the laptop is infected.',
          correct: false,
        },
        {
          text: 'Ask the bank for a new card, since his card details were cloned.',
          explanation:
            'Card cloning does not open an email account or online banking. The likely cause is malware that copied the logins saved in his browser.',
          correct: false,
        },
        {
          text: 'Use another machine to change both passwords, since the laptop is likely infected.',
          explanation:
            'An infostealer hidden in pirated software copies saved passwords. He must change them from a clean device and clear the malware.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Anele installs a pirated copy of a paid video-editing program from a file-sharing site. Weeks later both his email and his online banking are taken over, yet he has not entered his passwords on any odd website. What should he do?',
          options: [
            { text: 'Reset both passwords on that same laptop and then carry on as usual.' },
            { text: 'Choose longer passwords: a bot may have guessed both of them.' },
            { text: 'Ask the bank for a replacement card: his card details were probably cloned.' },
            { text: 'Reset both from another device; that laptop is probably infected.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-15',
      kind: 'scenario',
      prompt:
        'At 02:10 you get an alert from yourbank.co.za: "New device signed in to your profile: Android phone, Durban." You were asleep, and you use an iPhone in Pretoria. What should you do first?',
      options: [
        {
          text: 'Reply to the alert email and ask the bank to block the account.',
          explanation:
            'An alert mailbox is not watched like the fraud line, and every minute counts. Speak to the fraud team so they can block the profile now.',
          correct: false,
        },
        {
          text: "Ring the bank's 24-hour line to stop any transfer now.",
          explanation:
            'Criminals move fast after getting in. Blocking the profile and stopping pending payments comes first, before they change contact details or add payees.',
          correct: true,
        },
        {
          text: 'Wait until morning and then check whether any money has gone out.',
          explanation:
            'Takeover criminals add beneficiaries and send the largest payments they can within minutes. By morning the money may be gone.',
          correct: false,
        },
        {
          text: 'Log in and change your password, then carry on as normal tomorrow.',
          explanation:
            'The criminal may already have changed your contact details or added payees. The bank must block the profile and you must check what was changed.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At 03:25 an SMS from your bank reads: "New device signed in: Windows laptop, Gqeberha." You were asleep, and you bank on your phone in Bloemfontein. What do you do first?',
          options: [
            {
              text: 'Reply to the SMS and ask the bank to freeze your profile.',
              explanation:
                'Replies to an alert SMS are not watched like the fraud line, and every minute counts. Speak to the fraud team so they can block the profile now.',
            },
            { text: "Ring the bank's emergency number now and have everything frozen." },
            { text: 'Check your balance in the morning to see whether anything has gone.' },
            { text: 'Sign in and set a new password, then go back to sleep.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-16',
      kind: 'scenario',
      prompt:
        'Lerato notices that her bank\'s SMS alerts have stopped. The next day an email arrives: "Your cellphone number has been updated on your profile." She changed nothing. What is the most likely explanation?',
      options: [
        {
          text: 'Her alerts have been moved by someone to a number they control.',
          explanation:
            'Changing the phone number is a common early step in a takeover. Alerts and one-time PINs then go to the criminal, so she should call the fraud line now.',
          correct: true,
        },
        {
          text: 'Her network has an outage that is holding back bank SMSs for now.',
          explanation:
            'A network outage would not change the number saved on her bank profile. The email shows someone edited her contact details.',
          correct: false,
        },
        {
          text: 'Her bank moved her to a new alert system as part of an upgrade.',
          explanation:
            'A bank upgrade would not swap in a number she never gave. An unexpected change of contact details is a warning sign of takeover.',
          correct: false,
        },
        {
          text: "Her phone's spam filter has started hiding messages from the bank.",
          explanation:
            'A spam filter cannot change her profile. The update email means someone with access to her account changed where alerts are sent.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Zanele realises she has had no transaction SMSs from her bank for two days. Then an email says: "The mobile number on your profile has been changed." She made no such change. What is the likeliest reason?',
          options: [
            { text: 'Someone has pointed her alerts to a number they control.' },
            { text: "A fault on her network is delaying the bank's SMSs for a while." },
            { text: 'The bank has moved her to a new alerts platform during an upgrade.' },
            { text: "A spam filter on her phone has begun hiding the bank's messages." },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-17',
      kind: 'scenario',
      prompt:
        'Your bank blocked your profile after a takeover, and you have set a new password from a clean laptop. Before the profile is opened again, the bank asks you to review it. What should you check?',
      options: [
        {
          text: 'Your recent payments, since that is where any damage would show up.',
          explanation:
            'Payments matter, but the criminal may also have left changes that let them back in. Contact details, devices and forwarding rules need checking too.',
          correct: false,
        },
        {
          text: 'Your credit record, since a takeover usually ends in new loans in your name.',
          explanation:
            'New loans in your name are more typical of identity fraud. A takeover leaves its traces inside the account you already have.',
          correct: false,
        },
        {
          text: 'Your contact details, payees and devices, since thieves change those.',
          explanation:
            'Criminals change contact details, add beneficiaries, raise limits, link devices and set email forwarding rules. Any one left in place can let them back in.',
          correct: true,
        },
        {
          text: "Your browser's saved passwords, to confirm they are still stored.",
          explanation:
            'Saved passwords are what infostealers copy, so keeping them does not make you safer. The review is about what the criminal changed.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'After a takeover, your bank froze your profile and you chose a new password on a device you know is clean. The bank wants you to go through the profile before it is unlocked. What should you look at?',
          options: [
            { text: 'Your latest transactions: that is where any harm would appear.' },
            {
              text: 'Your credit report: takeovers mostly end in new loans taken out in your name.',
            },
            { text: 'The phone, email, payees and devices a thief may have altered.' },
            { text: 'The passwords saved in your browser, to make sure they are still there.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-18',
      kind: 'scenario',
      prompt:
        "Thabo's personal email account has been taken over, but his banking app still works as normal. He uses that email address on his bank profile. What should he do?",
      options: [
        {
          text: 'Leave the email for now, since the bank profile has its own password.',
          explanation:
            'An email account can be used to reset other passwords, including banking. Leaving it in criminal hands puts the bank profile at risk next.',
          correct: false,
        },
        {
          text: 'Secure the email first from another computer: it holds the keys to his other logins.',
          explanation:
            'Criminals prize email accounts because they can reset other passwords. Taking it back, from a clean device and with an authenticator app, protects the bank profile.',
          correct: true,
        },
        {
          text: 'Warn his contacts to ignore his emails, since the risk is mainly spam.',
          explanation:
            'Spam to contacts is the least of it. A taken-over email can receive password resets for his bank and other accounts.',
          correct: false,
        },
        {
          text: 'Close the email account so the criminal loses access to his messages.',
          explanation:
            'Closing it does not undo what the criminal already changed, and the bank would lose its way to reach him. He needs to take it back and secure it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Tumelo's private email has been hijacked, though his banking app still works normally. The same email address is on his bank profile. What should he do?",
          options: [
            { text: 'Ignore the email for now: the bank profile has its own separate password.' },
            { text: 'Recover the email first from another computer; it unlocks his other logins.' },
            { text: 'Tell his contacts to disregard his emails; the main risk is spam.' },
            {
              text: 'Delete the email account so the criminal can no longer read any of his mail.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-19',
      kind: 'scenario',
      prompt:
        'Monitoring shows that the login of Pieter, a credit analyst, downloaded 40,000 customer records at 03:00 on a Sunday. Pieter is on leave in Mauritius this week. What is the best response?',
      options: [
        {
          text: "Wait for Pieter's return, since staff often work while on leave.",
          explanation:
            'A staff login at odd hours pulling far more data than usual is a warning sign. Waiting a week gives a criminal time to copy and sell the data.',
          correct: false,
        },
        {
          text: 'Email Pieter to ask whether he was downloading far more data than usual.',
          explanation:
            'If his login has been taken over, his work email may be too, and the criminal can answer. The session should be stopped first.',
          correct: false,
        },
        {
          text: 'Allow it, as analysts often run large reports out of office hours.',
          explanation:
            'Odd hours plus a download far larger than usual, from someone known to be away, is exactly the pattern to act on.',
          correct: false,
        },
        {
          text: "Suspend Pieter's login, since he is away and this fits a takeover.",
          explanation:
            'Staff accounts that reach customer data are prized targets. Cutting the session off limits the data lost while the team checks with Pieter.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Security monitoring shows that the login of Fatima, a claims assessor, exported 25,000 client files at 02:30 on a Saturday. Fatima is on holiday in Zanzibar this week. What is the best response?',
          options: [
            { text: 'Leave it until Fatima is back; people often do some work on holiday.' },
            {
              text: 'Email Fatima and ask whether she really meant to export that many files.',
              explanation:
                'If her login has been taken over, her work email may be too, and the criminal can answer. The session should be stopped first.',
            },
            { text: 'Let it run; assessors often pull big reports outside office hours.' },
            {
              text: "Cut off Fatima's access now; she is away and it looks like a takeover.",
              explanation:
                'Staff accounts that reach customer data are prized targets. Cutting the session off limits the data lost while the team checks with Fatima.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-20',
      kind: 'scenario',
      prompt:
        'Nomsa adds a new beneficiary in her banking app and tries to pay it R40,000 at once. The app says large payments to a new beneficiary must wait for a cooling-off period. She calls to complain. What is the best explanation?',
      options: [
        {
          text: "It lets the bank check that the payee's account number is valid.",
          explanation:
            'The wait is not an account-number check. It protects customers in case the new payee was added by someone who took over the profile.',
          correct: false,
        },
        {
          text: 'It gives the bank time to confirm she has enough money to pay.',
          explanation:
            'The balance can be checked in a moment. The delay exists because criminals add a payee and empty the account within minutes.',
          correct: false,
        },
        {
          text: "It stops the payee's bank from rejecting a large first payment.",
          explanation:
            'The other bank plays no part in this delay. It is a layer against account takeover, where new payees are used to move money out fast.',
          correct: false,
        },
        {
          text: "It gives the real customer time to spot a stranger's payee.",
          explanation:
            'In a takeover, a new beneficiary is often followed at once by a maximum payment. A cooling-off period gives the real owner and the bank time to react.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Johan sets up a new payee on his banking app and tries to send it R25,000 straight away. The app says big payments to new payees are held for a cooling-off period, and he phones the bank, annoyed. Why does the delay exist?',
          options: [
            { text: "It allows the bank to verify the payee's account number." },
            { text: 'It lets the bank make sure his balance can cover the payment.' },
            { text: 'It prevents the receiving bank from bouncing a large first payment.' },
            { text: 'It gives the holder time to spot a payee that a stranger added.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-21',
      kind: 'scenario',
      prompt:
        "Ayesha's bank has blocked her profile and refunded part of the money taken in a takeover. The bank now asks her for a case number. Where does she get one?",
      options: [
        {
          text: 'Ask SAFPS to issue a case number and send it to the bank.',
          explanation:
            'SAFPS offers Protective Registration against identity misuse. It does not open criminal cases or issue case numbers.',
          correct: false,
        },
        {
          text: 'Report it at a SAPS office and give the reference to the bank.',
          explanation:
            'A case opened at a SAPS police station, with a sworn statement, gives her the case number the bank needs for its fraud file.',
          correct: true,
        },
        {
          text: "Ask the bank's fraud line to open the police case on her behalf.",
          explanation:
            'The bank blocks accounts and stops payments, but the victim opens the criminal case herself at a police station.',
          correct: false,
        },
        {
          text: 'Report it to the Information Regulator for a reference number.',
          explanation:
            'The Information Regulator deals with organisations that lose personal data. A takeover victim needs a police case number.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Palesa's bank has frozen her profile and paid back some of what was stolen in a takeover. It now wants a case number from her. How does she get one?",
          options: [
            { text: 'Ask SAFPS for a case number and pass it on to the bank.' },
            { text: 'Lay a charge at a SAPS station and hand the number over.' },
            { text: "Have the bank's fraud line open the police case for her." },
            { text: 'Lodge it with the Information Regulator to get a reference.' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-22',
      kind: 'scenario',
      prompt:
        "Your bank's staff use a cloud data platform in much the same way as Snowflake's customers did. After reading about the Snowflake case, which change should the security team make first?",
      options: [
        {
          text: 'Forced rotation of staff passwords every 90 days.',
          explanation:
            'Forced rotation does almost nothing, because stolen passwords are used at once. In the Snowflake case the gaps were no MFA and no allow-list.',
          correct: false,
        },
        {
          text: 'Stronger encryption on the connection to the platform.',
          explanation:
            'Encryption stops logins being read on the network, but most takeovers use passwords stolen elsewhere, as the Snowflake passwords were.',
          correct: false,
        },
        {
          text: 'MFA on the logins and a list of addresses allowed in.',
          explanation:
            'No multi-factor authentication and no network allow-lists were two of the three gaps in the Snowflake case. Closing them stops old stolen passwords working.',
          correct: true,
        },
        {
          text: 'A minimum password length of 16 characters for staff.',
          explanation:
            'A long password still works for a criminal once malware has stolen it. Snowflake accounts fell to stolen passwords, not guessed ones.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Staff at your insurer sign in to a cloud analytics service much as Snowflake's customers did. With the Snowflake breach in mind, which control should the security team put in place first?",
          options: [
            { text: 'Require staff to change their passwords once a quarter' },
            { text: 'Add stronger encryption to the connection with the service' },
            { text: 'Use a second login factor and allow-list approved networks' },
            { text: 'Require staff passwords of at least 16 characters in length' },
          ],
        },
      ],
    },
    {
      id: 'AccountTakeover-23',
      kind: 'scenario',
      prompt:
        'Bongani has his banking profile back after a takeover. Before it happened, he confirmed logins with SMS codes. Which login protection should he switch on now?',
      options: [
        {
          text: 'A code-generating app or a passkey tied to his phone',
          explanation:
            'SMS codes block most password-only attacks, but an authenticator app does better and a passkey stops almost every takeover attempt.',
          correct: true,
        },
        {
          text: 'Security questions about his first school and his first pet',
          explanation:
            'Answers like these are often on social media or easy to guess, so they add little. A second factor on his own device is far harder to steal.',
          correct: false,
        },
        {
          text: 'A longer password with a few more symbols added at the end',
          explanation:
            'A longer password still works for a criminal who steals it. A second factor on his own device is what blocks the next attempt.',
          correct: false,
        },
        {
          text: 'SMS one-time codes sent to a second cellphone number',
          explanation:
            'A second SMS number is still an SMS code, which can be tricked out of him or redirected. An app or passkey is the stronger step.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Mandla has regained control of his banking profile after a takeover. Until now he approved sign-ins with codes sent by SMS. Which protection should he turn on now?',
          options: [
            { text: 'A login-code app on his phone, or a device passkey' },
            { text: 'Secret questions about his childhood street and first teacher' },
            { text: 'The same password made longer with extra symbols at the end' },
            { text: 'One-time SMS codes sent to another cellphone number as well' },
          ],
        },
      ],
    },
  ],
  sources: [mandiantSnowflake, dbir2026, sabric2023, sabric2024, microsoftMfa, nist80063b],
};
