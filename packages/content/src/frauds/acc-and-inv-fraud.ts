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
      id: 'AccAndInvFraud-1',
      kind: 'scenario',
      prompt:
        'You work in accounts payable. An email from a regular supplier says it has changed banks and asks you to pay this month’s invoice into a new account. The email looks genuine. What should you do?',
      options: [
        {
          text: 'Update the bank details, since the email came from the supplier’s address',
          explanation:
            'Email addresses can be faked or hacked, so an email alone never proves a change is real.',
          correct: false,
        },
        {
          text: 'Reply to the email and ask the sender to confirm',
          explanation:
            'If the email is fake or the mailbox is hacked, the criminal will simply confirm.',
          correct: false,
        },
        {
          text: 'Call the supplier on a phone number already on file and confirm before changing anything',
          explanation:
            'Right. Checking through a channel you already trust is the key defence against invoice and mandate fraud.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-2',
      kind: 'knowledge',
      prompt: 'What did the PwC investigation find at Steinhoff?',
      options: [
        {
          text: 'Hackers had stolen money from its bank accounts',
          explanation: 'This was accounting fraud by insiders and outsiders, not hacking.',
          correct: false,
        },
        {
          text: 'Fictitious or irregular deals worth about €6.5 billion had inflated profits and asset values',
          explanation:
            'Correct. A small group of former executives and outsiders ran the scheme from 2009 to 2017.',
          correct: true,
        },
        {
          text: 'A single clerk had paid fake invoices',
          explanation: 'The scheme was led by senior management, not a junior clerk.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-3',
      kind: 'knowledge',
      prompt: 'Which of these is a warning sign of invoice fraud?',
      options: [
        {
          text: 'An invoice that matches the purchase order and delivery note',
          explanation: 'A three-way match is what a genuine invoice should look like.',
          correct: false,
        },
        {
          text: 'A supplier that has been paid to the same account for years',
          explanation: 'Stable, long-standing details are normal.',
          correct: false,
        },
        {
          text: 'An invoice just under the approval limit, for a round amount',
          explanation:
            'Right. Amounts set just below a limit avoid extra checks, and round sums are a common red flag.',
          correct: true,
        },
        {
          text: 'An invoice sent through the usual supplier portal',
          explanation: 'Using the normal channel is expected behaviour.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-4',
      kind: 'knowledge',
      prompt: 'Why can segregation of duties fail against a fake bank-detail letter?',
      options: [
        {
          text: 'Because the same convincing letter can fool both the requester and the approver',
          explanation:
            'Correct. Two people agreeing does not prove the payee is genuine, so call-back checks are still needed.',
          correct: true,
        },
        {
          text: 'Because segregation of duties only applies to cash payments',
          explanation: 'It applies to electronic payments too.',
          correct: false,
        },
        {
          text: 'Because auditors must approve every letter',
          explanation: 'Auditors do not approve day-to-day payments.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-5',
      kind: 'scenario',
      prompt:
        'While reviewing the supplier list, you notice that a new supplier has the same bank account number as one of your finance clerks. What should you do?',
      options: [
        {
          text: 'Ask the clerk about it casually over coffee',
          explanation: 'Tipping off a possible suspect can lead to evidence being destroyed.',
          correct: false,
        },
        {
          text: 'Delete the supplier from the system to fix the problem',
          explanation: 'Deleting records destroys evidence and hides the scheme.',
          correct: false,
        },
        {
          text: 'Assume it is a typing mistake and move on',
          explanation:
            'A match between a supplier and an employee is a classic ghost-supplier sign.',
          correct: false,
        },
        {
          text: 'Keep the evidence and report it through the whistle-blowing hotline or to internal audit',
          explanation:
            'Right. Trained investigators can check the payments safely, and the report protects you.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-6',
      kind: 'knowledge',
      prompt:
        'According to the ACFE, which type of occupational fraud has the highest median loss?',
      options: [
        {
          text: 'Theft of office supplies',
          explanation: 'Small thefts are common but cheap.',
          correct: false,
        },
        {
          text: 'Fake expense claims',
          explanation: 'Expense schemes are a form of asset theft, with much lower median losses.',
          correct: false,
        },
        {
          text: 'Financial statement fraud',
          explanation: 'Correct. It made up only 5% of cases but had a median loss of US$766,000.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-7',
      kind: 'knowledge',
      prompt: 'Which level of regular audits is most effective against invoice fraud?',
      options: [
        {
          text: 'Continuous controls monitoring that checks every payment',
          explanation:
            'Right. It spots duplicates, round sums, new payees and staff-supplier matches within days.',
          correct: true,
        },
        {
          text: 'An annual external audit',
          explanation:
            'It is sample-based and once a year, so it rarely catches invoice fraud in time.',
          correct: false,
        },
        {
          text: 'A printed list of suppliers checked once a year',
          explanation: 'A yearly glance at a list misses most schemes.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-8',
      kind: 'scenario',
      prompt:
        'You have just paid R850,000 to a "new" supplier account and then discover the bank-change letter was fake. What is the most important first step?',
      options: [
        {
          text: 'Email the supplier and wait for a reply',
          explanation: 'Waiting wastes the short time in which the payment may still be stopped.',
          correct: false,
        },
        {
          text: 'Call your bank’s fraud line immediately and ask it to stop or recall the payment',
          explanation:
            'Correct. Speed matters most; the bank may be able to freeze the money before it moves on.',
          correct: true,
        },
        {
          text: 'Pay the real supplier twice to keep the relationship',
          explanation: 'Paying again does not recover the lost money.',
          correct: false,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-9',
      kind: 'knowledge',
      prompt: 'Which of these is a warning sign of financial statement fraud?',
      options: [
        {
          text: 'Profits and cash flow rising together',
          explanation: 'Real profits usually bring in real cash.',
          correct: false,
        },
        {
          text: 'A clean audit with no open questions',
          explanation: 'That is what a healthy audit looks like.',
          correct: false,
        },
        {
          text: 'Steady results from year to year',
          explanation: 'Consistency on its own is not suspicious.',
          correct: false,
        },
        {
          text: 'Large one-off deals near the year-end that turn a loss into a profit',
          explanation:
            'Right. Deals booked just in time to change the results, while cash keeps falling, deserve hard questions.',
          correct: true,
        },
      ],
    },
    {
      id: 'AccAndInvFraud-10',
      kind: 'knowledge',
      prompt:
        'Why is it safer to phone a supplier on a number already on file than on the number in a letter?',
      options: [
        {
          text: 'Because phone calls are cheaper than emails',
          explanation: 'Cost has nothing to do with it.',
          correct: false,
        },
        {
          text: 'Because a criminal who forged the letter will also have put their own number in it',
          explanation:
            'Correct. A number you already trust connects you to the real supplier, not the fraudster.',
          correct: true,
        },
        {
          text: 'Because the law requires all changes to be made by phone',
          explanation: 'There is no such law; it is simply good practice.',
          correct: false,
        },
      ],
    },
  ],
  sources: [pwcSummary, fscaFine, laGrangeSentence, acfe2024, ukFinance],
};
