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
    'The method keeps up with new tools. In 2024 a finance employee at the engineering firm Arup in Hong Kong doubted an email from the "chief financial officer", then paid about US$25 million after a video call in which the executives were deepfakes. The trick was the same as in 2015, a senior person asking for an urgent, secret payment; only the disguise was new. The case is told on the [Deepfake Fraud](/frauds/Deepfake) page.',
  ],
  howToDefend: [
    'The strongest control is [Verification Protocols](/defenses/VerificationProtocols). Never change bank details or make an unusual payment on the strength of an email alone. Call the supplier or manager back on a number you already had on file, never one in the email. And require an independent check for every high-risk request. Each call that is made defeats the request, because the criminal controls the email but not the phone number on file. The call only protects when it is a rule with no exceptions: as a habit, it is the step people skip when a payment is urgent or the sender is senior.',
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
        "A long-standing supplier, Northwind Supplies, emails: 'We have changed banks. Please pay this month's R850,000 invoice into our new account below.' It comes from accounts@northwind-supplies.example, the address you always use. What do you do?",
      options: [
        {
          text: 'Reply to the email and ask Northwind to confirm the new account in writing before you pay.',
          explanation:
            "If Northwind's mailbox has been hacked, or the address is a close look-alike, your reply goes straight to the criminal, who will happily confirm the new account.",
          correct: false,
        },
        {
          text: 'Phone Northwind on the number in your supplier file, and confirm before changing anything.',
          explanation:
            'The criminal may control the mailbox, but not the phone number you held before the email arrived. A [call-back](/defenses/VerificationProtocols) on that number reaches the real supplier.',
          correct: true,
        },
        {
          text: "Pay it, because the email came from Northwind's usual address and matches earlier invoices.",
          explanation:
            "A familiar address proves little. Criminals often break into a supplier's real mailbox and send the fake request from inside it, so it looks exactly like earlier mail.",
          correct: false,
        },
        {
          text: 'Send a small test amount into the new account first and ask Northwind to confirm it arrived.',
          explanation:
            'A test payment shows that the account exists, not who owns it. The criminal can confirm receipt from the hacked mailbox just as easily as the real supplier.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "An email from Blue Crane Packaging, a supplier you have paid for years, says: 'Our bank account has moved. Kindly settle the R412,500 invoice for March into the new account shown.' It was sent from billing@bluecrane-packaging.example, the address on record. What is your next step?",
          options: [
            {
              text: 'Email Blue Crane back and ask it to confirm the new account details in writing first.',
              explanation:
                "If Blue Crane's mailbox has been hacked, or the address is a near look-alike, your email goes straight to the criminal, who will gladly confirm the new account.",
            },
            {
              text: 'Ring Blue Crane on the landline in your supplier records before changing anything.',
            },
            {
              text: "Pay the invoice: it came from Blue Crane's known address and looks like past invoices.",
            },
            {
              text: 'Transfer R1 to the new account as a test and ask Blue Crane to confirm it arrived.',
            },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-2',
      kind: 'knowledge',
      prompt: 'Why do BEC emails often get past email filters?',
      options: [
        {
          text: 'They hide the payment request inside a picture, which filters cannot read.',
          explanation:
            'BEC emails are usually plain text. They slip through because a polite request for payment looks like normal business, not because the words are hidden.',
          correct: false,
        },
        {
          text: 'They carry password-protected attachments, which filters cannot open.',
          explanation:
            'Most BEC emails carry no attachment at all. The criminal needs no file, just a believable request that staff will act on.',
          correct: false,
        },
        {
          text: 'They carry just a plain request about routine work, with nothing harmful attached.',
          explanation:
            'Filters hunt for harmful files and links. A request to pay an invoice or change bank details contains neither, so it reads like ordinary work mail.',
          correct: true,
        },
        {
          text: 'They are sent in small batches at night, since filters check mail less closely then.',
          explanation:
            'Filters run the same way at any hour. BEC gets through because the message itself looks harmless, with nothing for a filter to catch.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'What lets many business email compromise messages slip through spam and malware filters?',
          options: [
            { text: 'The request sits inside an image that filters are unable to read.' },
            { text: 'They include locked, password-protected files that filters cannot scan.' },
            { text: 'They hold an ordinary business request and no harmful link or file.' },
            { text: 'They arrive in small night-time batches, when checking is lighter.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-3',
      kind: 'scenario',
      prompt:
        "Your CEO, Ayesha Patel, emails from her usual address: 'I'm in meetings all day and can't talk. Please send US$60,000 to this new partner today and keep it confidential.' What should you do?",
      options: [
        {
          text: 'Send it, because it comes from her real address and a CEO may approve payments herself.',
          explanation:
            'Her mailbox may have been hacked, so a real address does not prove a real request. This is the classic shape of CEO fraud.',
          correct: false,
        },
        {
          text: 'Follow the normal approvals and ring her on the cell number in the staff list before paying.',
          explanation:
            "Secrecy, urgency and 'can't talk' are the classic signs. A check through a channel the criminal does not control, plus the normal approvals, breaks the scam.",
          correct: true,
        },
        {
          text: 'Ask the receiving bank to hold the money after you send it, until she confirms.',
          explanation:
            'You cannot make another bank hold a payment. BEC money is usually moved on within hours, often abroad, before anyone notices.',
          correct: false,
        },
        {
          text: 'Reply to her email to make sure she really sent it, then pay once she answers yes.',
          explanation:
            'If the criminal is inside her mailbox, the reply lands with them and they will confirm. The check has to use a different channel.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Your managing director, Johan van der Merwe, emails from his normal address: 'Stuck in a board meeting until late, so no calls. Transfer R1,150,000 to our new partner's account before 4 pm and tell no one.' What should you do?",
          options: [
            {
              text: 'Pay it: it is his real address, and a managing director may sign off payments himself.',
              explanation:
                'His mailbox may have been hacked, so a real address does not prove a real request. A secret, urgent order from the top is the classic shape of CEO fraud.',
            },
            {
              text: 'Follow the usual sign-offs and ring his cellphone, as listed in the staff directory.',
            },
            { text: 'Send it, then ask the receiving bank to freeze the funds until he confirms.' },
            {
              text: 'Email him back to check he really sent it, and pay once he replies yes.',
              explanation:
                'If the criminal is inside his mailbox, the reply lands with them and they will confirm. The check has to use a different channel.',
            },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-4',
      kind: 'knowledge',
      recallsFigure: true,
      prompt: 'According to the FBI, about how much did victims report losing to BEC in 2024?',
      options: [
        {
          text: 'About US$277 million',
          explanation:
            'That is ten times too low. BEC losses reported to the FBI run into billions of dollars each year.',
          correct: false,
        },
        {
          text: 'About US$2.77 billion',
          explanation:
            'The FBI received 21,442 BEC complaints in 2024 with US$2.77 billion in losses, making BEC the second costliest crime type it tracked.',
          correct: true,
        },
        {
          text: 'About US$27.7 billion',
          explanation:
            'That is ten times too high for one year. Even the ten years from 2013 to 2023 came to US$55.5 billion in total.',
          correct: false,
        },
        {
          text: 'About US$55.5 billion',
          explanation:
            'US$55.5 billion is the exposed loss the FBI counted over ten years, from October 2013 to December 2023, not in a single year.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "The FBI's crime report for 2024 put the year's BEC losses reported by victims at roughly what amount?",
          options: [
            { text: 'Close to US$280 million' },
            {
              text: 'Close to US$2.8 billion',
              explanation:
                'The FBI logged 21,442 BEC complaints in 2024 with US$2.77 billion in losses, which made BEC the second costliest crime type it tracked.',
            },
            { text: 'Close to US$28 billion' },
            { text: 'Close to US$55.5 billion' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-6',
      kind: 'knowledge',
      prompt: 'Which of these is a sign that a mailbox may already have been hacked?',
      options: [
        {
          text: 'A mailbox rule that nobody on the team created, moving or copying messages',
          explanation:
            'Criminals add hidden mailbox rules so they can watch conversations and hide replies from the real owner.',
          correct: true,
        },
        {
          text: 'A sudden rise in spam and newsletters you did not sign up for.',
          explanation:
            'Spam is a nuisance, but it does not show that someone is inside the mailbox. Criminals in a hacked mailbox try to stay unseen.',
          correct: false,
        },
        {
          text: 'A mailbox running slowly and taking longer to open than usual.',
          explanation:
            'A slow mailbox usually has a technical cause. A criminal reading mail quietly does not slow it down in a way you would notice.',
          correct: false,
        },
        {
          text: 'A warning from your email provider that the mailbox is nearly full of mail.',
          explanation:
            'A full mailbox is normal housekeeping. The signs of a break-in are rules you did not make and log-ins from strange places or at odd hours.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Which clue suggests that a criminal is already inside a work email account?',
          options: [
            { text: 'A mail-forwarding rule none of the team recognises.' },
            { text: 'A jump in junk mail and mailing lists that you did not join.' },
            { text: 'The inbox loading more slowly than it normally does.' },
            { text: 'A message from the provider saying storage is almost full.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-9',
      kind: 'knowledge',
      prompt: 'In the Ubiquiti case of 2015, how did criminals get US$46.7 million?',
      options: [
        {
          text: 'They posed as staff and emailed finance with bogus transfer requests.',
          explanation:
            'Staff at the Hong Kong subsidiary made the transfers because they believed the requests were genuine. Deception by email was enough.',
          correct: true,
        },
        {
          text: "They broke into the company's bank and moved the money out themselves.",
          explanation:
            "Nothing was hacked. An investigation found no sign that Ubiquiti's computer systems had been broken into.",
          correct: false,
        },
        {
          text: 'They installed ransomware and demanded payment to unlock the files.',
          explanation:
            'No ransomware was involved. The money left through normal transfers that staff made on the strength of fake requests.',
          correct: false,
        },
        {
          text: 'They worked in senior finance, moved the money abroad and disappeared.',
          explanation:
            'The investigation found no evidence that staff were in on it. They were fooled, not dishonest, which is why the company tightened its financial controls.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'What method did criminals use to take US$46.7 million from Ubiquiti Networks in 2015?',
          options: [
            { text: 'They impersonated workers and emailed bogus orders to the finance team.' },
            { text: "They hacked into the company's bank and transferred the money out directly." },
            { text: "They locked the company's files with ransomware and demanded a payment." },
            { text: 'They were senior finance staff who sent the money abroad and vanished.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-10',
      kind: 'scenario',
      prompt:
        "An email from Lindiwe in sales asks payroll to pay her salary into a new bank account from this month. It says she has lost her phone, so please don't call. What should payroll do?",
      options: [
        {
          text: 'Make the change, since staff often switch banks and the request is routine.',
          explanation:
            'Redirecting salaries is a common BEC trick precisely because it looks routine. A routine request still needs an independent check.',
          correct: false,
        },
        {
          text: 'Change it, then ask Lindiwe to confirm directly by email after payday.',
          explanation:
            'If her mailbox is in criminal hands, the confirmation will come from the criminal, and by then her salary has gone.',
          correct: false,
        },
        {
          text: 'Ask her to email a copy of her ID and a bank letter, then make the change.',
          explanation:
            'Documents sent from the same mailbox prove nothing. A criminal who controls it can forge a bank letter and attach an ID copy found in old mail.',
          correct: false,
        },
        {
          text: 'Confirm with Lindiwe in person or on a known number before changing it.',
          explanation:
            "'Please don't call' is itself a warning sign. Checking through a channel you already trust protects both Lindiwe and the company.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Payroll receives an email from Kagiso in the warehouse team asking for his pay to go into a different bank account from next month. It adds that his phone was stolen, so nobody should try calling him. How should payroll respond?',
          options: [
            { text: 'Update the account; employees change banks often and it looks routine.' },
            {
              text: 'Make the change, then get Kagiso to confirm by email once payday is over.',
              explanation:
                'If his mailbox is in criminal hands, the confirmation will come from the criminal, and by then his pay has already gone.',
            },
            { text: 'Request a scan of his ID and a bank letter by email, then update it.' },
            {
              text: 'See Kagiso in person or ring a number HR already holds first.',
              explanation:
                'Being told not to call is itself a warning sign. Checking through a channel you already trust protects both Kagiso and the company.',
            },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-11',
      kind: 'scenario',
      prompt:
        "An email from Karoo Freight asks you to update its bank details. It adds: 'Our landlines are down, so to confirm please call our finance manager on 082 555 0147.' What is the safe way to check?",
      options: [
        {
          text: 'Call 082 555 0147, since speaking to a real person is safer than replying by email.',
          explanation:
            'A number supplied in the suspicious email may ring the criminal. A call-back only protects you when the number comes from your own records.',
          correct: false,
        },
        {
          text: 'Ask the sender to confirm the change from a second Karoo Freight address.',
          explanation:
            'A criminal inside the mailbox, or one with a look-alike domain, can send a second email as easily as the first. It is the same channel.',
          correct: false,
        },
        {
          text: 'Call Karoo Freight using the contact details you already hold for it.',
          explanation:
            'A [call-back](/defenses/VerificationProtocols) defeats BEC because the criminal controls the email, not the number you held beforehand. It fails if you use a number the email gave you.',
          correct: true,
        },
        {
          text: 'Call 082 555 0147 and ask the person who answers for a staff number first.',
          explanation:
            'A criminal who planted the number will have a staff number ready. The problem is where the number came from, not what the person says.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Highveld Haulage emails asking you to change its banking details, adding: 'Our office phones are out of order. To confirm, ring our accountant on her mobile, 073 555 0162.' How do you check safely?",
          options: [
            { text: 'Ring 073 555 0162: talking to a person is safer than another email.' },
            { text: 'Get the sender to confirm the change from another Highveld Haulage address.' },
            { text: 'Phone Highveld Haulage on the contact details already in your records.' },
            { text: 'Ring 073 555 0162 and ask whoever answers for their employee number.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-12',
      kind: 'scenario',
      prompt:
        "An invoice email shows the sender as accounts@northwind-supplies.example. When you press Reply, the 'To' line fills in as northwind.accounts@fastmail.example. What does this tell you?",
      options: [
        {
          text: 'It is normal, because many suppliers use a free mailbox to handle replies.',
          explanation:
            'A reply-to address that differs from the sender is a known BEC warning sign. It lets the criminal receive your answers while the sender line looks right.',
          correct: false,
        },
        {
          text: 'It is harmless, because the sender address is correct and that is what counts.',
          explanation:
            'The sender line can look perfect while your replies are routed elsewhere. What matters is where your answer and your money would go.',
          correct: false,
        },
        {
          text: 'It is a warning sign: your reply would go to someone other than the supplier you know.',
          explanation:
            'When the reply-to differs from the sender, your questions reach someone else, who can then answer them as the supplier. Check by phone on a number on file.',
          correct: true,
        },
        {
          text: 'It is a mail-server setting, and the filter would have blocked it if it were fake.',
          explanation:
            'Filters let many BEC emails through, because they carry no virus or link. A passed filter is no proof that the request is real.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A payment request shows the sender as finance@karoo-steel.example, but when you hit Reply the address that appears is karoosteel.payments@mailbox.example. What does this mean?',
          options: [
            { text: 'Not a problem: plenty of firms use a free webmail box for replies.' },
            { text: 'It is fine: the sender address is right, and that is what matters.' },
            { text: 'A red flag: answers would reach someone other than your known supplier.' },
            { text: 'It is a server setting; the filter would have stopped it had it been fake.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-13',
      kind: 'scenario',
      prompt:
        "IT finds that criminals signed in to Sipho's finance mailbox and sent fake invoices from it. The bank has already been called about the payments. What should IT do with the mailbox now?",
      options: [
        {
          text: 'Change the password today, which locks the criminal out as soon as the old one stops working.',
          explanation:
            'A new password alone may leave the criminal signed in on open sessions, and their hidden mail rules keep working. The mailbox needs a full clean-up.',
          correct: false,
        },
        {
          text: 'Leave it open for a week, so that IT can watch what the criminals try to do next.',
          explanation:
            'While the criminal stays in, they can send more fake requests to customers and suppliers. The right move is to secure the mailbox at once.',
          correct: false,
        },
        {
          text: "Run a virus scan on Sipho's laptop, and keep using the mailbox if the scan is clean.",
          explanation:
            "BEC rarely involves a virus on the victim's machine. The criminal signs in with a stolen password, so a clean scan says nothing about the mailbox.",
          correct: false,
        },
        {
          text: 'Reset the password, end open sessions, add strong MFA and delete rules someone else made.',
          explanation:
            'Each step closes a different door: the old password, sessions still signed in, log-ins without a second factor, and hidden rules that forward or hide mail.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "The IT team confirms that criminals logged in to Naledi's accounts-payable mailbox and sent fake invoices from it. The bank has already been told about the payments. What should IT now do with the mailbox?",
          options: [
            {
              text: 'Set a new password today; the criminal is locked out once the old one stops.',
            },
            {
              text: 'Keep it running for a week while IT watches what the criminals attempt next.',
            },
            {
              text: "Scan Naledi's laptop for viruses and carry on using the mailbox if the scan comes back clean.",
            },
            {
              text: 'Issue a new password, end live logins, enforce MFA, strip rules the owner never set.',
            },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-14',
      kind: 'scenario',
      prompt:
        'Your firm paid a fake invoice that came from the real mailbox of a supplier, Cape Timber. Your bank is now trying to recall the money. What should you do about Cape Timber?',
      options: [
        {
          text: 'Phone Cape Timber today to warn it that its own mailbox looks broken into.',
          explanation:
            'The real supplier needs to know so it can secure its mailbox. Until it does, the criminal can keep sending fake requests from inside it.',
          correct: true,
        },
        {
          text: 'Email Cape Timber to demand that it repays you, since the fake invoice came from it.',
          explanation:
            "Cape Timber's mailbox is the one in criminal hands, so your email may reach the criminal. Cape Timber is a victim too, not the one who took the money.",
          correct: false,
        },
        {
          text: 'Keep quiet with Cape Timber until the police are done, since that avoids tipping anyone off.',
          explanation:
            'Staying silent leaves the criminal free to use the hacked mailbox. Warning the real supplier is one of the first steps after a BEC payment.',
          correct: false,
        },
        {
          text: "Stop paying Cape Timber's invoices and move your business to another supplier.",
          explanation:
            'Cape Timber did not send the fake invoice, a criminal did. Switching suppliers does nothing to stop the hacked mailbox being used again.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A fake invoice your company paid was sent from the genuine mailbox of a supplier, Drakensberg Bricks. Your bank is working to claw the money back. What should you do about Drakensberg Bricks?',
          options: [
            { text: 'Ring Drakensberg Bricks now to warn it that its mailbox seems compromised.' },
            {
              text: 'Email Drakensberg Bricks and demand that it repays you for the fake invoice.',
              explanation:
                "Drakensberg Bricks' mailbox is the one in criminal hands, so your email may reach the criminal. The supplier is a victim too, not the one who took the money.",
            },
            {
              text: 'Stay silent with Drakensberg Bricks until the police finish, to avoid tipping anyone off.',
            },
            {
              text: 'Stop paying Drakensberg Bricks and take your orders to a different supplier.',
              explanation:
                'Drakensberg Bricks did not send the fake invoice; a criminal did. Switching suppliers does nothing to stop the hacked mailbox being used again.',
            },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-15',
      kind: 'knowledge',
      prompt:
        'Why does a call-back on a number you already had on file defeat a request sent from a hacked supplier mailbox?',
      options: [
        {
          text: 'Phone calls are harder to fake than emails, so a voice on the line proves who it is.',
          explanation:
            'A voice proves nothing if you dialled a number the criminal gave you. The safety comes from where the number came from, not from the phone itself.',
          correct: false,
        },
        {
          text: 'Suppliers record calls about payments, so a criminal would not dare to answer.',
          explanation:
            'Criminals answer planted numbers all the time. A call-back works because it reaches the real supplier, not because anyone is afraid of a recording.',
          correct: false,
        },
        {
          text: 'The faker cannot answer a line you looked up, because they hold just the email.',
          explanation:
            'A hacked mailbox gives the criminal the email channel, not your records. The check fails if the number comes from the email or the caller gives you a new one.',
          correct: true,
        },
        {
          text: 'It buys time, and most criminals withdraw a fake request once payment is delayed.',
          explanation:
            'Delay alone stops nothing, and criminals often push harder when a payment is late. The value of the call is that it reaches the real person.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A supplier's hacked mailbox sends you new bank details. Why does phoning the supplier on a number from your own records stop the fraud?",
          options: [
            { text: 'Voices are harder to fake than emails, and hearing one proves who it is.' },
            { text: 'Suppliers record payment calls, and a criminal would not risk answering.' },
            { text: 'Owning the mailbox gives the crook no way to answer a line you looked up.' },
            { text: 'It causes a delay, and most fraudsters drop a request once payment is late.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-16',
      kind: 'knowledge',
      prompt:
        'BEC criminals often send their fake requests when the boss is travelling or in meetings all day. Why?',
      options: [
        {
          text: 'Travel means the boss uses hotel Wi-Fi, which lets criminals send from her account.',
          explanation:
            'Criminals get into mailboxes mostly by phishing passwords, at any time. They pick the moment of travel because the boss is hard to reach, not because of Wi-Fi.',
          correct: false,
        },
        {
          text: 'With the boss away, staff cannot easily ask her in person whether it is real.',
          explanation:
            "Criminals study when the boss is away. A 'CEO' who is 'travelling' or 'in meetings' gives a reason why the normal checks cannot be done.",
          correct: true,
        },
        {
          text: 'Banks relax their fraud checks on business accounts when a director is abroad.',
          explanation:
            "Banks do not lower their checks for travelling directors. The weak point the criminal is after is the staff member's ability to check the request.",
          correct: false,
        },
        {
          text: "Criminals need the boss's laptop, which is easier to steal at airports and hotels.",
          explanation:
            'BEC needs no stolen device. A hacked or look-alike mailbox is enough, and the timing is about the boss being out of reach.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Fake payment requests in BEC scams tend to arrive while the managing director is overseas or tied up in meetings. What is the reason?',
          options: [
            {
              text: 'Abroad, the director logs on through hotel Wi-Fi, which lets criminals use the account.',
            },
            {
              text: 'Staff cannot quickly check with the director face to face whether it is genuine.',
            },
            {
              text: 'Banks loosen fraud checks on company accounts while a director is out of the country.',
            },
            {
              text: "Criminals need the director's laptop, which is easier to steal while travelling.",
            },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-17',
      kind: 'scenario',
      prompt:
        'The monthly invoice from Sea Point Linen looks the same as usual: same logo, same layout and the usual amount of R64,300. Which detail should make you stop and check before paying?',
      options: [
        {
          text: 'It names another account holder at another bank.',
          explanation:
            'Small changes to a familiar invoice, such as a different account name, bank or country, are how criminals redirect a payment that otherwise looks routine.',
          correct: true,
        },
        {
          text: "The invoice number is one higher than last month's invoice.",
          explanation:
            'Invoice numbers going up each month is what you would expect from a real supplier. It is not a sign of fraud.',
          correct: false,
        },
        {
          text: 'It arrived two days earlier in the month than it usually does.',
          explanation:
            'Timing varies for many harmless reasons. The detail that matters is where the money would go, which is set by the bank details.',
          correct: false,
        },
        {
          text: 'The VAT is shown on its own line instead of within the total.',
          explanation:
            'A change of layout for VAT does not move money anywhere. Criminals change the account details and leave the rest looking familiar.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "This month's invoice from Hout Bay Catering matches last month's: the same logo, the same layout and the usual R38,750. Which detail on it should make you pause and check before paying?",
          options: [
            { text: "The payee's name and bank have changed from last month's." },
            { text: "Its invoice number is one more than last month's was." },
            { text: 'It came in two days sooner in the month than it normally does.' },
            { text: 'VAT appears on a separate line rather than in the total.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-18',
      kind: 'scenario',
      prompt:
        "Thandi in HR gets an email from the CEO's address: 'For a board review, send me the full staff payroll file with ID numbers and salaries by 3 pm. Keep this between us.' What should Thandi do?",
      options: [
        {
          text: 'Send it as a password-protected file, with the password in a second email.',
          explanation:
            'If the mailbox is in criminal hands, both emails reach the criminal. Protecting the file does not help when the person asking is not who they seem.',
          correct: false,
        },
        {
          text: 'Send it, since BEC criminals are after money transfers rather than staff records.',
          explanation:
            'BEC also targets private data such as payroll records, which criminals can use for identity fraud or to redirect salaries later.',
          correct: false,
        },
        {
          text: 'Check with the CEO on her usual number before you send staff personal data.',
          explanation:
            "A secret, urgent request from a 'CEO' needs the same independent check as a payment. If the data leaks, it must be reported to the Information Regulator.",
          correct: true,
        },
        {
          text: 'Remove the ID numbers and send the rest, which lowers the risk if it is fake.',
          explanation:
            'Names and salaries are still personal information, and criminals can use them. The fix is to confirm who is asking before sending anything.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Mandla in HR receives an email from the managing director's address: 'I need the complete payroll export, with ID numbers and salaries, for an audit by 11 am. Please don't mention this to anyone.' What should Mandla do?",
          options: [
            { text: 'Encrypt the file, send it, and email the password separately.' },
            { text: 'Send it: BEC criminals want money transfers, not staff records.' },
            { text: "Phone the director's usual cellphone to confirm before sending anything." },
            { text: 'Remove the ID numbers and send the rest to reduce the risk if it is fake.' },
          ],
        },
      ],
    },
    {
      id: 'BusinessEmailCompromise-19',
      kind: 'scenario',
      prompt:
        "IT sees that someone has signed in to the finance manager's mailbox from abroad at 2 am every night for three weeks. No emails were sent from it. A colleague says no harm is done. Why is that wrong?",
      options: [
        {
          text: 'The sign-ins will slow the mailbox down and may damage saved emails, so it should be reported.',
          explanation:
            'The danger is not to the mailbox itself. A quiet intruder is gathering what they need for a fake payment request.',
          correct: false,
        },
        {
          text: 'Night-time sign-ins mean the password was sold on and will soon stop working.',
          explanation:
            'The password keeps working until someone changes it. Meanwhile the intruder can read every conversation about invoices and payments.',
          correct: false,
        },
        {
          text: "It means a virus is on the manager's laptop, which will soon lock the files.",
          explanation:
            'That describes ransomware. Sign-ins from abroad at odd hours point to a stolen password and a criminal reading the mail.',
          correct: false,
        },
        {
          text: 'The intruder may be quietly learning who pays what, and when, before striking.',
          explanation:
            'Criminals often read a hacked mailbox for weeks so their fake request fits a real conversation at the right moment. Secure it now.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Logs show that someone has accessed the finance director's mailbox from another country at about 03:00 each night for the past month, without sending anything. A co-worker says nothing has been harmed. Why is the co-worker wrong?",
          options: [
            { text: 'The log-ins will slow the mailbox and may corrupt the emails stored in it.' },
            { text: 'Night log-ins show the password was sold and will stop working soon.' },
            { text: "It shows a virus on the director's laptop that will soon encrypt the files." },
            { text: "Someone may be mapping the firm's payments to time a bogus invoice." },
          ],
        },
      ],
    },
  ],
  sources: [ubiquitiCase, ic3Report2025, ic3Report2024, ic3BecPsa],
};
