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
    "[Email Filtering and Anti-Phishing](/defenses/EmailFiltering) stops most phishing before anyone sees it. Spam and malware filters catch the bulk of it. SPF, DKIM and DMARC stop criminals sending mail from your bank's exact address, but not from look-alike addresses. The top level checks links at the moment of the click, opens attachments in a safe sandbox, and flags look-alike domains.",
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
        "You get this SMS: 'YourBank: a payment of R4,999 is pending. If this was not you, cancel it now at yourbank-secure.co'. What should you do?",
      options: [
        {
          text: 'Tap the link quickly to cancel the payment before it goes through.',
          explanation:
            'This is exactly what the urgency is meant to make you do. The link leads to a fake page built to steal your login.',
          correct: false,
        },
        {
          text: 'Reply to the SMS with your card number so the bank can find the payment.',
          explanation:
            'Banks never ask for card details by SMS. Replying also tells the criminal that your number is active.',
          correct: false,
        },
        {
          text: 'Ignore the link and check your account in the official app or by calling the number on your card.',
          explanation:
            'Going to the bank through a channel you already trust avoids the fake site. If there really is a problem, you will see it there.',
          correct: true,
        },
        {
          text: 'Forward the SMS to friends to warn them, then tap the link to see if it is real.',
          explanation:
            'Warning others is kind, but opening the link is still risky. Check through the official app instead.',
          correct: false,
        },
      ],
    },
    {
      id: 'Phishing-2',
      kind: 'knowledge',
      prompt: 'Which sign-in method stops password phishing almost completely?',
      options: [
        {
          text: 'SMS one-time codes',
          explanation:
            'SMS codes help, but a fake login page can ask for the code and pass it to the real site in real time.',
          correct: false,
        },
        {
          text: 'Phishing-resistant passkeys',
          explanation:
            'Passkeys only work on the real website address, so a fake site gets nothing it can reuse.',
          correct: true,
        },
        {
          text: "Security questions such as your mother's maiden name",
          explanation:
            'Answers to security questions can be phished, guessed or found online just like passwords.',
          correct: false,
        },
        {
          text: 'Changing your password every 30 days',
          explanation:
            'Criminals use stolen passwords within minutes, long before a scheduled change would help.',
          correct: false,
        },
      ],
    },
    {
      id: 'Phishing-3',
      kind: 'knowledge',
      prompt:
        "According to Verizon's 2024 report, how long did it typically take someone who fell for a phishing email to click the link and type in their data?",
      options: [
        {
          text: 'About a week',
          explanation:
            'Far too slow. The report found people react within seconds of opening the email.',
          correct: false,
        },
        {
          text: 'About a day',
          explanation:
            'Too slow. The typical click came about 21 seconds after the email was opened.',
          correct: false,
        },
        {
          text: 'About an hour',
          explanation: 'Still too slow. Clicking and typing in data took well under a minute.',
          correct: false,
        },
        {
          text: 'Under a minute',
          explanation:
            'About 21 seconds to click and 28 more to type in data. That is why fast reporting and technical controls matter so much.',
          correct: true,
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
          text: 'Report it with the report-phishing button or to the security team, and do not click.',
          explanation:
            'The domain is a look-alike. Reporting lets the security team block the link and remove the email from every inbox.',
          correct: true,
        },
        {
          text: 'Log in quickly, because a full mailbox could stop customer emails.',
          explanation:
            'This is the panic the message is designed to cause. The login page is fake.',
          correct: false,
        },
        {
          text: 'Reply and ask the sender whether the email is genuine.',
          explanation:
            'Your reply goes to the criminal, who will happily say yes. Check through your real IT channel instead.',
          correct: false,
        },
        {
          text: 'Delete it and say nothing.',
          explanation:
            'Deleting protects you but not your colleagues, who may have received the same email. Reporting protects everyone.',
          correct: false,
        },
      ],
    },
    {
      id: 'Phishing-5',
      kind: 'knowledge',
      prompt: 'What do SPF, DKIM and DMARC do?',
      options: [
        {
          text: 'They scan attachments for viruses.',
          explanation: 'That is the job of malware filters and sandboxes, not these settings.',
          correct: false,
        },
        {
          text: 'They block every phishing email.',
          explanation:
            'No. They do nothing against look-alike domains or mail sent from a real mailbox that was hacked.',
          correct: false,
        },
        {
          text: "They stop criminals sending mail from an organisation's exact domain, but not from look-alike domains.",
          explanation:
            'Correct. They check that mail claiming to come from a domain really does, so they protect against exact spoofing only.',
          correct: true,
        },
        {
          text: 'They encrypt email so nobody else can read it.',
          explanation: 'They are about checking who sent a message, not about keeping it secret.',
          correct: false,
        },
      ],
    },
    {
      id: 'Phishing-6',
      kind: 'knowledge',
      prompt:
        'According to independent field studies, how much does a yearly security awareness course on its own reduce phishing clicks?',
      options: [
        {
          text: 'It stops most phishing clicks.',
          explanation:
            'Independent studies do not support this. The large gains appear mainly in data from training vendors.',
          correct: false,
        },
        {
          text: 'Very little, if at all.',
          explanation:
            'Field studies found annual training made almost no measurable difference. A fast-reporting culture does more.',
          correct: true,
        },
        {
          text: 'It makes trained staff immune to phishing.',
          explanation:
            'No training makes anyone immune. Well-written phishing still fools trained people.',
          correct: false,
        },
      ],
    },
    {
      id: 'Phishing-7',
      kind: 'scenario',
      prompt:
        'You typed your online banking password into a page, then noticed the web address was wrong. What should you do first?',
      options: [
        {
          text: 'Wait a few days and see if any money goes missing.',
          explanation:
            'Criminals often act within minutes. Waiting gives them time to empty the account.',
          correct: false,
        },
        {
          text: 'Email the fake website and ask it to delete your details.',
          explanation: 'The site belongs to the criminal. Contacting it only helps them.',
          correct: false,
        },
        {
          text: 'Post about it on social media to warn others.',
          explanation:
            'Warning others can come later. Your first job is to protect your own account.',
          correct: false,
        },
        {
          text: 'Call your bank on the number on your card and change your password.',
          explanation:
            'Fast action lets the bank block the account and stop payments before the criminal uses your login.',
          correct: true,
        },
      ],
    },
    {
      id: 'Phishing-8',
      kind: 'knowledge',
      prompt: 'In the Target breach of 2013, how did the attackers most likely first get in?',
      options: [
        {
          text: 'A phishing email stole the login of a small heating and refrigeration contractor.',
          explanation:
            "Correct. Reports on the investigation say the contractor's login to Target's supplier systems gave the attackers their first foothold.",
          correct: true,
        },
        {
          text: 'They broke into a store at night and installed equipment.',
          explanation: 'No. The attack was carried out remotely, starting with a phishing email.',
          correct: false,
        },
        {
          text: 'A Target employee sold them the passwords.',
          explanation: 'No. The login came from an outside supplier, not from a Target employee.',
          correct: false,
        },
        {
          text: "They guessed the chief executive's password.",
          explanation: 'No. They used a supplier login stolen with password-stealing malware.',
          correct: false,
        },
      ],
    },
    {
      id: 'Phishing-9',
      kind: 'scenario',
      prompt:
        'A customer phones your branch. She received an email with a QR code saying her card will be blocked unless she scans it and confirms her details today. What is the best advice?',
      options: [
        {
          text: 'Scan the code, but only enter her card number and not her PIN.',
          explanation:
            'A card number alone is enough for online fraud. She should not enter anything.',
          correct: false,
        },
        {
          text: 'Scan it on a work computer, which is better protected.',
          explanation:
            'The danger is the fake page and what she types into it, not the device used to open it.',
          correct: false,
        },
        {
          text: 'Do not scan it. The bank never asks for details this way. Check the account in the official app and report the email.',
          explanation:
            'QR codes can hide phishing links. Using the official app avoids the fake page entirely.',
          correct: true,
        },
      ],
    },
    {
      id: 'Phishing-10',
      kind: 'knowledge',
      prompt: 'Why do criminals register web addresses such as yourbank-secure.co?',
      options: [
        {
          text: 'Because real banks use many different web addresses.',
          explanation:
            'Criminals rely on people believing this, but it is not the reason they register these addresses.',
          correct: false,
        },
        {
          text: 'So the link looks real at a glance while leading to a fake page they control.',
          explanation:
            'Correct. A look-alike address passes a quick glance, which is all most people give it.',
          correct: true,
        },
        {
          text: 'Because look-alike addresses cannot be blocked by law.',
          explanation: 'They can be blocked and taken down. Criminals simply register new ones.',
          correct: false,
        },
        {
          text: 'To make their emails arrive faster.',
          explanation: 'The address has nothing to do with speed. It is about looking trustworthy.',
          correct: false,
        },
      ],
    },
  ],
  sources: [ic3Report2024, apwgTrends, verizonDbir2024, targetPhishing, targetSettlement],
};
