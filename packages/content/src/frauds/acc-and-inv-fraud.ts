import {
  BANK_FRAUD_LINE,
  FSCA,
  IC3,
  REPORT_FRAUD_UK,
  SAPS_AND_HAWKS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const pwcSummary: Source = {
  title: 'Steinhoff probe: executives inflated profits, PwC finds',
  publisher: 'BizNews',
  year: 2019,
  url: 'https://www.biznews.com/sa-investing/2019/03/15/steinhoff-probe-executives-inflated-profits-jooste',
};

const fscaFine: Source = {
  title: 'FSCA fines Markus Jooste R475 million, refers case to Hawks',
  publisher: 'The Citizen',
  year: 2024,
  url: 'https://www.citizen.co.za/business/fsca-fines-markus-jooste-r475-million-refers-case-to-hawks/',
};

const laGrangeSentence: Source = {
  title: 'Former Steinhoff CFO sentenced to 10 years, 5 suspended (NPA and DPCI statement)',
  publisher: 'AllAfrica',
  year: 2024,
  url: 'https://allafrica.com/stories/202410040082.html',
};

const acfe2024: Source = {
  title: 'Occupational Fraud 2024: A Report to the Nations',
  publisher: 'Association of Certified Fraud Examiners (ACFE)',
  year: 2024,
  url: 'https://legacy.acfe.com/report-to-the-nations/2024/',
};

const ukFinance: Source = {
  title: 'Take Five: Protect your business from scams as the end of the tax year nears',
  publisher: 'UK Finance',
  year: 2025,
  url: 'https://www.ukfinance.org.uk/news-and-insight/press-release/take-five-protect-your-business-scams-end-tax-year-nears',
};

export const fraud: FraudContent = {
  id: 'AccAndInvFraud',
  summary:
    'Fraudsters fake, inflate or redirect invoices, or falsify the accounts, to divert money or make a company look healthier than it is.',
  whatItIs: [
    "Accounting and invoice fraud covers two related tricks. The first attacks the way bills are paid. Examples are fake or inflated invoices, duplicate bills, made-up suppliers, or a real supplier's bank details quietly changed to a criminal's account. The second attacks the accounts themselves. Made-up sales, hidden debts or imaginary assets make the financial statements look better than the truth.",
    'The criminals can be insiders, such as a clerk who creates a fake supplier or executives who doctor the results. They can also be outsiders who pose as a real supplier. Either way, the money leaves through payment runs that look normal, and the damage can take years to come to light.',
  ],
  howItWorks: [
    'The fraudster studies how the target pays: who approves, which suppliers are regular and what the approval limits are.',
    'They create the paperwork. This could be a fake supplier, a forged invoice, a letter announcing "new" bank details, or a back-dated contract.',
    'The document enters the normal process, often at a busy month-end and just under an approval limit.',
    'Fake and duplicate invoices get through most easily where nobody matches each invoice to its purchase order and delivery note, a check called three-way matching.',
    'Money is paid to an account the fraudster controls and quickly moved on.',
    'In statement fraud, fake deals are booked as profit or assets. Stories are made up to explain them when auditors ask questions.',
    'The scheme runs until a supplier chases an unpaid bill, an auditor refuses to sign, or a whistle-blower speaks up.',
  ],
  warningSigns: [
    'A letter or email from a supplier announcing new bank details, especially with urgency.',
    'An invoice from a known supplier with small differences in logo, address, numbering or account name.',
    'Invoices for round amounts, just under an approval limit, or duplicates of ones already paid.',
    "A supplier with only a PO box, or whose address or bank account matches an employee's.",
    'Pressure to pay before the usual checks, or a senior person who insists on handling one supplier in person.',
    'Large one-off deals booked near the year-end that turn a loss into a profit.',
    'Profits rising while cash keeps falling, or audit questions that never get a clear answer.',
  ],
  realCase: {
    title: "Steinhoff: South Africa's biggest accounting fraud",
    where: 'South Africa, 2009 to 2017',
    whatHappened: [
      'Steinhoff was a furniture and retail group run from Stellenbosch and listed in Johannesburg and Frankfurt. In December 2017, when chief executive Markus Jooste resigned, it revealed problems in its accounts. More than 95% of its market value was wiped out, hurting pension funds and other investors.',
      'A summary of the PwC forensic investigation was published in March 2019. It found that a small group of former executives and outsiders had set up fake or irregular deals with eight companies that seemed independent, between 2009 and 2017. These deals, worth about €6.5 billion, inflated the group’s profits and asset values. Many supporting documents had been created after the fact and back-dated.',
      'In March 2024 the Financial Sector Conduct Authority fined Jooste R475 million for publishing false and misleading financial statements. Jooste died later that month, before any criminal trial. In October 2024 former finance chief Ben la Grange was sentenced to ten years in prison, five of them suspended. He had pleaded guilty to a fraud of more than R367 million. On Jooste’s orders he had created paperwork for deals used to inflate the 2016 results.',
    ],
    source: pwcSummary,
  },
  statistics: [
    {
      text: 'Financial statement fraud made up only 5% of cases of fraud by staff against their employers. But it had the biggest median loss, US$766,000 per case. Asset theft, which includes fake-invoice and billing schemes, made up 89% of cases, with a median loss of US$120,000.',
      year: 2023,
      source: acfe2024,
    },
    {
      text: 'In the first half of 2024, UK victims lost £25.7 million to invoice and mandate scams. In these, criminals pose as a supplier and change its bank details. Of that loss, 78% was on business accounts.',
      year: 2024,
      source: ukFinance,
    },
    {
      text: 'The main weaknesses behind fraud by staff were missing internal controls (32% of cases) and managers overriding the controls that did exist (19%).',
      year: 2023,
      source: acfe2024,
    },
  ],
  whoIsTargeted: [
    'Any organisation that pays suppliers is a target, from small businesses to town councils and listed companies. Criminals try to fool or recruit accounts-payable clerks and finance managers. Month-end and year-end are favourite times.',
    'Banks meet this fraud twice. Their own buying and payment teams are targets. And their business customers pay invoices through the bank, so a redirected payment often lands in a mule account. At the top end, false accounts harm investors, pension funds and lenders, as Steinhoff showed.',
  ],
  howToDefend: [
    '[Segregation of Duties](/defenses/SegregationOfDuties) is the core control. The person who adds a supplier should not approve its invoices, and the person who approves should not release the payment. Two sign-offs above a set limit stop a lone clerk. This works well. But it cannot stop people who collude, bosses who override the rules, or a fake bank-detail letter that fools both approvers. So confirm every change of bank details by calling the supplier on a number already on file, never the one in the letter.',
    '[Regular Audits](/defenses/RegularAudits) start weak and grow strong. A yearly external audit checks only samples and rarely finds fraud. The Steinhoff deals ran for eight years before they came to light. Quarterly internal audits catch more. Continuous controls monitoring is one of the most effective tools against this fraud. It scans every payment for duplicates, round sums, new payees and suppliers that share bank details with staff. A tip-off line adds a cheap extra layer.',
  ],
  ifItHappensToYou: {
    steps: [
      "If you have just paid a fake or redirected invoice, call your bank's fraud line at once. Ask it to stop or recall the payment. Minutes matter.",
      'Call the real supplier on a number you already have on file to confirm what happened.',
      'Keep the emails, letters and invoices, and do not delete anything.',
      'Open a case with SAPS; the Hawks handle large commercial fraud.',
      'Check other recent payments and supplier changes for the same pattern.',
      'If you suspect a colleague of fake invoices or false entries, report it through your whistle-blowing hotline rather than confronting them.',
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Call right away with the payment details. The faster the bank acts, the better the chance of freezing the money.',
      ),
      withHow(
        SAPS_AND_HAWKS,
        'Open a case with your evidence. The Hawks investigate serious commercial crime.',
      ),
      withHow(
        FSCA,
        'Report suspected false or misleading statements by a listed company. The FSCA enforces the Financial Markets Act, as in the Steinhoff case.',
      ),
    ],
    international: [
      withHow(IC3, 'Report invoice and payment fraud that involves the United States.'),
      withHow(
        REPORT_FRAUD_UK,
        'Report fraud in England, Wales and Northern Ireland. It replaced Action Fraud in December 2025.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Invoice and mandate fraud',
      definition:
        "Posing as a supplier, often by email, to get its bank details changed to a criminal's account.",
    },
    {
      term: 'Financial statement fraud',
      definition:
        "Deliberately misstating a company's accounts to make it look healthier than it is.",
    },
    {
      term: 'Ghost supplier',
      definition:
        'A fake supplier set up to receive payments for goods or services never delivered.',
    },
    {
      term: 'Continuous controls monitoring',
      definition:
        'Software that checks every transaction against rules and flags anything odd within days.',
    },
    {
      term: 'Accounts payable',
      definition: 'The team and process that pay an organisation’s suppliers.',
    },
  ],
  quiz: [
    {
      id: 'AccAndInvFraud-2',
      kind: 'knowledge',
      prompt: 'What did the PwC forensic investigation into Steinhoff find?',
      options: [
        {
          text: "Outsiders posing as a real supplier had its payments sent to a criminal's account.",
          explanation:
            "That describes invoice and mandate fraud by outsiders. Steinhoff's deals were set up by former executives and people close to them, not by fake suppliers.",
          correct: false,
        },
        {
          text: 'Profits were pumped up by sham deals with companies that looked unconnected.',
          explanation:
            'A small group of former executives and outsiders set up deals with eight companies that seemed independent, pushing up profits and asset values from 2009 to 2017.',
          correct: true,
        },
        {
          text: 'A junior clerk had paid fake supplier invoices for years without being caught.',
          explanation:
            'The scheme was run from the top by former executives and outsiders, not by a junior clerk paying invoices.',
          correct: false,
        },
        {
          text: 'Managers had hidden heavy losses from a currency bet that went wrong in Europe.',
          explanation:
            'The problem was not a hidden trading loss. The accounts were made to look better through fake or irregular deals.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Steinhoff's books fell apart at the end of 2017. What did PwC's forensic review say had been going on?",
          options: [
            {
              text: 'Criminals pretending to be a genuine supplier had its money diverted to their own account.',
            },
            {
              text: 'Sham transactions with supposedly unrelated companies had boosted reported earnings.',
            },
            {
              text: 'A low-level payments clerk had settled bogus supplier bills for many years unnoticed.',
            },
            {
              text: 'Executives had concealed big losses from a foreign-exchange gamble that failed in Europe.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-5',
      kind: 'scenario',
      prompt:
        'While reviewing the supplier list, you notice that a new supplier, Blue Crane Services, has the same bank account number as one of your finance clerks. What should you do?',
      options: [
        {
          text: 'Ask the clerk quietly whether it could be an innocent typing mistake.',
          explanation:
            'A supplier that shares bank details with a staff member is a classic sign of a ghost supplier. Asking the clerk can tip them off.',
          correct: false,
        },
        {
          text: 'Call the supplier on a number already on file, since it can confirm who owns the account.',
          explanation:
            "A number on file is the right check when a real supplier's bank details change. Here the supplier itself may have been invented by the clerk, so the call can lead straight to them and tip them off.",
          correct: false,
        },
        {
          text: 'Leave the records alone and report it, since the clerk may be involved.',
          explanation:
            'Trained investigators can check the payments without warning anyone. Reporting rather than confronting also protects you.',
          correct: true,
        },
        {
          text: "Block the clerk's system access and search their desk for more evidence.",
          explanation:
            'Acting alone can alert the clerk and spoil the evidence. Leave the investigation to internal audit or compliance.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Going through the creditors list, you spot that a recently added vendor, Baobab Facilities, is paid into the same bank account as Thandi Mokoena, one of the creditors clerks. What is the right step?',
          options: [
            { text: 'Ask Thandi discreetly whether the account number could simply be a typo.' },
            {
              text: 'Phone Baobab Facilities on the number in your records, since it can say whose account it is.',
            },
            {
              text: 'Change nothing in the system and report it, since Thandi could be part of it.',
            },
            { text: 'Lock Thandi out of the system and go through her desk for further proof.' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-6',
      kind: 'knowledge',
      prompt:
        'According to the ACFE, which type of fraud by staff has the highest median loss per case?',
      options: [
        {
          text: 'Fake supplier and billing schemes',
          explanation:
            'Billing schemes are a kind of asset theft. Asset theft is by far the most common type, but its median loss is much lower.',
          correct: false,
        },
        {
          text: 'Falsified financial statements',
          explanation:
            'Financial statement fraud made up a small share of cases but had the largest median loss, because it distorts a whole company at once.',
          correct: true,
        },
        {
          text: 'Padded staff expense claims',
          explanation:
            'Expense fiddles are a form of asset theft, which is common but has a far smaller median loss than falsified accounts.',
          correct: false,
        },
        {
          text: 'Cash stolen before it is recorded',
          explanation:
            'Cash theft is asset theft too. The largest losses per case came from making the accounts look better than the truth.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "In the ACFE's study of fraud by employees, which kind of scheme cost the most per case at the median?",
          options: [
            { text: 'Invoices from invented suppliers' },
            { text: 'Deliberately misstated accounts' },
            { text: 'Inflated travel and expense claims' },
            { text: 'Takings pocketed before booking' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-7',
      kind: 'knowledge',
      prompt: 'Which kind of audit or review catches invoice fraud soonest?',
      options: [
        {
          text: 'A monitoring system that checks each payment as it is made',
          explanation:
            'It checks each payment for duplicates, round sums, new payees and suppliers that share bank details with staff, and flags them within days.',
          correct: true,
        },
        {
          text: "A yearly external audit that tests a wide sample of the whole year's payments",
          explanation:
            'A yearly audit checks only samples and rarely finds fraud. The Steinhoff deals ran for eight years before they came to light.',
          correct: false,
        },
        {
          text: 'A quarterly internal audit of a sample of supplier payments',
          explanation:
            'Quarterly internal audits catch more than a yearly one, but they still look at samples and come months after the payment.',
          correct: false,
        },
        {
          text: 'A yearly review of the full supplier list by the finance director',
          explanation:
            'A once-a-year look at a list misses schemes hidden in day-to-day payments, such as duplicates and invoices just under a limit.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'If a fake invoice slips into the payments, which form of oversight is likely to spot it earliest?',
          options: [
            { text: 'Software that screens each payment the moment it goes out' },
            { text: "An annual outside audit testing a broad sample of the year's payments" },
            { text: 'A three-monthly internal audit of sampled supplier payments' },
            { text: 'The finance director reading the full supplier list once a year' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-9',
      kind: 'knowledge',
      prompt: 'Which of these points to financial statement fraud?',
      options: [
        {
          text: 'A single large sale in the last week of the year that rescues a bad year',
          explanation:
            'Deals booked just in time to change the results deserve hard questions, especially when profits rise while cash keeps falling.',
          correct: true,
        },
        {
          text: 'Profits rising along with cash, and audit questions that get clear answers',
          explanation:
            'Real profits usually bring in real cash, and clear answers are a good sign. The warning signs are the opposite: profits rising while cash falls, and questions that never get a clear answer.',
          correct: false,
        },
        {
          text: 'Running costs that grow in step with sales as the firm expands',
          explanation:
            'Costs growing with sales is what a normal, growing business looks like. It does not suggest the accounts are false.',
          correct: false,
        },
        {
          text: 'A clean audit report that leaves auditors with no open questions',
          explanation:
            'Clear answers to audit questions are a good sign. Questions that never get a clear answer are the warning.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Which of these should make you suspect that a company's accounts have been falsified?",
          options: [
            { text: 'A huge sale closed days before the books shut that rescues a poor year' },
            { text: "Profit and cash growing together, and auditors' queries answered clearly" },
            { text: 'Overheads rising in line with turnover while the business grows' },
            { text: 'An audit report with no reservations and no unresolved questions' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-11',
      kind: 'scenario',
      prompt:
        "You are approving this week's payment run. Any invoice over R50,000 needs a second sign-off. Which of these four invoices deserves a closer look before you approve it?",
      options: [
        {
          text: "R62,418.75 from Vaal Print for this year's annual reports",
          explanation:
            'An odd, exact amount above the limit gets the second sign-off anyway. Nothing here suggests an attempt to dodge the checks.',
          correct: false,
        },
        {
          text: 'R12,306.20 from Rooibos Catering for the staff year-end function',
          explanation:
            'A precise amount for a known event from a regular supplier is what normal invoices look like.',
          correct: false,
        },
        {
          text: 'R49,900 from Mopani Consulting for "strategy support" work',
          explanation:
            'A round amount set just under the approval limit avoids the second sign-off. That, with a vague description, is a classic sign of a false invoice.',
          correct: true,
        },
        {
          text: "R3,870.00 from Kloof Couriers for last month's deliveries",
          explanation:
            'A small, exact amount for a routine service raises no flags. Fraudsters aim just under a limit to get past extra checks.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "You are signing off Friday's supplier payments. Any bill above R100,000 needs a second approver. Which of these four invoices should you examine more closely before you sign?",
          options: [
            { text: 'R127,864.30 from Drakensberg Print for the integrated annual report' },
            { text: 'R21,415.60 from Fynbos Caterers for the staff end-of-year lunch' },
            { text: 'R99,500 from Summit Advisory Partners for "business improvement"' },
            { text: "R4,212.00 from Swift Couriers for September's parcel deliveries" },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-12',
      kind: 'scenario',
      prompt:
        'An invoice from Cape Stationers for R18,400 arrives, number INV-2291. Last month you paid their INV-2219, also for R18,400, for what looks like the same order of printer paper. What should you do?',
      options: [
        {
          text: 'Hold it and check your records for whether INV-2219 already paid for this order.',
          explanation:
            'Duplicate invoices are a common way to take money twice. Checking against past payments catches them before the money leaves.',
          correct: true,
        },
        {
          text: 'Approve it, since a new invoice number means it is a separate order.',
          explanation:
            'A new number is easy to put on an old bill. Duplicates of invoices already paid are a known warning sign.',
          correct: false,
        },
        {
          text: 'Pay it and ask Cape Stationers for a credit later if it turns out to be a repeat.',
          explanation:
            'Getting money back after paying is hard, and a fraudster will not give a credit. Check before paying, not after.',
          correct: false,
        },
        {
          text: 'Call Cape Stationers on the number printed on the invoice to ask if it is a repeat.',
          explanation:
            'The number on a doubtful invoice may belong to whoever sent it. Your own payment records answer the question without trusting the document you are checking.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Limpopo Office Supplies sends invoice LOS-5170 for R23,650. Three weeks ago you paid their LOS-5107, also R23,650, for what seems to be the same batch of toner cartridges. What do you do?',
          options: [
            {
              text: 'Put it on hold and look in your payment history to see if LOS-5107 covered this batch.',
            },
            { text: 'Pay it: a different invoice number shows that it is a new order.' },
            {
              text: 'Settle it now and ask the supplier for a credit note later if it proves to be a duplicate.',
            },
            {
              text: 'Phone the number printed on LOS-5170 and ask the supplier whether it is a duplicate bill.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-13',
      kind: 'scenario',
      prompt:
        "An invoice from Highveld Cleaning for R38,000 for 'extra deep cleaning in March' reaches you. There is no purchase order for it and no record that the work was done. What should you do?",
      options: [
        {
          text: 'Pay it if Highveld Cleaning has a good record with you.',
          explanation:
            'Fraudsters often bill in the name of a known supplier, or a real supplier overcharges. A good record does not prove this job was done.',
          correct: false,
        },
        {
          text: 'Ask the manager who uses the service to approve it, then release the payment.',
          explanation:
            'A signature is not proof of an order or of delivery, and the manager could be part of the scheme. Match the invoice to the paperwork.',
          correct: false,
        },
        {
          text: 'Check with Highveld Cleaning that the work was done, then pay it.',
          explanation:
            'The supplier that sent the bill cannot prove its own bill. Only your own purchase order and a record of delivery show the work was ordered and done.',
          correct: false,
        },
        {
          text: 'Wait until it is matched to an order and to proof that the work was done.',
          explanation:
            'Three-way matching checks each invoice against its purchase order and delivery note. An invoice that matches neither should not be paid.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "A bill from Umhlanga Garden Services for R27,500 for 'additional tree felling in June' lands on your desk. You can find no purchase order and nothing to show the work happened. What now?",
          options: [
            { text: 'Pay it if Umhlanga Garden Services has a solid history with your firm.' },
            { text: 'Ask the manager who uses the gardeners to sign it, then release the money.' },
            { text: 'Confirm with Umhlanga Garden Services that the job was done, then pay.' },
            { text: 'Hold it until it can be tied to an order and to proof of the work.' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-14',
      kind: 'scenario',
      prompt:
        'At Karoo Traders, Pieter can add new suppliers, approve their invoices and release the payments, all on his own. His manager trusts him. Which change best protects the company?',
      options: [
        {
          text: "Add a yearly external audit that checks a sample of Pieter's payments.",
          explanation:
            'A yearly audit of a sample rarely finds fraud. Pieter could still create a fake supplier and pay it for months before anyone looked.',
          correct: false,
        },
        {
          text: 'Have different people add suppliers, approve bills and release payments.',
          explanation:
            '[Segregation of duties](/defenses/SegregationOfDuties) means a lone clerk cannot create a supplier, approve its bill and pay it. Two sign-offs above a limit add a second barrier.',
          correct: true,
        },
        {
          text: 'Send Pieter on a fraud awareness course and have him sign a code of ethics.',
          explanation:
            'Training and a signed code do not remove the gap. One person holding every step can still pay a supplier he invented.',
          correct: false,
        },
        {
          text: 'Give Pieter a stronger password and turn on two-factor login for his account.',
          explanation:
            'That keeps outsiders out of his account. It does nothing about what Pieter himself can do with the access he has.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At Garden Route Logistics, Ayesha sets up new vendors, signs off their bills and pays them out, with no one else involved. Her boss has full faith in her. Which step protects the firm best?',
          options: [
            {
              text: "Add an annual outside audit that checks a sample of Ayesha's payments.",
              explanation:
                'An audit of a sample once a year rarely finds fraud. Ayesha could still set up a fake vendor and pay it for months before anyone looked.',
            },
            { text: 'Split vendor set-up, bill approval and payment release between staff.' },
            {
              text: 'Enrol Ayesha in fraud training and ask her to sign an ethics pledge.',
              explanation:
                'Training and a signed pledge leave the gap open. One person who controls every step can still pay a vendor she made up herself.',
            },
            {
              text: 'Give Ayesha a longer password and turn on two-step sign-in for her.',
              explanation:
                'That keeps outsiders out of her account. It does nothing about what Ayesha herself can do with the access she already has.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-15',
      kind: 'scenario',
      prompt:
        'The regional director insists that he alone deals with a supplier, Zenith Advisory, and he approves its invoices himself instead of sending them through accounts payable. How should you see this?',
      options: [
        {
          text: 'As normal: directors may approve their own suppliers and carry the risk.',
          explanation:
            'Seniority does not remove the need for checks. Managers overriding controls were behind about one in five frauds by staff.',
          correct: false,
        },
        {
          text: "As safe, as long as each invoice stays under the director's approval limit.",
          explanation:
            'Staying under a limit is itself a common trick. The problem is that one senior person controls the supplier with nobody checking.',
          correct: false,
        },
        {
          text: "As a warning sign: with him alone in charge, nobody else checks that supplier's bills.",
          explanation:
            'A senior person who insists on handling one supplier in person is a listed warning sign. Raise it with internal audit.',
          correct: true,
        },
        {
          text: 'As fine, provided the external auditor signs off the accounts at the year-end.',
          explanation:
            'A yearly external audit checks samples and rarely finds fraud, so its sign-off does not make this arrangement safe.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Your operations executive says he will personally look after one vendor, Orion Consulting, and he signs off its bills himself rather than routing them through the creditors team. What do you make of it?',
          options: [
            {
              text: 'It is normal: senior managers can sign for their own vendors and own the risk.',
            },
            { text: "It is acceptable if each bill stays below the executive's approval limit." },
            { text: "It is a red flag: no one but him looks at that vendor's bills." },
            { text: 'It is fine if the external auditors sign off the year-end accounts.' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-16',
      kind: 'scenario',
      prompt:
        'As an internal auditor, you ask for the contract behind a large deal booked on the last day of the financial year. You are given a contract dated two years earlier, but the file was created last week. What should you do?',
      options: [
        {
          text: 'Accept it, since a signed contract is the evidence auditors are meant to ask for.',
          explanation:
            'A signature on a back-dated paper proves little. At Steinhoff, many supporting documents were created after the fact and back-dated.',
          correct: false,
        },
        {
          text: 'Sign it off, since firms often lose old files and print fresh copies for audits.',
          explanation:
            'Stories are often made up to explain doubtful deals when auditors ask. A year-end deal with new paperwork needs more digging, not less.',
          correct: false,
        },
        {
          text: 'Ask the finance team to sign a letter saying the contract is real, then close it.',
          explanation:
            'A letter from the people whose work you are testing adds nothing. The date of the file is evidence that needs to be followed up.',
          correct: false,
        },
        {
          text: 'Take it further: a file made last week but dated two years back needs an answer.',
          explanation:
            'Back-dated documents and large deals booked near year-end are both signs of financial statement fraud, as in the Steinhoff case.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "You are auditing a big sale recorded on the final day of the year. When you request the agreement, you get one dated early 2023, yet the file's properties show it was made on Monday. What next?",
          options: [
            { text: 'Accept it: a signed agreement is exactly the evidence an auditor asks for.' },
            {
              text: 'Pass it: businesses often mislay originals and print new copies for auditors.',
            },
            {
              text: 'Ask finance to sign a statement that the agreement is genuine, then close the point.',
            },
            {
              text: 'Dig deeper and get an explanation for the gap between the date and the file.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-17',
      kind: 'knowledge',
      prompt: 'What is a ghost supplier?',
      options: [
        {
          text: 'A real supplier whose bank details criminals have changed to their own account',
          explanation:
            'That is invoice and mandate fraud. A ghost supplier does not exist at all outside the company records.',
          correct: false,
        },
        {
          text: 'A made-up firm that gets paid while existing only on paper and delivering nothing',
          explanation:
            'Often an insider creates it, sometimes with a PO box or bank account that matches their own. The invoices look normal but nothing is delivered.',
          correct: true,
        },
        {
          text: "A supplier that stopped trading but is still listed in the company's records",
          explanation:
            'An old, unused supplier record is a housekeeping problem. A ghost supplier is created on purpose to receive payments.',
          correct: false,
        },
        {
          text: 'A supplier that hides its real owners behind a chain of offshore companies',
          explanation:
            'Hidden ownership can be a risk of its own, but a ghost supplier is invented outright and delivers nothing.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: "In supplier fraud, what does the term 'ghost supplier' describe?",
          options: [
            {
              text: 'A genuine vendor whose banking details fraudsters have switched to an account they hold',
            },
            {
              text: 'An invented company that is paid though it exists on paper alone and supplies nothing',
            },
            { text: 'An old vendor that has closed down yet remains on the list of suppliers' },
            {
              text: 'A vendor whose true owners are concealed behind a string of offshore shell firms',
            },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-18',
      kind: 'scenario',
      prompt:
        "It is the last day of month-end. 140 invoices are waiting, and your manager says: 'Push them through today; we'll do the checks next month.' What should you do?",
      options: [
        {
          text: 'Pay them today, since checks done next month will still catch a fake invoice.',
          explanation:
            'By next month the money has been paid and moved on. Checks work before payment, not after.',
          correct: false,
        },
        {
          text: 'Clear the ones from known suppliers and check the new suppliers next month.',
          explanation:
            'Fake invoices often copy known suppliers, with small changes to the logo, address or account name. Known names need checking too.',
          correct: false,
        },
        {
          text: 'Approve them, since your manager takes on the responsibility by telling you to.',
          explanation:
            'Pressure to pay before the usual checks is itself a warning sign. Passing the blame upwards does not bring back lost money.',
          correct: false,
        },
        {
          text: 'Check them as usual and pay late if need be, since fakes slip in at month-end.',
          explanation:
            'Fraudsters feed their paperwork in at busy month-ends, when pressure to pay before the usual checks is highest.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "The financial year closes tonight. 210 supplier bills are queued, and the financial controller tells you: 'Release the lot now; we can check them next week.' What do you do?",
          options: [
            {
              text: 'Release them tonight: checks done next week will still pick up any fake bill.',
              explanation:
                'By next week the money has been paid out and moved on. Checks protect you before a payment leaves, not after it has gone.',
            },
            { text: 'Pay the familiar suppliers now and check the new ones next week.' },
            {
              text: 'Release them: the controller carries the blame by giving the instruction.',
              explanation:
                'Pressure to pay before the usual checks is itself a warning sign. Shifting the blame to the controller does not bring back money already paid away.',
            },
            {
              text: 'Work through them properly and pay late if necessary; fakes hide in the rush.',
              explanation:
                'Fraudsters slip their paperwork in during busy closing periods, when the pressure to pay before the usual checks is at its highest.',
            },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-19',
      kind: 'scenario',
      prompt:
        'Internal audit finds that your firm paid a fake invoice from a made-up supplier last month. The bank has been told. What else should the finance team do now?',
      options: [
        {
          text: 'Delete the fake supplier from the system so that it cannot be paid again.',
          explanation:
            'Deleting the record removes evidence. Block the supplier instead and keep every email, letter and invoice.',
          correct: false,
        },
        {
          text: 'Close the matter as a one-off mistake by a single clerk in the team.',
          explanation:
            'A fake supplier is rarely paid once. Schemes run until someone notices, so there may be more payments like it.',
          correct: false,
        },
        {
          text: "Look through this year's payouts for other invented suppliers like this one.",
          explanation:
            'Whoever set up one fake supplier may have set up others or changed other bank details. Look for the same pattern across recent payments.',
          correct: true,
        },
        {
          text: 'Ask the clerk who paid it to explain, and let them fix any others they find.',
          explanation:
            'The clerk may be involved. Reporting through the proper channel, not confronting, keeps the evidence safe.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'An internal review shows your company paid a bogus invoice from an invented vendor three weeks ago, and the bank already knows. What should the finance team do next?',
          options: [
            { text: 'Remove the bogus vendor from the system so nobody can pay it again.' },
            { text: 'Treat it as a one-time slip by one clerk and close the file.' },
            { text: 'Search the past months of payouts for more fake vendors like it.' },
            { text: 'Ask the clerk who paid it to explain and leave them to correct any others.' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-20',
      kind: 'knowledge',
      prompt: 'According to the ACFE, what was the most common weakness behind fraud by staff?',
      options: [
        {
          text: 'Checks nobody ever put in place',
          explanation:
            'Missing controls came first, and managers overriding the controls that existed came second. Both leave the door open for false invoices.',
          correct: true,
        },
        {
          text: 'Staff paid below market rates',
          explanation:
            'Money trouble can create pressure, but the ACFE found that the main weakness lay in the organisation, not in pay.',
          correct: false,
        },
        {
          text: 'Managers overriding the controls',
          explanation:
            'Managers overriding the controls that did exist came second, in 19% of cases. Controls that were missing altogether came first, in 32%.',
          correct: false,
        },
        {
          text: 'Poor checks when hiring staff',
          explanation:
            'Hiring checks matter less than people think. The top weakness was missing controls over what staff could do once hired.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'The ACFE studied fraud by employees. Which gap in the organisation did it find behind such fraud most often?',
          options: [
            { text: 'Safeguards nobody had put in place' },
            { text: 'Low salaries compared with the market' },
            { text: 'Bosses overriding existing controls' },
            { text: 'Weak background checks on new hires' },
          ],
        },
      ],
    },
    {
      id: 'AccAndInvFraud-21',
      kind: 'scenario',
      prompt:
        'Naledi, an analyst at a pension fund, finds strong signs that a listed retailer has published false profits for two years. Besides her own compliance team, where in South Africa can she report it?',
      options: [
        {
          text: 'The Information Regulator, which handles complaints about company reports',
          explanation:
            'The Information Regulator deals with personal information and POPIA, not with false company accounts.',
          correct: false,
        },
        {
          text: 'The FSCA, since it fines firms and their bosses for false accounts',
          explanation:
            "The Financial Sector Conduct Authority enforces the Financial Markets Act. It fined Markus Jooste R475 million over Steinhoff's false statements.",
          correct: true,
        },
        {
          text: 'SAFPS, which keeps a register of companies that are suspected of fraud',
          explanation:
            'SAFPS protects people whose identity may be misused. It is not where false statements by listed companies are reported.',
          correct: false,
        },
        {
          text: 'SARS, which checks company accounts when it assesses the tax they owe',
          explanation:
            'SARS collects tax. Misleading statements to investors by a listed company are a matter for the FSCA.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Sipho, a portfolio manager at a retirement fund, has solid evidence that a listed clothing chain overstated its profits for three years. Apart from his own compliance officer, which South African body can take his report?',
          options: [
            { text: 'The Information Regulator, which takes complaints about misleading reports' },
            { text: 'The FSCA, which can penalise listed firms that publish false results' },
            { text: 'SAFPS, which holds a list of businesses under suspicion of fraud' },
            { text: 'SARS, which checks the books of companies when it assesses their tax' },
          ],
        },
      ],
    },
  ],
  sources: [pwcSummary, fscaFine, laGrangeSentence, acfe2024, ukFinance],
};
