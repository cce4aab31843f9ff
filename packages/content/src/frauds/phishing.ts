import {
  BANK_FRAUD_LINE,
  CYBERSECURITY_HUB,
  IC3,
  REPORT_FRAUD_UK,
  SAFPS,
  SAPS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const ic3Report2024: Source = {
  title: '2024 Internet Crime Report',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2025,
  url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf',
};

const apwgTrends: Source = {
  title: 'Phishing Activity Trends Report, 4th Quarter 2025',
  publisher: 'Anti-Phishing Working Group (APWG)',
  year: 2026,
  url: 'https://apwg.org/trendsreports/',
};

const verizonDbir2024: Source = {
  title: '2024 Data Breach Investigations Report',
  publisher: 'Verizon',
  year: 2024,
  url: 'https://www.verizon.com/business/resources/reports/2024-dbir-data-breach-investigations-report.pdf',
};

const targetPhishing: Source = {
  title: 'Target hackers used phishing email to steal vendor credentials',
  publisher: 'Minneapolis/St. Paul Business Journal',
  year: 2014,
  url: 'https://www.bizjournals.com/twincities/news/2014/02/12/target-hackers-used-phishing-email.html',
};

const targetSettlement: Source = {
  title:
    'Attorney General Racine Announces $18.5 Million Multistate Settlement with Target Corporation over 2013 Data Breach',
  publisher: 'Office of the Attorney General for the District of Columbia',
  year: 2017,
  url: 'https://oag.dc.gov/release/attorney-general-racine-announces-185-million',
};

export const fraud: FraudContent = {
  id: 'Phishing',
  summary:
    'Phishing is a fake message that pretends to come from someone you trust, sent to steal your passwords, card details or money.',
  whatItIs: [
    'Phishing is a con carried out by message. A criminal sends an email, SMS or chat message that seems to come from a bank, a delivery firm, a tax office or your own employer. It pushes you to click a link, open a file or reply with private details. The link usually leads to a fake login page that looks just like the real one.',
    'Phishing by SMS is called smishing, and by phone call it is [Vishing](/frauds/Vishing). A message written for one chosen person is called spear phishing. Spelling mistakes are no longer a reliable clue, because criminals now use AI to write clean messages.',
  ],
  howItWorks: [
    'The criminal copies a trusted brand and registers a look-alike web address, for example with one letter swapped.',
    'They build a copy of the real login page, often with a phishing kit bought online.',
    'They send messages with an urgent reason to act now: a blocked account, a failed payment or a parcel on hold.',
    'The victim types a password, card number or one-time PIN (OTP) into the fake page, or opens an attachment that installs malware.',
    'Within minutes the criminal uses the details to move money, or as the first step of a bigger attack such as [Business Email Compromise](/frauds/BusinessEmailCompromise) or [Ransomware](/frauds/Ransomware).',
  ],
  warningSigns: [
    'The sender address or link is almost right: an extra letter, .co instead of .co.za, or a free email account.',
    'Panic or a deadline: your account will be closed, a suspicious login was found, a payment failed.',
    'Hovering over or long-pressing a link shows a web address different from the text.',
    'It asks for your password, PIN, card security code (CVV) or OTP. Your bank never asks for these by email or SMS.',
    'A login page asks for an OTP you did not request.',
    'An unexpected attachment such as an invoice or voice message, especially one that asks you to enable content.',
    'A QR code in an email or letter that leads to a login page.',
  ],
  realCase: {
    title: 'Target: a phishing email to a small supplier led to a huge card theft',
    where: 'United States, 2013',
    whatHappened: [
      "In late 2013 criminals stole card data from Target, one of the largest US retail chains. According to security journalist Brian Krebs, citing people close to the investigation, it most likely began with phishing email carrying password-stealing malware. The email was sent to staff at Fazio Mechanical Services, a small heating and refrigeration contractor that had a login to Target's supplier systems for billing and project work.",
      "The states that later investigated found that the attackers got into Target's network with login details stolen from this outside supplier. They planted malware on the tills in its stores, and between 27 November and 15 December 2013 it copied card data as shoppers paid. More than 40 million payment card accounts were hit, and contact details of more than 60 million customers were exposed.",
      'In May 2017 Target agreed to pay US$18.5 million to settle an investigation by 47 US states and the District of Columbia. A phishing email at a small supplier had most likely opened the door.',
    ],
    source: targetPhishing,
  },
  statistics: [
    {
      text: "Phishing and spoofing was the most-reported crime type to the FBI's Internet Crime Complaint Center (IC3) in 2024, with 193,407 of the 859,532 complaints it received that year.",
      year: 2024,
      source: ic3Report2024,
    },
    {
      text: 'The Anti-Phishing Working Group counted about 3.8 million phishing attacks worldwide in 2025, slightly more than the 3.76 million it counted in 2024.',
      year: 2025,
      source: apwgTrends,
    },
    {
      text: "In the phishing tests counted in Verizon's 2024 breach report, people who fell for a phishing email typically clicked the link about 21 seconds after opening it and typed in their data about 28 seconds later: under a minute in all.",
      year: 2023,
      source: verizonDbir2024,
    },
  ],
  whoIsTargeted: [
    'Bulk phishing targets everyone with an email address or a phone. Criminals copy the brands people trust most: banks, delivery firms, tax offices and mobile networks.',
    "Inside a bank, the main targets are people with access worth stealing: payment approvers, IT administrators, help-desk agents and executives. Suppliers who connect to the bank's systems are targets too; as the Target case shows, a small supplier can be the easiest way in.",
  ],
  howToDefend: [
    "No single control stops phishing, so banks stack layers. The strongest is [Multi-Factor Authentication](/defenses/MultiFactorAuth), a second proof on top of the password, but the kind matters. SMS codes and app approvals help, yet a fake login page can ask for the code and pass it on in real time. Phishing-resistant passkeys only work on the real website's address, so a fake site gets nothing it can reuse. Passkeys stop password phishing almost completely.",
    "[Email Filtering and Anti-Phishing](/defenses/EmailFiltering) stops most phishing before anyone sees it. Spam and malware filters catch the bulk of it. SPF, DKIM and DMARC stop criminals sending mail from your bank's exact address, once the bank publishes a strict DMARC policy and the receiving mail server applies it. They do nothing against look-alike addresses. The top level checks links at the moment of the click, opens attachments in a safe sandbox, and flags look-alike domains.",
    "[User Education and Training](/defenses/UserEducation) helps least on its own. Independent studies find a yearly awareness course makes almost no difference to who clicks, and phishing tests help only a little. What works better is fast reporting: one click on a 'report phishing' button lets the security team remove the same email from every inbox within minutes.",
  ],
  ifItHappensToYou: {
    steps: [
      'If you typed a password, PIN or card number into a fake page, call your bank at once on the number on your card or in the official app.',
      'Change that password, and any other password that is the same, and switch on an authenticator app or passkey.',
      'At work, report the message to your security team straight away, even if you only clicked.',
      'Check your statements for payments you did not make.',
      'If money or personal data was lost, open a case at a police station.',
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Call the number on your card or in the official app to stop cards and payments, and ask where to forward the phishing message.',
      ),
      withHow(
        SAPS,
        'Open a case at a police station if you lost money or data. Keep the CAS case number for your bank.',
      ),
      SAFPS,
      withHow(
        CYBERSECURITY_HUB,
        'Report phishing websites. The Hub routes banking incidents to the banking-sector team and crimes to SAPS (weekdays, 08:00 to 16:30).',
      ),
    ],
    international: [
      withHow(IC3, 'Report online fraud involving US companies or websites.'),
      {
        name: 'Suspicious Email Reporting Service (UK NCSC)',
        how: 'In the UK, forward a phishing email to report@phishing.gov.uk. The National Cyber Security Centre checks the links and has fake websites taken down.',
        url: 'https://www.ncsc.gov.uk/collection/phishing-scams/report-scam-email',
      },
      {
        name: 'Spam text reporting, 7726 (UK)',
        how: 'In the UK, forward a scam text message to 7726, free on every major network, so that your mobile network can block the sender.',
        url: 'https://www.ncsc.gov.uk/collection/phishing-scams/report-scam-text-message',
        phone: '7726',
      },
      {
        name: 'Stop Scams UK, 159',
        how: 'In the UK, call 159 to be put through safely to your own bank if you think a message or call about your account is a scam.',
        url: 'https://stopscamsuk.org.uk/159',
        phone: '159',
      },
      REPORT_FRAUD_UK,
    ],
  },
  glossary: [
    { term: 'Smishing', definition: 'Phishing sent by SMS or a chat app.' },
    {
      term: 'Spear phishing',
      definition:
        'A phishing message written for one chosen person, using details about their life or job.',
    },
    {
      term: 'Look-alike domain',
      definition:
        'A web or email address made to look like a real one, for example with one letter swapped.',
    },
    {
      term: 'One-time PIN (OTP)',
      definition: 'A short code for a single login or payment. Never share it with anyone.',
    },
    {
      term: 'Passkey',
      definition:
        'A sign-in key stored on your device that only works on the real website, so it cannot be phished.',
    },
  ],
  quiz: [
    {
      id: 'Phishing-1',
      kind: 'scenario',
      prompt:
        "You get this SMS: 'YourBank: a payment of R4,999 is pending. If this was not you, cancel it now at yourbank-secure.co'. Your bank's real website is yourbank.co.za. What should you do?",
      options: [
        {
          text: 'Tap the link straight away and cancel the payment before it clears.',
          explanation:
            'The deadline is there to rush you. The link goes to a look-alike address, yourbank-secure.co, where a fake login page waits for your details.',
          correct: false,
        },
        {
          text: 'Reply to the SMS with your card number so the bank can trace it.',
          explanation:
            'Your bank does not ask for card details by SMS. A reply also tells the criminal that your number is live and worth targeting again.',
          correct: false,
        },
        {
          text: 'Leave the link alone and look at the account in your banking app.',
          explanation:
            'Going in through the app, or the number on your card, avoids the fake page. If a payment really is pending, you will see it there.',
          correct: true,
        },
        {
          text: 'Open the link on a computer rather than a phone, where it is safer.',
          explanation:
            'The device makes no difference. The danger is the fake page on a look-alike domain and whatever you type into it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "An email from 'Kestrel Bank' says a debit order of R7,250 is about to leave your account and that you can stop it at kestrel-bank-stop.example. Your bank's real website is kestrelbank.example. What is the best thing to do?",
          options: [
            {
              text: 'Click through at once and stop the debit order before it goes off.',
              explanation:
                'The deadline is there to hurry you. The link leads to a look-alike address, kestrel-bank-stop.example, where a fake login page waits for your details.',
            },
            {
              text: 'Reply to the email with your card details so the bank can stop it.',
              explanation:
                'Your bank does not ask for card details by email. A reply also tells the criminal that your address is live and worth targeting again.',
            },
            {
              text: 'Leave it unclicked and look the debit order up in your banking app.',
            },
            {
              text: 'Open the link on your laptop rather than your phone; laptops are better protected.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-2',
      kind: 'knowledge',
      prompt: 'Which sign-in method stops password phishing almost completely?',
      options: [
        {
          text: 'SMS one-time PINs sent to your phone',
          explanation:
            'SMS codes help, but a fake login page can ask for the code and pass it to the real site in real time, so the criminal still gets in.',
          correct: false,
        },
        {
          text: 'Approving the login in your banking app',
          explanation:
            "App approvals help, yet a fake page working in real time can get you to approve the criminal's own login attempt without knowing it.",
          correct: false,
        },
        {
          text: 'A passkey kept on your phone or laptop',
          explanation:
            "A passkey works only on the real website's address, so a fake site gets nothing it can reuse. It is the phishing-resistant kind of [Multi-Factor Authentication](/defenses/MultiFactorAuth).",
          correct: true,
        },
        {
          text: 'A long password you change each month',
          explanation:
            'A fresh password is stolen just as easily by a fake page, and criminals use it within minutes, long before the next change is due.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Which way of signing in leaves a fake login page with almost nothing it can reuse?',
          options: [
            {
              text: 'A code sent by text message to your phone',
            },
            {
              text: 'A push prompt you accept in the bank’s app',
            },
            {
              text: 'A passkey saved on your own device',
            },
            {
              text: 'A strong password you renew monthly',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-3',
      kind: 'knowledge',
      recallsFigure: true,
      prompt:
        "In the phishing tests in Verizon's 2024 breach report, how long did people who fell for the email typically take to click the link and then type in their data?",
      options: [
        {
          text: 'Five minutes or so',
          explanation:
            'The report found people moved much faster than that: roughly 21 seconds to click and another 28 seconds to type in their details.',
          correct: false,
        },
        {
          text: 'Less than one minute',
          explanation:
            'They clicked about 21 seconds after opening the email and typed their data about 28 seconds later. Speed like this is why one-click reporting matters.',
          correct: true,
        },
        {
          text: 'About an hour',
          explanation:
            'An hour would give filters and colleagues time to step in. In the tests, the click and the typing together took under a minute.',
          correct: false,
        },
        {
          text: 'About a day',
          explanation:
            'Phishing works on impulse, not reflection. The typical victim clicked within seconds of opening the email, not the next day.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Verizon's 2024 breach report timed people who fell for phishing tests. From opening the email to typing in their data, roughly how long did it take them?",
          options: [
            {
              text: 'Around five minutes',
            },
            {
              text: 'Under sixty seconds',
            },
            {
              text: 'Roughly sixty minutes',
            },
            {
              text: 'Around twenty-four hours',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-4',
      kind: 'scenario',
      prompt:
        "You work at a bank branch. An email from 'IT Support' says your mailbox is full and asks you to log in at a link. It comes from it-support@yourbank-helpdesk.com, but your bank's real domain is yourbank.co.za. What is the best response?",
      options: [
        {
          text: 'Log in quickly, since a full mailbox would block customer emails.',
          explanation:
            'A full mailbox is the kind of panic the message is built to cause. The link leads to a fake login page that records your password.',
          correct: false,
        },
        {
          text: 'Reply to the sender and ask them to confirm the email is genuine.',
          explanation:
            "A reply goes straight to the criminal, who will happily say the email is real. Check through your IT team's known channel instead.",
          correct: false,
        },
        {
          text: 'Delete it without clicking, which keeps you and the bank safe.',
          explanation:
            'Deleting protects you, but colleagues may have the same email. A report lets the security team remove it from their inboxes too.',
          correct: false,
        },
        {
          text: 'Report the email with the report-phishing button and leave the link alone.',
          explanation:
            'The sender uses a look-alike domain. A report lets the security team block the link and pull the same email from every inbox within minutes.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "You work in a bank's call centre. A message signed 'Service Desk' warns that your password expires tonight and links to a page to keep it. The sender is servicedesk@kestrel-staff-portal.example, while your bank's own mail comes from kestrelbank.example. What is the best response?",
          options: [
            {
              text: 'Follow the link and renew it now to avoid being locked out of work.',
              explanation:
                'A password about to expire is the kind of pressure the message is built to create. The link leads to a fake login page that records what you type.',
            },
            {
              text: 'Reply and ask the sender to prove the message really comes from IT.',
            },
            {
              text: 'Delete the message unopened, which protects both you and the bank.',
            },
            {
              text: 'Use the phishing-report button and do not click through.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-5',
      kind: 'knowledge',
      prompt: 'What do the email settings SPF, DKIM and DMARC do?',
      options: [
        {
          text: "They block forged mail from the bank's own domain, but not near-copies.",
          explanation:
            'They check that mail claiming to come from a domain really does. A criminal who owns a look-alike domain can pass them, so other filters must catch that.',
          correct: true,
        },
        {
          text: 'They scan attachments and links for malware before they reach you.',
          explanation:
            'Scanning attachments is the work of malware filters and sandboxes. SPF, DKIM and DMARC check who is allowed to send mail for a domain.',
          correct: false,
        },
        {
          text: 'They block mail from look-alike domains such as yourbank-secure.co.',
          explanation:
            'Look-alike domains pass these checks, because the criminal owns that domain and can set it up properly. Other layers of [Email Filtering](/defenses/EmailFiltering) must flag them.',
          correct: false,
        },
        {
          text: 'They encrypt email so no one reads it while it travels.',
          explanation:
            'These settings are about proving who sent a message, not about keeping it secret. Encryption is a separate control.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank publishes strict SPF, DKIM and DMARC records for its domain. What protection does that give the people it emails?',
          options: [
            {
              text: 'Forgeries of its exact sending address are refused; near-copies get through.',
            },
            {
              text: 'Attachments and links are checked for malware before the message is delivered.',
            },
            {
              text: 'Messages from look-alike domains such as kestrelbank-secure.example are refused.',
            },
            {
              text: 'Messages are encrypted so nobody can read them while in transit.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-7',
      kind: 'scenario',
      prompt:
        'You typed your online banking password into a page, then noticed the address was yourbank-login.co and not yourbank.co.za. What should you do first?',
      options: [
        {
          text: 'Wait a few days and see whether any money goes missing.',
          explanation:
            'Criminals use stolen logins within minutes. Waiting gives them time to move money before the bank knows anything is wrong.',
          correct: false,
        },
        {
          text: "Email the site's support team and ask it to delete your details.",
          explanation:
            'The site belongs to the criminal, so a message to it only confirms that your details are real and that you have noticed.',
          correct: false,
        },
        {
          text: 'Ring the bank on its official number and reset that password.',
          explanation:
            'The bank can block the login and watch for payments at once. Then change the password, and any other password that is the same.',
          correct: true,
        },
        {
          text: 'Run a virus scan on your computer, then carry on with your day.',
          explanation:
            'A scan looks for malware, but the problem is the password you typed. The criminal can use it from their own device.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Minutes after entering your internet banking password on a sign-in page, you spot that the address bar reads kestrelbank-signin.example instead of kestrelbank.example. What is your first move?',
          options: [
            {
              text: 'Keep an eye on your balance over the next week and act if money goes missing.',
            },
            {
              text: 'Message the site’s help desk and request that your details be removed.',
            },
            {
              text: 'Ring the fraud desk on a number you know is real, then pick a new password.',
            },
            {
              text: 'Scan your laptop for viruses, then get on with your day as normal.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-8',
      kind: 'knowledge',
      prompt: 'In the 2013 Target breach, how did the attackers most likely first get in?',
      options: [
        {
          text: "A contractor's staff opened malware that stole its Target login.",
          explanation:
            'Reports on the case say staff at Fazio Mechanical, a heating and refrigeration contractor, got password-stealing malware by email. Its supplier login opened the door.',
          correct: true,
        },
        {
          text: 'A store worker plugged an infected memory stick into a till.',
          explanation:
            'Malware did end up on the tills, but later. The first step was a supplier login stolen far away from any store.',
          correct: false,
        },
        {
          text: 'A Target employee sold them the passwords to the payment network.',
          explanation:
            'No insider was named in the reports. The login came from an outside contractor, which is why suppliers are phishing targets too.',
          correct: false,
        },
        {
          text: "A weak password on Target's main customer website was guessed.",
          explanation:
            'Guessing was not the way in. The states found the attackers used login details stolen from an outside supplier.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'What was the most likely first step in the attack on Target’s card systems in 2013?',
          options: [
            {
              text: 'An outside contractor was emailed malware that stole its supplier login.',
            },
            {
              text: 'A shop employee put an infected USB stick into a checkout till.',
            },
            {
              text: 'Someone on Target’s payroll sold the attackers their payment-network passwords.',
            },
            {
              text: 'Attackers guessed a weak password on Target’s public shopping website.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-9',
      kind: 'scenario',
      prompt:
        'A customer phones your branch. An email with a QR code says her card will be blocked today unless she scans it and confirms her details. What is the best advice?',
      options: [
        {
          text: 'Type her card number into the page, but leave out the PIN.',
          explanation:
            'Card numbers are used for online fraud, and a fake page can ask for the expiry date and security code next. She should type no details into it.',
          correct: false,
        },
        {
          text: 'Open it on a work computer, which has better protection.',
          explanation:
            'The danger is the fake page and what she types into it. A better-protected device does not make a fake site real.',
          correct: false,
        },
        {
          text: 'Leave the code, check her card in the app, and report it.',
          explanation:
            'A QR code hides the web address, which makes it a handy way to deliver a fake login page. The official app avoids that page.',
          correct: true,
        },
        {
          text: 'Scan it and check the page shows a padlock before typing.',
          explanation:
            'A padlock shows the connection is encrypted, not who owns the site. Criminals get padlocks for their look-alike sites too.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Mr Botha, a pensioner, calls your branch. A letter in his post box carries a QR code and warns that his account will be frozen by Friday unless he scans it and re-enters his details. What do you advise?',
          options: [
            {
              text: 'Enter his account number on the page but hold back his PIN code.',
              explanation:
                'An account number helps criminals, and a fake page can go on to ask for more details one by one. He should type nothing into it.',
            },
            {
              text: 'Scan it with a work laptop instead, which has stronger security.',
              explanation:
                'The danger is the fake page and what he types into it. A better-protected device does not make a fake site real.',
            },
            {
              text: 'Don’t scan it; send him to his bank’s app and notify the fraud team.',
            },
            {
              text: 'Scan it, then check the page has a padlock before filling anything in.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-10',
      kind: 'knowledge',
      prompt: 'Why do criminals register web addresses such as yourbank-secure.co?',
      options: [
        {
          text: 'Because the email then comes from a server that spam filters cannot scan.',
          explanation:
            'Spam filters can scan mail from any domain, and good filters flag look-alike domains. The point of the address is to fool people.',
          correct: false,
        },
        {
          text: "Because words like 'secure' in a web address show it is encrypted.",
          explanation:
            "Anyone can put 'secure' in an address they register. The word tells you nothing about who owns the site or whether it is safe.",
          correct: false,
        },
        {
          text: 'Because it is legal, so the site cannot be blocked or taken down.',
          explanation:
            'Look-alike sites can be reported, blocked and taken down. Criminals simply register new ones, which is why checking the address matters.',
          correct: false,
        },
        {
          text: 'Because the link then looks right at a glance but leads to their page.',
          explanation:
            'Most people give a link one quick look. A look-alike address passes that look, while the page behind it belongs to the criminal.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt: 'What do criminals gain by buying a domain like kestrelbank-secure.example?',
          options: [
            {
              text: 'So their mail comes from a server that spam filters are unable to scan.',
            },
            {
              text: "So 'secure' in the name marks the site out as encrypted.",
            },
            {
              text: 'So the site is legal to run and cannot be blocked or taken offline.',
            },
            {
              text: 'So a quick look at the address passes, yet it opens their own site.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-11',
      kind: 'scenario',
      prompt:
        "You reach a YourBank login page from an email link. After you type your password, it asks for 'the OTP we just sent'. An SMS from the real bank then arrives with a code to add a new device. What does this most likely mean?",
      options: [
        {
          text: 'The SMS is from the real bank, which shows the page is real as well.',
          explanation:
            'The real bank did send the SMS, because the criminal is logging in with your password at that moment. A real code does not make the page real.',
          correct: false,
        },
        {
          text: 'The bank adds each login as a device, so typing the code is routine.',
          explanation:
            "A code to add a new device that you did not ask for is a warning sign. Typing it in would register the criminal's device on your account.",
          correct: false,
        },
        {
          text: 'The code is safe to type, because it expires in a few minutes.',
          explanation:
            'A few minutes is plenty. The fake page passes the code on within seconds, long before it expires.',
          correct: false,
        },
        {
          text: 'The page is a copy, passing your details to the bank as you type.',
          explanation:
            "The criminal's page forwards your password to the real bank, which then sends you a real code. If you type it in, the criminal gets in with it.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "A text message links you to what looks like Kestrel Bank's sign-in page. Once you enter your password, the page wants 'the code we have just texted you'. Right then a genuine SMS from your bank arrives with a code to link a new phone. What is most likely happening?",
          options: [
            {
              text: 'The genuine text message confirms the sign-in page is genuine too.',
            },
            {
              text: 'Each sign-in gets added as a new phone by the bank; entering the code is routine.',
            },
            {
              text: 'Entering the code is harmless: it stops working after a few minutes.',
            },
            {
              text: 'This is an impostor screen feeding your input to your actual bank, live.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-12',
      kind: 'scenario',
      prompt:
        "Naledi in Payments gets an email from 'the Revenue Service' about a tax refund of R3,870. It is well written, with no spelling mistakes, and links to revenue-refunds.co. She says the clean writing shows it is genuine. What should you tell her?",
      options: [
        {
          text: 'Clean writing proves little now, so check where that link really goes.',
          explanation:
            'Spelling mistakes are no longer a reliable clue. The web address, revenue-refunds.co, is what gives this message away.',
          correct: true,
        },
        {
          text: 'She is right, since scam emails are known for their spelling mistakes.',
          explanation:
            'This was once a fair rule of thumb, but criminals now use AI to write clean, fluent messages. Good spelling proves nothing.',
          correct: false,
        },
        {
          text: 'It is safe to open the link as long as she does not type her password.',
          explanation:
            'The link leads to a page the criminal built, designed to get her to type bank or card details. There is no safe way to use it.',
          correct: false,
        },
        {
          text: 'Check that the refund amount matches what she expected, then open the link.',
          explanation:
            'A matching amount is easy to guess, and criminals time these emails for tax season. Where the link really goes is the test, not the amount.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Joshua in Treasury receives a polished email from 'the Revenue Service' offering a tax refund of R2,615 through a link to tax-refund-claims.example. The grammar is flawless, and he argues that proves it is real. What do you say?",
          options: [
            {
              text: 'Good grammar means little now, so see where that address really points.',
              explanation:
                'Spelling mistakes are no longer a reliable clue. The web address, tax-refund-claims.example, is what gives this message away.',
            },
            {
              text: 'He is right, as fraudsters tend to give themselves away with poor spelling.',
            },
            {
              text: 'Open the link to check it, as long as he keeps his password to himself.',
              explanation:
                'The link leads to a page the criminal built to get him to type bank or card details. There is no safe way to use it.',
            },
            {
              text: 'Confirm the refund figure is what he expected, then follow the link.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-13',
      kind: 'scenario',
      prompt:
        "An email from 'YourBank' has a link whose text reads www.yourbank.co.za. When Pieter hovers his mouse over it, the address shown is yourbank-verify.co/login. What does this tell him?",
      options: [
        {
          text: 'Ask the bank, by replying to the email, whether the address is theirs.',
          explanation:
            'A reply goes to whoever sent the email. A link that points somewhere other than its text is itself the sign of phishing.',
          correct: false,
        },
        {
          text: 'It is phishing, because the link goes somewhere other than its text.',
          explanation:
            'Hovering over a link, or long-pressing it on a phone, shows where it really goes. A mismatch with the text is a classic warning sign.',
          correct: true,
        },
        {
          text: 'The link text is what counts, because that is the real address.',
          explanation:
            'Link text can say anything the sender likes. The address shown when you hover is where the browser will actually go.',
          correct: false,
        },
        {
          text: 'Hovering is unreliable on email, so he should tap to be sure.',
          explanation:
            'Tapping opens the page, which is exactly what the criminal wants. Hovering or long-pressing shows the address without opening it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A message claiming to be from Kestrel Bank shows a link reading www.kestrelbank.example. When Thandeka rests her cursor on it, the status bar shows kestrel-verify.example/signin. What should she conclude?',
          options: [
            {
              text: 'Write back to the message and ask the bank if the address belongs to it.',
            },
            {
              text: 'It is fraud, since the link’s real target differs from its label.',
            },
            {
              text: 'The wording she can see is the true address and can be trusted.',
            },
            {
              text: 'Hovering can mislead in email apps, so she should tap it to check.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-14',
      kind: 'scenario',
      prompt:
        "Sipho in Accounts gets an email that seems to come from northwind-supplies.example, a supplier he knows, with 'Invoice_4471.doc' attached. He was not expecting an invoice. When he opens it, a bar asks him to 'enable content'. What should he do?",
      options: [
        {
          text: 'Enable it, since the email came from a supplier he deals with.',
          explanation:
            'Phishing often copies trusted senders. An unexpected attachment that asks you to enable content is a warning sign, whoever it seems to come from.',
          correct: false,
        },
        {
          text: 'Close it, leave the content off and flag the message, since it may be fake.',
          explanation:
            'Asking you to enable content is a common way to install malware. A report lets the security team check the message and warn others.',
          correct: true,
        },
        {
          text: 'Open it and run a virus scan, which can catch anything it brings in.',
          explanation:
            'Enabling content can install malware at once, before any scan runs. The safe move is to leave the content switched off.',
          correct: false,
        },
        {
          text: 'Forward it to a colleague with a newer computer to open.',
          explanation:
            'A newer computer is just as exposed once content is enabled, and forwarding the file spreads the risk to another person.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Chen in Procurement gets a message that seems to come from bluegum-packaging.example, a supplier he uses, with 'Statement_0392.doc' attached. No statement was due. The file opens with a banner asking him to 'enable content'. What is the right move?",
          options: [
            {
              text: 'Turn it on: the message came from a supplier he knows well.',
            },
            {
              text: 'Shut the file without enabling anything and report it as suspect.',
            },
            {
              text: 'Enable it, then scan the computer for viruses to catch any problem.',
            },
            {
              text: 'Share it with a colleague whose laptop is more up to date to open.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-15',
      kind: 'scenario',
      prompt:
        'At work, Aisha clicked a link in an email about a shared document, then saw the page looked odd and closed it without typing anything. She feels silly and wants to forget it. What should she do?',
      options: [
        {
          text: 'Forget it, because closing the page before typing kept her safe.',
          explanation:
            'A click can still help the criminal, and colleagues may have the same email. Staff should report a phishing email even if they only clicked.',
          correct: false,
        },
        {
          text: 'Aisha should tell IT security at once, since a click alone is worth reporting.',
          explanation:
            'A quick report lets the security team check her computer and remove the same email from other inboxes. A click alone is worth reporting.',
          correct: true,
        },
        {
          text: "Warn her team about the email at Monday's meeting.",
          explanation:
            'People who fall for phishing act within seconds, so a report days later is too slow to protect colleagues who got the same message.',
          correct: false,
        },
        {
          text: 'Clear her browser history so the link cannot be opened again.',
          explanation:
            "Clearing her history does not remove the email from anyone's inbox or check her computer. A report to the security team does both.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At the office, Bongani tapped a link in an email about an unpaid invoice. The page looked strange, so he closed it without entering anything. He is embarrassed and plans to keep quiet. What should he do?',
          options: [
            {
              text: 'Let it go, as shutting the page before typing kept him safe.',
            },
            {
              text: 'Tell IT security now, since even clicking is worth flagging.',
              explanation:
                'A quick report lets the security team check his computer and pull the same email from other inboxes. Staff should report even when they only clicked.',
            },
            {
              text: 'Warn his team about the email at Friday’s stand-up meeting.',
            },
            {
              text: 'Delete his browsing history so nobody can open the link again.',
              explanation:
                "Deleting his history does not remove the email from anyone's inbox or check his computer. A report to the security team does both.",
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-16',
      kind: 'knowledge',
      prompt: 'What makes a message spear phishing rather than ordinary bulk phishing?',
      options: [
        {
          text: 'It targets one named person, as it uses real facts about their job.',
          explanation:
            'Spear phishing is tailored. The criminal researches the target so the message feels personal and believable.',
          correct: true,
        },
        {
          text: 'It is sent by SMS or a chat app such as WhatsApp rather than by email.',
          explanation:
            'Phishing by SMS or chat is called smishing. Spear phishing is about who the message is aimed at, not the channel it uses.',
          correct: false,
        },
        {
          text: 'It carries a file attachment instead of a link to a fake login page.',
          explanation:
            'Links and attachments turn up in bulk and targeted phishing alike. What makes it spear phishing is the tailoring to one person.',
          correct: false,
        },
        {
          text: 'It is sent from a real, hacked mailbox instead of a look-alike one.',
          explanation:
            'A hacked mailbox can be used for any kind of phishing. The term describes a message written for one chosen person.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'How does spear phishing differ from the mass phishing sent to thousands of people?',
          options: [
            {
              text: 'It is aimed at one particular person and built on facts about them.',
            },
            {
              text: 'It arrives by text or a chat app rather than by email.',
            },
            {
              text: 'It uses an attached file rather than a link to a fake sign-in page.',
            },
            {
              text: 'It comes from a genuine, hijacked account rather than a look-alike address.',
            },
          ],
        },
      ],
    },
    {
      id: 'Phishing-17',
      kind: 'scenario',
      prompt:
        "You get an SMS: 'SwiftPost: your parcel is on hold. Pay the R28.50 delivery fee within 12 hours at swiftpost-delivery.co or it will be returned.' You are expecting a parcel. What is the safest step?",
      options: [
        {
          text: 'Pay the small fee by card, since you are expecting a parcel.',
          explanation:
            'Criminals send these to huge numbers of people, so many really are expecting a parcel. The fee is a trick to capture card details on a fake page.',
          correct: false,
        },
        {
          text: 'Reply STOP to the SMS so that the sender stops contacting you.',
          explanation:
            'A reply tells the criminal the number is live, so expect more messages. It also does nothing to check whether the parcel is real.',
          correct: false,
        },
        {
          text: 'Call the number in the SMS, which can confirm the fee before you pay.',
          explanation:
            "The number in the SMS belongs to whoever sent it, so the call only reaches the scammers. Check the parcel in the courier's own app or website.",
          correct: false,
        },
        {
          text: "Check the parcel in the courier's own app, since the SMS may be fake.",
          explanation:
            'Going to the courier through its official app, or an address you type yourself, avoids the link. Phishing by SMS like this is called smishing.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "A WhatsApp message says: 'KuduParcels: we could not deliver your parcel. Pay the R35.90 redelivery fee within 24 hours at kuduparcels-redeliver.example or it goes back to the sender.' You are waiting for an online order. What is the safest step?",
          options: [
            {
              text: 'Pay the fee with your card, since an order really is on its way to you.',
            },
            {
              text: 'Reply asking them to stop sending you messages.',
            },
            {
              text: 'Phone the number in the message to confirm the fee first.',
              explanation:
                "A number given in the message belongs to whoever sent it, so the call only reaches the scammers. Check the parcel in the courier's own app or website.",
            },
            {
              text: 'Track it on the courier’s own website, as the message may be a fake.',
              explanation:
                'Going to the courier through its own app, or an address you type yourself, avoids the link. Phishing by chat app or SMS like this is called smishing.',
            },
          ],
        },
      ],
    },
  ],
  sources: [ic3Report2024, apwgTrends, verizonDbir2024, targetPhishing, targetSettlement],
};
