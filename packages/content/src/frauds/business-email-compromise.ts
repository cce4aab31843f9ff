import {
  BANK_FRAUD_LINE,
  CYBERSECURITY_HUB,
  IC3,
  INFORMATION_REGULATOR,
  SAPS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const ubiquitiCase: Source = {
  title: 'Fraudsters steal nearly $47 million from Ubiquiti Networks',
  publisher: 'Help Net Security',
  year: 2015,
  url: 'https://www.helpnetsecurity.com/2015/08/10/fraudsters-steal-nearly-47-million-from-ubiquiti-networks/',
};

const ic3Report2025: Source = {
  title: '2025 Internet Crime Report',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2026,
  url: 'https://www.ic3.gov/AnnualReport/Reports/2025_IC3Report.pdf',
};

const ic3Report2024: Source = {
  title: '2024 Internet Crime Report',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2025,
  url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf',
};

const ic3BecPsa: Source = {
  title: 'Business Email Compromise: The $55 Billion Scam (PSA I-091124-PSA)',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2024,
  url: 'https://www.ic3.gov/PSA/2024/PSA240911',
};

export const fraud: FraudContent = {
  id: 'BusinessEmailCompromise',
  summary:
    'Business email compromise (BEC) is when criminals hijack or fake a business email account to trick staff into sending them money.',
  whatItIs: [
    "In business email compromise, criminals pose by email as someone a company already deals with. That might be a supplier, a client, a lawyer, a senior manager or an employee. They either break into that person's real mailbox or send mail from an address that looks almost the same. Then they ask for a payment, a change of bank details, or private data such as payroll records.",
    'BEC messages usually contain no virus or link, so they often slip past filters. They work because they fit into normal business: invoices, deposits and salary runs. The money goes by bank transfer, which is fast and hard to reverse.',
  ],
  howItWorks: [
    'The criminal studies the target: who pays invoices, who approves them, which suppliers the company uses and when the boss is travelling.',
    "They get a foothold. Either they phish the password of a real mailbox, or they register a look-alike domain, for example with 'rn' in place of 'm'.",
    'Inside a hacked mailbox they read quietly for weeks. They may set up hidden rules that forward or hide messages.',
    "At the right moment they send a convincing request. It might be a supplier's new bank details, or an urgent, secret payment request from the 'CEO'. Or an employee asks to change their salary account.",
    "Staff pay into an account the criminal controls, often a money mule's.",
    'The money is moved on within hours, often abroad, before anyone notices.',
  ],
  warningSigns: [
    'A supplier or client changes bank details by email, especially just before a large payment.',
    "The sender's domain is almost right, or the reply-to address differs from the sender.",
    "A senior manager asks for an urgent, confidential transfer that skips the normal approvals, often while 'travelling' or 'in meetings'.",
    'The sender asks you not to phone, or gives a new phone number in the email.',
    'Small changes to a familiar invoice: a different account name, bank or country.',
    'Mailbox rules you did not create, or log-ins from strange places or at odd hours.',
    'Pressure to pay today, with a reason why the normal checks cannot be done.',
  ],
  realCase: {
    title: 'Ubiquiti Networks: US$46.7 million lost to fake payment requests',
    where: 'United States and Hong Kong, 2015',
    whatHappened: [
      "Ubiquiti Networks is a US maker of networking equipment. In August 2015 it told US regulators that it had been defrauded of US$46.7 million. Criminals posed as employees and sent fake payment requests to the company's finance department. Staff at its Hong Kong subsidiary sent the money to accounts abroad held by third parties. The company found the fraud on 5 June 2015.",
      'Ubiquiti went straight to its bank and to courts abroad. It recovered US$8.1 million and expected another US$6.8 million, leaving over US$31 million still missing. An investigation found no sign that its computer systems had been hacked, and no evidence that staff were in on it. The company admitted weaknesses in its financial controls and added new checks.',
    ],
    source: ubiquitiCase,
  },
  statistics: [
    {
      text: 'Victims reported just over US$3 billion in BEC losses to the FBI in 2025. That makes it one of the costliest crime types the FBI tracks.',
      year: 2025,
      source: ic3Report2025,
    },
    {
      text: 'The FBI received 21,442 BEC complaints in 2024, with US$2.77 billion in losses. BEC was only the seventh most common complaint, but the second costliest.',
      year: 2024,
      source: ic3Report2024,
    },
    {
      text: 'From October 2013 to December 2023, the FBI counted 305,033 BEC incidents worldwide, reported from 186 countries. Exposed losses came to US$55.5 billion.',
      year: 2023,
      source: ic3BecPsa,
    },
  ],
  whoIsTargeted: [
    'Any organisation that pays by bank transfer is a target, from small firms to global companies. Criminals need to fool finance, accounts payable and payroll staff, and the managers who approve payments. Firms that handle large one-off payments, such as property deals, are at special risk.',
    "Banks meet BEC in two ways. Their own finance teams are targeted. And their business customers are fooled into sending payments that the bank then processes. A bank that acts fast on a customer's fraud report can sometimes freeze the money before it moves on.",
  ],
  howToDefend: [
    'The strongest control is [Verification Protocols](/defenses/VerificationProtocols). Never change bank details or make an unusual payment on the strength of an email alone. Call the supplier or manager back on a number you already had on file, never one in the email. And require an independent check for every high-risk request. This stops most BEC, because the criminal controls the email but not the phone number on file.',
    "[Email Filtering and Anti-Phishing](/defenses/EmailFiltering) helps, but less than against ordinary phishing. Good filters flag look-alike domains and block many attempts to phish mailbox passwords. SPF, DKIM and DMARC stop criminals sending mail from your exact domain. But no filter can tell that a real supplier's hacked mailbox is sending a fake request.",
    "[Segregation of Duties](/defenses/SegregationOfDuties) means one person asks for a payment and another approves it. It helps, but the same convincing email can fool both people, so it does not replace a call-back. [Regular Audits](/defenses/RegularAudits) mostly find BEC after the money has gone. Constant monitoring of new payees and changed bank details can catch it sooner, though. [User Education and Training](/defenses/UserEducation) should teach finance staff the call-back rule and make it safe to question a 'CEO'.",
  ],
  ifItHappensToYou: {
    steps: [
      'Call your bank right away. Ask it to recall the payment and alert the receiving bank. Every hour counts.',
      'Tell your finance manager and IT security team. Do not reply to the criminal.',
      'Secure the mailbox. Change the password, sign out all sessions, and switch on strong multi-factor authentication. Delete any mail rules you did not create.',
      'Warn the real supplier or client, because their mailbox may be the one that was hacked.',
      'Open a case at a police station. If a mailbox holding personal information was accessed, report it to the Information Regulator.',
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Call at once on the number on your card or banking profile and ask for an urgent recall of the payment.',
      ),
      withHow(
        SAPS,
        'Open a case with the emails, invoices and payment details, and keep the CAS case number.',
      ),
      withHow(
        INFORMATION_REGULATOR,
        'Under POPIA an organisation must report a security compromise of personal information to the Regulator and tell the people affected. Reports go through its eServices portal.',
      ),
      withHow(
        CYBERSECURITY_HUB,
        'Report the mailbox compromise. The Hub routes banking incidents to the banking-sector team (weekdays, 08:00 to 16:30).',
      ),
    ],
    international: [
      withHow(
        IC3,
        'Report BEC involving US banks or companies quickly. Its Recovery Asset Team works with banks to try to freeze stolen funds.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Business email compromise (BEC)',
      definition:
        'Fraud in which criminals use a hacked or faked business email account to get payments or data.',
    },
    {
      term: 'CEO fraud',
      definition:
        'A form of BEC in which the criminal poses as a senior manager and orders an urgent payment.',
    },
    {
      term: 'Mailbox rule',
      definition:
        'An automatic instruction in an email account, such as forwarding or hiding messages. Criminals add them to stay unseen.',
    },
    {
      term: 'Call-back verification',
      definition:
        'Checking a payment request by phoning the person on a number you already had, not one in the request.',
    },
    {
      term: 'Money mule',
      definition: 'A person whose bank account is used to receive and pass on stolen money.',
    },
  ],
  quiz: [
    {
      id: 'BusinessEmailCompromise-1',
      kind: 'scenario',
      prompt:
        "A long-standing supplier emails: 'We have changed banks. Please pay this month's R850,000 invoice into our new account below.' The email address looks right. What do you do?",
      options: [
        {
          text: 'Update the bank details and pay, because the address looks right.',
          explanation:
            "The supplier's real mailbox may have been hacked, or the address may be a close look-alike.",
          correct: false,
        },
        {
          text: 'Reply to the email asking them to confirm the change.',
          explanation:
            'If the mailbox is controlled by a criminal, the reply goes straight to them.',
          correct: false,
        },
        {
          text: 'Call the supplier on the phone number already on file and confirm before changing anything.',
          explanation:
            'Correct. The criminal controls the email, not the number you already had. This single step stops most BEC.',
          correct: true,
        },
        {
          text: 'Pay half into the new account and half into the old one.',
          explanation: 'Half of the money would still go to the criminal.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-2',
      kind: 'knowledge',
      prompt: 'Why do BEC emails often get past email filters?',
      options: [
        {
          text: 'They usually contain no virus or link, just a believable request.',
          explanation:
            'Correct. Filters look for malicious files and links. A plain request for payment looks like normal business.',
          correct: true,
        },
        {
          text: 'Criminals pay email providers to let them through.',
          explanation: 'There is no such arrangement. The emails simply look harmless.',
          correct: false,
        },
        {
          text: 'BEC emails are always sent by fax.',
          explanation: 'BEC is carried out by email, as its name says.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-3',
      kind: 'scenario',
      prompt:
        "Your CEO emails from her usual address: 'I'm in meetings all day and can't talk. Please send US$60,000 to this new partner today. Keep it confidential.' What should you do?",
      options: [
        {
          text: 'Send it, because the email comes from her real address.',
          explanation:
            'Her mailbox may have been hacked. A real address does not prove a real request.',
          correct: false,
        },
        {
          text: 'Follow the payment process: verify with her through a known phone number or another approver before paying.',
          explanation:
            "Correct. Secrecy, urgency and 'can't talk' are classic BEC signs. An independent check breaks the scam.",
          correct: true,
        },
        {
          text: 'Send it but ask the receiving bank to hold it for a day.',
          explanation:
            'You cannot control the receiving bank. Once sent, the money can vanish quickly.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-4',
      kind: 'knowledge',
      prompt: 'How much did victims report losing to BEC in the US in 2024, according to the FBI?',
      options: [
        {
          text: 'About US$27 million',
          explanation: 'Far too low. Reported BEC losses run into billions each year.',
          correct: false,
        },
        {
          text: 'About US$277 million',
          explanation: 'Still too low by a factor of ten.',
          correct: false,
        },
        {
          text: 'About US$2.77 billion',
          explanation:
            'Correct. BEC was the second costliest crime type reported to the FBI in 2024, and passed US$3 billion in 2025.',
          correct: true,
        },
        {
          text: 'About US$27.7 billion',
          explanation:
            'Too high for a single year. US$55.5 billion was the total across ten years.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-5',
      kind: 'knowledge',
      prompt:
        'Why is segregation of duties (one person requests, another approves) not enough on its own to stop BEC?',
      options: [
        {
          text: 'Because it is too expensive to run.',
          explanation:
            'Cost is not the main problem. The weakness is that both people see the same fake email.',
          correct: false,
        },
        {
          text: 'Because the same convincing email can fool both the requester and the approver.',
          explanation:
            'Correct. Two people agreeing does not prove the payee is genuine. A call-back to a known number does.',
          correct: true,
        },
        {
          text: 'Because criminals can always see who the approver is.',
          explanation: 'Even when they cannot, both staff may still be fooled by the same request.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-6',
      kind: 'knowledge',
      prompt: 'Which of these is a sign that a mailbox may already have been hacked?',
      options: [
        {
          text: 'The mailbox is nearly full.',
          explanation: 'A full mailbox is normal housekeeping, not a sign of a break-in.',
          correct: false,
        },
        {
          text: 'You receive a newsletter you signed up for.',
          explanation: 'Expected mail is not a warning sign.',
          correct: false,
        },
        {
          text: 'Your password is longer than 12 characters.',
          explanation: 'Long passwords are good practice, not a sign of compromise.',
          correct: false,
        },
        {
          text: 'Mail rules you did not create that forward or hide messages.',
          explanation:
            'Correct. Criminals add hidden rules so they can watch conversations and hide replies from the real owner.',
          correct: true,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-7',
      kind: 'scenario',
      prompt:
        'Your company paid R1.2 million to a fake supplier account an hour ago. What should you do first?',
      options: [
        {
          text: 'Call your bank immediately and ask it to recall the payment and alert the receiving bank.',
          explanation:
            'Correct. Stolen money is moved on within hours, so the bank must act before it leaves the receiving account.',
          correct: true,
        },
        {
          text: 'Email the fake supplier and ask for the money back.',
          explanation:
            'The criminal will not return it, and contacting them may warn them to move the money faster.',
          correct: false,
        },
        {
          text: 'Wait until the next audit to investigate.',
          explanation: 'By then the money will be long gone. Speed is everything.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-8',
      kind: 'knowledge',
      prompt: 'What do SPF, DKIM and DMARC protect against in BEC?',
      options: [
        {
          text: 'Criminals sending mail that pretends to come from your exact domain.',
          explanation:
            'Correct. They stop exact-domain spoofing, but not look-alike domains or real mailboxes that were hacked.',
          correct: true,
        },
        {
          text: "A supplier's real mailbox being hacked.",
          explanation: 'Mail from a genuine hacked mailbox passes these checks.',
          correct: false,
        },
        {
          text: 'Look-alike domains with one letter changed.',
          explanation:
            'These checks do not cover look-alike domains, which are separate domains owned by the criminal.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-9',
      kind: 'knowledge',
      prompt: 'In the Ubiquiti case of 2015, how did the criminals get US$46.7 million?',
      options: [
        {
          text: "They hacked the company's bank and moved the money themselves.",
          explanation: "An investigation found no sign that Ubiquiti's systems were hacked.",
          correct: false,
        },
        {
          text: 'They impersonated employees and sent fake payment requests to the finance department.',
          explanation:
            'Correct. Staff at the Hong Kong subsidiary made the transfers, believing the requests were genuine.',
          correct: true,
        },
        {
          text: 'A senior employee stole the money and fled.',
          explanation: 'The investigation found no evidence that staff were involved in the crime.',
          correct: false,
        },
        {
          text: 'They used ransomware to demand payment.',
          explanation: 'No ransomware was involved. It was a deception by email.',
          correct: false,
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-10',
      kind: 'scenario',
      prompt:
        "An email from an employee asks payroll to send her salary to a new bank account from this month. It says she has lost her phone, so please don't call. What should payroll do?",
      options: [
        {
          text: 'Make the change, because salary changes are routine.',
          explanation:
            'Salary redirection is a common BEC trick. Routine requests still need checking.',
          correct: false,
        },
        {
          text: 'Make the change but ask her to confirm by email later.',
          explanation: 'If her mailbox is compromised, the criminal will confirm.',
          correct: false,
        },
        {
          text: 'Verify in person or through a known contact before changing anything, as the process requires.',
          explanation:
            "Correct. 'Please don't call' is a warning sign. An independent check protects both the employee and the company.",
          correct: true,
        },
      ],
    },
  ],
  sources: [ubiquitiCase, ic3Report2025, ic3Report2024, ic3BecPsa],
};
