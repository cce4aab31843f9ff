import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'VerificationProtocols',
  summary:
    'Before acting on a risky request, check it through a separate channel that the person asking does not control.',
  whatItIs: [
    "Many of the costliest frauds do not break any system. Instead they persuade a person to do something. That might be to change a supplier's bank details, rush out an urgent payment, reset a password or move a phone number. Verification protocols are the bank's rules for checking such requests through a second, independent channel before anyone acts. Typical tools are calling back on a number already on file and agreed code words. Another is a check that the name on the receiving account matches the person being paid.",
    "This is the main process defence against [business email compromise](/frauds/BusinessEmailCompromise), [vishing](/frauds/Vishing), [deepfake fraud](/frauds/Deepfake) and [authorised push payment fraud](/frauds/AuthPushPayments). The FBI's 2025 Internet Crime Report recorded about US$3.0 billion in reported business email compromise losses in the United States in 2025. UK Finance reported £450.7 million lost to authorised push payment fraud in the UK in 2024.",
  ],
  howItWorks: [
    "The core rule is simple: never check a request using contact details given in the request itself. Say an email asks to change a supplier's bank account. Staff phone the supplier on the number in the bank's own records, not the number in the email. FBI warnings about business email compromise give the same advice. Do not rely on email alone, and confirm any change of payment details by contacting the person or company directly.",
    'Code words add a shared secret that a caller must know. They defeat callers who merely sound right, including voices cloned by artificial intelligence. Payee checks work on the receiving account. In the UK, Confirmation of Payee checks the name a customer types against the name on the account the money is going to, and answers match, close match or no match before the payment is sent. UK Finance tells customers to be very wary if anyone says to ignore a no-match result.',
    'The strongest version is a rule with no exceptions. Every high-risk request is confirmed out of band, meaning through a different channel from the one the request came in on. This applies however senior or urgent the person asking seems. The 2024 Arup case shows why. A finance employee in Hong Kong made 15 transfers totalling HK$200 million (about US$25 million). It followed a video call in which the chief financial officer and colleagues were deepfakes. The fraud came to light only when the employee later checked with head office. A strict protocol would have required that step first.',
  ],
  levels: [
    {
      inPractice:
        "Staff ring the customer or supplier back on the number already held, never the one given in the email or call. Each call that is made defeats a fake change-of-bank-details email or an impersonation call. But at this level the call is a habit, not a rule, and it is skipped when staff are rushed or the request looks routine, so it stops well under half of these frauds. It does nothing against a [SIM swap](/frauds/SimSwap): once a criminal has moved the customer's number to their own SIM card, the call-back rings the criminal, who happily confirms. It also fails if the fraudster changed the number on file earlier.",
    },
    {
      inPractice:
        'High-value customers and internal approvers agree code words that are never sent by email or text, and the bank checks the payee name before money moves. A cloned voice or a hijacked phone number no longer passes on its own, because the caller must also know the secret. That is why this level starts to protect against SIM swaps. But code words can be phished or overheard. And a payee check only confirms a name: it cannot stop a customer who is persuaded to pay an account that really belongs to the fraudster or a money mule.',
    },
    {
      inPractice:
        "Every high-risk request is confirmed through an independent channel, with no exceptions for rank or urgency. High-risk requests include a new payee, a large or unusual transfer, a password reset or a phone-number change. The check might be a confirmation inside the bank's app on a registered device. Or a second approver might contact the person asking directly. This is the level that would have stopped the Arup transfers. It catches most SIM-swap and deepfake attempts, because the criminal controls only one channel.",
    },
  ],
  limitations: [
    'Verification checks whether a request is genuine. It struggles when the victim is the one who wants to pay. In [investment scams](/frauds/InvestmentScam) and many authorised push payment frauds, a coached customer will confirm their own payment on every channel. They may even tell the bank a cover story. That is why this defence gives only partial protection against investment scams. It works best alongside warnings, payment delays and [User Education and Training](/defenses/UserEducation).',
    "Each method has a known way round it. A call-back fails after a SIM swap: the FBI warned in 2022 that once a SIM is swapped, the victim's calls and texts go to the criminal's device. Code words leak if they are written down or reused. Confirmation of Payee covers only domestic UK payments at the firms that take part, and a customer can still choose to pay after a mismatch warning. Protocols must also cover the bank's own process for changing contact details, or criminals will change the number on file first.",
    'The biggest risk is people skipping the check. Fraudsters build urgency and authority on purpose, so that staff feel they cannot pause. A protocol only works if leaders back it in public and staff know they will never be blamed for holding up a payment to check it.',
  ],
  realWorldCost: [
    'The direct technology cost is modest compared with other defences. It covers call-back procedures, code-word records, payee-checking services and confirmation steps in the app. The real cost is time. Every checked request adds minutes, and sometimes hours, to payments and changes. That means more staff in payment operations, and some frustrated customers and suppliers.',
    'Strict out-of-band checks also need training, regular tests with mock requests, and audit trails that prove the check was done. They need a culture where a junior clerk can hold up a payment from a senior executive. The cost of that friction is small next to a single successful multi-million-rand or multi-million-dollar transfer, but it has to be paid every day.',
  ],
  sources: [
    {
      title: '2025 IC3 Internet Crime Report',
      publisher: 'Federal Bureau of Investigation, Internet Crime Complaint Center (IC3)',
      year: 2026,
      url: 'https://www.ic3.gov/AnnualReport/Reports/2025_IC3Report.pdf',
    },
    {
      title: 'Annual Fraud Report 2025',
      publisher: 'UK Finance',
      year: 2025,
      url: 'https://www.ukfinance.org.uk/policy-and-guidance/reports-and-publications/annual-fraud-report-2025',
    },
    {
      title: 'Confirmation of Payee',
      publisher: 'UK Finance',
      year: 2020,
      url: 'https://www.ukfinance.org.uk/policy-and-guidance/guidance/confirmation-payee',
    },
    {
      title: 'Criminals Increasing SIM Swap Schemes to Steal Millions of Dollars from US Public',
      publisher: 'Federal Bureau of Investigation, Internet Crime Complaint Center (IC3)',
      year: 2022,
      url: 'https://www.ic3.gov/PSA/2022/PSA220208',
    },
    {
      title: 'Arup revealed as victim of $25 million deepfake scam involving Hong Kong employee',
      publisher: 'CNN',
      year: 2024,
      url: 'https://www.cnn.com/2024/05/16/tech/arup-deepfake-scam-loss-hong-kong-intl-hnk',
    },
  ],
};
