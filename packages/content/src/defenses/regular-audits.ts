import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'RegularAudits',
  summary:
    'Regular audits check that the books and the controls are right, finding fraud that has slipped through and showing where controls are weak.',
  whatItIs: [
    "An audit is an independent check of records and controls. An external audit firm gives an opinion each year on whether the bank's financial statements are fairly stated. Internal audit is the bank's own team that tests controls through the year. Continuous controls monitoring uses software to test every transaction as it happens, instead of a sample.",
    "Audits mainly target fraud that hides in the bank's own books: [Accounting and Invoice Fraud](/frauds/AccAndInvFraud), such as fake suppliers and inflated invoices, and [Insider Fraud](/frauds/InsiderFraud), such as staff moving money to accounts they control. They also help a little against [Business Email Compromise](/frauds/BusinessEmailCompromise), by catching changed bank details and unusual payments after the fact.",
  ],
  howItWorks: [
    "Auditors pick a sample of transactions and trace each one back to evidence: an approved purchase order, a real delivery, a signed contract and a matching bank statement. They test whether controls such as approvals and reconciliations actually happened. When they find gaps, they report them to management and to the board's audit committee, which must make sure they are fixed.",
    'Continuous monitoring turns these tests into rules that run all the time. Typical rules flag duplicate invoices, suppliers that share a bank account or address with an employee, payments just below an approval limit, round-number amounts, new suppliers paid very soon after being set up, and changes to supplier bank details. Alerts go to a team that checks them within days.',
    'Audits also deter. People who know their work will be checked, sometimes without warning, are less likely to try fraud. The 2024 study of 1,921 fraud cases by the Association of Certified Fraud Examiners (ACFE) found that all 18 anti-fraud controls it looked at were linked with lower losses and faster detection. This compares frauds that were found, so it cannot measure the frauds that never happened.',
  ],
  levels: [
    {
      inPractice:
        "An outside firm tests a sample of the year's transactions and signs an opinion on the accounts. A bank must have this and it builds trust, but it is not designed to hunt for fraud, and it comes months after the money has gone. In the ACFE's 2024 study, 84% of the organisations that suffered fraud had an external audit of their financial statements anyway, and external audit came only seventh among the ways the frauds were first found. That is why this level stops only a small share of losses.",
    },
    {
      inPractice:
        "The bank's own auditors test key controls, such as payment approvals and supplier set-up, every quarter, and can run surprise checks. Internal audit was the first to detect about 14% of the frauds in the ACFE's 2024 study, far more than external audit. Shorter gaps between checks mean schemes are found sooner and cost less.",
    },
    {
      inPractice:
        "Software checks every payment, invoice and supplier change against rules and patterns each day. A fake supplier or a duplicate invoice can be flagged before the next payment run, not months later. This gives the biggest jump in protection, because the typical fraud in the ACFE's 2024 study ran for 12 months before anyone noticed, and continuous checks can cut that window to days.",
    },
  ],
  limitations: [
    "Audits are built to check accuracy, not to catch clever fraud. Sampling can miss a scheme made of many small payments. Forged documents and people working together can fool even careful auditors, because the paperwork looks right. In the ACFE's 2020 study, about half of all workplace frauds involved two or more people. In its 2024 data, tips from employees, customers and suppliers uncovered 43% of frauds, about three times as many as internal audit.",
    'Periodic audits are slow. A once-a-year check means a scheme can run for most of a year before anyone looks. Continuous monitoring is faster, but it only sees what looks odd in the data. A genuine supplier whose email has been hijacked, or two colleagues who follow every rule while working together, can pass all the tests.',
    "Monitoring rules also create false alarms. If the alert queue grows faster than staff can work through it, real warnings get lost. And audits only find problems; someone must still fix them. In the ACFE's 2024 study, a lack of internal controls was the main weakness in about 32% of cases, and managers overriding existing controls in about 19%.",
  ],
  realWorldCost: [
    'External audit fees are a fixed cost of running a bank, and they rise with the size and complexity of the business. Internal audit needs a team of skilled auditors, more and more of them with data and IT skills. Quarterly testing also takes the time of the staff being audited, who must find and explain evidence.',
    'Continuous monitoring needs software, clean data feeds from payment and purchasing systems, and analysts to review alerts. Writing good rules takes months, and they need regular tuning to keep false alarms down. The payoff is earlier detection, because a fraud found in weeks has had far less time to grow than one found after a year.',
  ],
  sources: [
    {
      title: 'Occupational Fraud 2024: A Report to the Nations',
      publisher: 'Association of Certified Fraud Examiners (ACFE)',
      year: 2024,
      url: 'https://www.acfe.com/-/media/files/acfe/pdfs/rttn/2024/2024-report-to-the-nations.pdf',
    },
    {
      title: 'Report to the Nations: 2020 Global Study on Occupational Fraud and Abuse',
      publisher: 'Association of Certified Fraud Examiners (ACFE)',
      year: 2020,
      url: 'https://acfepublic.s3-us-west-2.amazonaws.com/2020-Report-to-the-Nations.pdf',
    },
    {
      title: 'The grand scheme of things (Report to the Nations 2024 deep dive)',
      publisher: 'Fraud Magazine, Association of Certified Fraud Examiners',
      year: 2024,
      url: 'https://www.acfe.com/fraud-magazine/all-issues/issue/article?s=2024-julyaug-report-to-the-nations-deep-dive',
    },
  ],
};
