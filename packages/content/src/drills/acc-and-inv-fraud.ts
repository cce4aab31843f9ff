import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'AccAndInvFraud-d1',
    fraudId: 'AccAndInvFraud',
    title: 'An invoice from a cleaning supplier',
    setting: 'za',
    scenario:
      "You capture invoices at Protea Bank's Durban office. Payments under R50 000 need only one approval. Sparkle Hygiene Services cleans the office every month and usually bills about R21 400.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'Sparkle Hygiene Services',
        address: 'PO Box 4471, Pinetown, 3600',
        email: 'accounts@sparklehygiene.example',
        hotspot: 'supplier-address',
      },
      to: 'Protea Bank, Facilities, Protea House, 12 Jacaranda Walk, Durban',
      date: '28 February 2026',
      reference: 'Invoice SH-0219',
      currency: 'ZAR',
      lines: [
        { description: 'Office cleaning, February 2026', amount: 21400 },
        { description: 'Deep clean and sanitising, all floors', amount: 28500 },
      ],
      bankDetails: {
        bank: 'Karoo Commercial Bank',
        accountName: 'S. Naidoo',
        accountNumber: '62 7781 0045',
        branchCode: '880412',
        hotspot: 'bank-details',
      },
      body: [
        [{ text: 'Total due: R49 900.00', hotspot: 'total-line' }],
        [{ text: 'Payment terms: 30 days from invoice date.', hotspot: 'terms-line' }],
        [
          {
            text: 'Queries: Ms S. Naidoo, Facilities Coordinator, Protea Bank.',
            hotspot: 'contact-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "This invoice looks like an inside job. The total sits just under the approval limit, the account is in a person's name, and the query contact is one of your own staff. Hold it and check the deep clean and the bank details with the supplier on the number in your file.",
    alignment: {
      rating: 'high',
      reason: "You capture this supplier's invoice every month.",
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          'A supplier that gives only a PO box cannot be visited, and shell companies often use one. Check it against the supplier file.',
      },
      {
        id: 'total-line',
        label: 'Total due',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'R49 900 is just under the R50 000 limit that needs a second approval. Amounts shaped to dodge a control deserve a second look.',
      },
      {
        id: 'terms-line',
        label: 'Payment terms',
        redFlag: false,
        explanation: 'Thirty-day terms are normal and put no pressure on you. This line is fine.',
      },
      {
        id: 'contact-line',
        label: 'Query contact',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          'An invoice that sends queries to your own staff member, whose name is on the bank account, points to an employee behind the supplier. That is a conflict to report.',
      },
      {
        id: 'bank-details',
        label: 'Bank details',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          "The account is in a person's name, not the company's, and the name matches the staff member in the query line. A supplier's money should go to the supplier.",
      },
    ],
    inRealLife:
      "Do not pay. Report it to your manager or the ethics line, who can check the supplier and the staff link quietly. If money was paid, call your bank's fraud line and open a case with SAPS, who involve the Hawks for serious commercial crime. [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
  },
  {
    id: 'AccAndInvFraud-d2',
    fraudId: 'AccAndInvFraud',
    title: 'An invoice marked overdue',
    setting: 'international',
    scenario:
      'You are in accounts payable at Cedar Valley Bank. Bluewater IT Supplies sends its invoices as PDFs from billing@bluewaterit.example, and the details below match its supplier file and purchase order PO-7732.',
    artefact: {
      medium: 'invoice',
      from: {
        name: 'Bluewater IT Supplies Inc.',
        address: '1180 Harbor Avenue, Suite 4, Tacoma, WA 98402',
        email: 'billing@bluewaterit.example',
        hotspot: 'supplier-address',
      },
      to: 'Cedar Valley Bank, Accounts Payable',
      date: '3 February 2026',
      reference: 'Invoice BW-55102 · PO-7732',
      currency: 'USD',
      lines: [
        { description: '20 docking stations', amount: 3180 },
        { description: 'Delivery', amount: 95 },
      ],
      bankDetails: {
        bank: 'Northwind Credit Union',
        accountName: 'Bluewater IT Supplies Inc.',
        accountNumber: '7740 2218 93',
        hotspot: 'bank-details',
      },
      body: [
        [{ text: 'OVERDUE – SECOND REMINDER', hotspot: 'overdue-stamp' }],
        [
          {
            text: 'Total due: $3,275.00. Payment was due on 5 March 2026. Please pay within 7 days to avoid a late fee.',
            hotspot: 'total-line',
          },
        ],
        [{ text: 'Thank you for your business.', hotspot: 'closing-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      'This is a real invoice that was simply paid late. The bank details, address and purchase order match your records, the amount matches the order, and the pressure is an ordinary late-fee reminder. Pay it through the usual process.',
    alignment: {
      rating: 'high',
      reason: "It is a regular supplier's invoice for an order you placed.",
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: false,
        explanation:
          'The street address and e-mail match the supplier file. A real office address is a good sign for a supplier.',
      },
      {
        id: 'overdue-stamp',
        label: 'Overdue stamp',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A bold overdue stamp looks like pressure, but the due date really has passed. Suppliers chase late payments all the time.',
      },
      {
        id: 'total-line',
        label: 'Total due and deadline',
        redFlag: false,
        cue: 'language',
        explanation:
          'A seven-day deadline with a late fee is a normal commercial term. It asks for nothing unusual, such as a new account.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation: 'A polite closing is standard on invoices. It tells you nothing either way.',
      },
      {
        id: 'bank-details',
        label: 'Bank details',
        redFlag: false,
        explanation:
          "The account is in the company's name and matches the supplier file exactly. Unchanged details are what you want to see.",
      },
    ],
    inRealLife:
      "Match every invoice to its purchase order and the supplier file before paying. If details ever differ, confirm with the supplier on the number in your records, and report invoice fraud to the FBI's Internet Crime Complaint Center (IC3). [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
  },
  {
    id: 'AccAndInvFraud-d3',
    fraudId: 'AccAndInvFraud',
    title: 'A letter about new bank details',
    setting: 'international',
    scenario:
      'You run accounts payable at Harbor Point Trust. Summit Office Interiors is fitting out your new floor, and its next stage payment of $68,000 is due this week. This letter arrives by post.',
    artefact: {
      medium: 'letter',
      from: {
        name: 'Summit Office Interiors LLC',
        address: 'PO Box 2281, Newark, NJ 07101',
        email: 'accounts@summit-office-interiors.example',
        hotspot: 'letterhead',
      },
      to: 'Accounts Payable, Harbor Point Trust',
      date: '9 March 2026',
      reference: 'Contract SOI-118',
      currency: 'USD',
      lines: [],
      bankDetails: {
        bank: 'Lakeshore Savings Bank',
        accountName: 'Summit Interiors Group',
        accountNumber: '5502 9187 44',
        hotspot: 'bank-details',
      },
      body: [
        [
          {
            text: 'Due to an audit of our old bank, all payments must now go to our new account below, with immediate effect.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'Please pay the stage payment of $68,000.00 into this account by Friday so that work on your floor is not delayed.',
            hotspot: 'deadline-line',
          },
        ],
        [{ text: 'Yours faithfully,', hotspot: 'signature' }, ' Karen Doyle, Finance Director'],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is invoice redirection fraud. A letter announcing new bank details with immediate effect, just before a large payment, with a slightly different company name and domain, needs a call to the supplier on the number in your file before anything changes.',
    alignment: {
      rating: 'high',
      reason: 'You are about to pay this exact supplier a stage payment this week.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead and contact details',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          'The letter gives only a PO box and a hyphenated domain that is not the one in your file. Small differences like these are how a forged letter gives itself away.',
      },
      {
        id: 'change-line',
        label: 'Line about the new account',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'New bank details "with immediate effect" are the core of this fraud. Real changes are confirmed by phone and come with time to check.',
      },
      {
        id: 'deadline-line',
        label: 'Line about Friday',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          "Tying the change to a deadline and a threat of delay pushes you to pay before the usual checks. A real supplier accepts a day's delay for a call.",
      },
      {
        id: 'signature',
        label: 'Signature',
        redFlag: false,
        explanation:
          'A signature is easy to copy or invent. It neither proves nor disproves the letter.',
      },
      {
        id: 'bank-details',
        label: 'New bank details',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The account name is "Summit Interiors Group", not the LLC you contracted with. A mismatched account name means the money may go to someone else.',
      },
    ],
    inRealLife:
      "Call the supplier on the number in your supplier file, never one in the letter, before changing any details. If a payment already went, call your bank to recall it and report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
  },
];
