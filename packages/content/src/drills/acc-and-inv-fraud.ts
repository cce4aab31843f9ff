import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'AccAndInvFraud-d1',
    twin: 'AccAndInvFraud-d4',
    fraudId: 'AccAndInvFraud',
    title: 'An invoice from a cleaning supplier',
    setting: 'za',
    scenario:
      "You capture invoices at Protea Bank's Durban office, where payments under R50 000 need only one approval and your colleague Sunita Pillay coordinates facilities. Sparkle Hygiene Services cleans the office every month for about R21 400, and its supplier file gives 9 Mahogany Road, Pinetown, and a company account at Karoo Commercial Bank.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'Sparkle Hygiene Services',
        address: '9 Mahogany Road, Pinetown, 3610',
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
        accountName: 'S Pillay',
        accountNumber: '62 7781 0045',
        branchCode: '880412',
        hotspot: 'bank-details',
      },
      body: [
        [{ text: 'Total due: R49 900.00', hotspot: 'total-line' }],
        [
          {
            text: 'Payment terms: 30 days from invoice date. Late payment may lead to suspension of service.',
            hotspot: 'terms-line',
          },
        ],
        [
          {
            text: 'Queries: Ms S. Pillay, Facilities Coordinator, Protea Bank.',
            hotspot: 'contact-line',
          },
        ],
        [{ text: 'Thank you for your business.', hotspot: 'closing-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "This looks like an inside job: a total just under the approval limit, queries sent to your own colleague, and an account in her name instead of the company's. Hold it and check the invoice with the supplier on the number in your file.",
    alignment: {
      rating: 'high',
      reason: "You capture this supplier's invoice every month.",
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: false,
        explanation:
          'The name and street address match your supplier file. A copied letterhead looks right too, so the address alone proves nothing.',
      },
      {
        id: 'total-line',
        label: 'Total due',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'R49 900 is just under the R50 000 limit for a second approval, and more than double the usual bill. Amounts shaped to dodge a control deserve a second look.',
      },
      {
        id: 'terms-line',
        label: 'Payment terms',
        redFlag: false,
        cue: 'language',
        explanation:
          "A warning about suspended service sounds like a threat, but it is standard wording in a supplier's terms. Thirty days is a normal term and asks you to skip no check.",
      },
      {
        id: 'contact-line',
        label: 'Query contact',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          'Queries go to your own colleague, not to anyone at the supplier. An invoice that points back to a staff member suggests an employee behind the supplier.',
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
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          "The account is in a person's name that matches your colleague's, while your file has a company account. A supplier whose bank account matches an employee's is a classic sign of this fraud.",
      },
    ],
    inRealLife:
      "Do not pay. Report it to your manager or the ethics line, who can check the supplier and the staff link quietly; if money was paid, call your bank's fraud line and open a case with SAPS, who involve the Hawks for serious commercial crime. [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
    variants: [
      {
        swap: {
          'Sunita Pillay': 'Lerato Mokoena',
          'S Pillay': 'L Mokoena',
          'S. Pillay': 'L. Mokoena',
          '9 Mahogany Road': '23 Kiepersol Road',
          'SH-0219': 'SH-0347',
          '62 7781 0045': '62 5093 1178',
        },
      },
      {
        swap: {
          'Sunita Pillay': 'Thandeka Dlamini',
          'S Pillay': 'T Dlamini',
          'S. Pillay': 'T. Dlamini',
          'SH-0219': 'SH-0288',
          '28 February 2026': '27 February 2026',
          'Jacaranda Walk': 'Marula Lane',
        },
      },
    ],
  },
  {
    id: 'AccAndInvFraud-d2',
    twin: 'AccAndInvFraud-d5',
    fraudId: 'AccAndInvFraud',
    title: 'An invoice marked overdue',
    setting: 'international',
    scenario:
      "You are in accounts payable at Cedar Valley Bank, and your ledger still shows Bluewater IT Supplies' February invoice for order PO-7732 as unpaid. The supplier file gives its e-mail as billing@bluewaterit.example and its account as Northwind Credit Union 7740 2218 93, in the company's name.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'Bluewater IT Supplies Inc.',
        address: '1180 Harbor Avenue, Suite 4, Tacoma, WA 98402',
        email: 'billing@bluewaterit.example',
        hotspot: 'supplier-address',
      },
      to: 'Cedar Valley Bank, Accounts Payable',
      date: '16 March 2026',
      reference: 'Invoice BW-55102, issued 3 February 2026 · PO-7732',
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
        [{ text: 'Please pay to the account below, quoting BW-55102.', hotspot: 'payment-line' }],
        [
          {
            text: 'Thank you for your business. Bluewater IT Supplies Inc., Accounts',
            hotspot: 'closing-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This reminder is for an invoice your ledger shows as unpaid, and its e-mail, company name and bank account all match your supplier file. The overdue stamp and the late fee are ordinary chasing, so pay it through the usual process.',
    alignment: {
      rating: 'medium',
      reason:
        'You know the supplier and the order, but a reminder for a late invoice is not your daily routine.',
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: false,
        explanation:
          'The address and the e-mail match your supplier file exactly. That is what you expect from a regular supplier.',
      },
      {
        id: 'overdue-stamp',
        label: 'Overdue stamp',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A bold overdue stamp looks like pressure, but your ledger shows the invoice really is unpaid. Suppliers chase late payments all the time.',
      },
      {
        id: 'total-line',
        label: 'Total due and deadline',
        redFlag: false,
        cue: 'language',
        explanation:
          'The amount matches the order, and the due date is 30 days after the invoice was issued. A seven-day deadline with a late fee is a normal commercial term.',
      },
      {
        id: 'payment-line',
        label: 'Payment instruction',
        redFlag: false,
        explanation:
          'Asking you to quote the invoice number is routine. Nothing here asks you to do anything new.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation:
          'The closing names the same company as the letterhead. It tells you little, but nothing is out of place.',
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
      "Match every invoice to its purchase order and the supplier file before paying, and pay late ones through the usual process. If the details ever differ from your file, call the supplier on the number in your records and report invoice fraud to the FBI's Internet Crime Complaint Center (IC3). [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
    variants: [
      {
        swap: {
          Bluewater: 'Tidewell',
          bluewaterit: 'tidewellit',
          'PO-7732': 'PO-8154',
          'BW-55102': 'TW-61847',
          '7740 2218 93': '7740 6095 18',
          '1180 Harbor Avenue': '2275 Marine View Drive',
        },
      },
      {
        swap: {
          Bluewater: 'Ashgrove',
          bluewaterit: 'ashgroveit',
          'BW-55102': 'AG-40219',
          'PO-7732': 'PO-6409',
          'Tacoma, WA 98402': 'Spokane, WA 99201',
        },
      },
    ],
  },
  {
    id: 'AccAndInvFraud-d3',
    twin: 'AccAndInvFraud-d6',
    fraudId: 'AccAndInvFraud',
    title: 'A letter from your fit-out contractor',
    setting: 'international',
    scenario:
      "You run accounts payable at Harbor Point Trust, and Summit Office Interiors LLC, which is fitting out your new floor, is due a stage payment of $68,000 this week when this letter arrives by post. Your supplier file gives Summit's office at 40 Ferry Street, Newark, its e-mail domain summitinteriors.example and its account at Harbor State Bank.",
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
            text: 'Please transfer the stage payment of $68,000.00 by Friday, as the contract sets out, so that work on your floor is not delayed.',
            hotspot: 'deadline-line',
          },
        ],
        [{ text: 'Yours faithfully, Karen Doyle, Finance Director', hotspot: 'signature' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'A letter that moves payments to a new account with immediate effect, from a PO box and a domain that are not in your file, just before a large payment, is invoice redirection fraud. Keep the account in your file and call Summit on the number in your records.',
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
        teaches: 1,
        explanation:
          'The letter gives a PO box and a hyphenated domain, while your file has a street address and summitinteriors.example. Small differences like these are how a forged letter gives itself away.',
      },
      {
        id: 'change-line',
        label: 'Line about payments',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'New bank details "with immediate effect" are the core of this fraud. Real changes come with time to check them by phone.',
      },
      {
        id: 'deadline-line',
        label: 'Line about Friday',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A large transfer with a Friday deadline can feel like pressure, but the stage payment really is due this week under the contract. The deadline is not the warning sign; the account it points to is.',
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
        label: 'Bank details',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The account is at a different bank, in the name "Summit Interiors Group", not the LLC you contracted with. A mismatched account name means the money may go to someone else.',
      },
    ],
    inRealLife:
      "Call the supplier on the number in your supplier file, never one in the letter, before changing any details. If a payment already went, call your bank to recall it and report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
    variants: [
      {
        swap: {
          'Karen Doyle': 'Megan Holt',
          '$68,000': '$54,500',
          'PO Box 2281': 'PO Box 3907',
          '5502 9187 44': '5502 6613 08',
          '40 Ferry Street': '215 Mulberry Street',
          '9 March 2026': '10 March 2026',
        },
      },
      {
        swap: {
          Summit: 'Larkspur',
          summitinteriors: 'larkspurinteriors',
          'summit-office-interiors': 'larkspur-office-interiors',
          'SOI-118': 'LOI-118',
          'Karen Doyle': 'Denise Farrow',
          '$68,000': '$72,400',
        },
      },
    ],
  },
  {
    id: 'AccAndInvFraud-d4',
    twin: 'AccAndInvFraud-d1',
    fraudId: 'AccAndInvFraud',
    title: 'An invoice from a cleaning supplier',
    setting: 'za',
    scenario:
      "You capture invoices at Protea Bank's Durban office, where payments under R50 000 need only one approval and your colleague Sunita Pillay coordinates facilities. Sparkle Hygiene Services cleans the office every month for about R21 400, and its supplier file gives 9 Mahogany Road, Pinetown, and a company account at Karoo Commercial Bank.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'Sparkle Hygiene Services',
        address: '9 Mahogany Road, Pinetown, 3610',
        email: 'accounts@sparklehygiene.example',
        hotspot: 'supplier-address',
      },
      to: 'Protea Bank, Facilities, Protea House, 12 Jacaranda Walk, Durban',
      date: '28 February 2026',
      reference: 'Invoice SH-0219',
      currency: 'ZAR',
      lines: [
        { description: 'Office cleaning, February 2026', amount: 21400 },
        { description: 'Carpet shampoo, 2nd floor, after the leak', amount: 4600 },
      ],
      bankDetails: {
        bank: 'Karoo Commercial Bank',
        accountName: 'Sparkle Hygiene Services (Pty) Ltd',
        accountNumber: '40 1187 2291',
        branchCode: '880412',
        hotspot: 'bank-details',
      },
      body: [
        [{ text: 'Total due: R26 000.00', hotspot: 'total-line' }],
        [
          {
            text: 'Payment terms: 30 days from invoice date. Late payment may lead to suspension of service.',
            hotspot: 'terms-line',
          },
        ],
        [
          {
            text: 'Queries: Ms P. Govender, Accounts, 031 555 0126.',
            hotspot: 'contact-line',
          },
        ],
        [{ text: 'Thank you for your business.', hotspot: 'closing-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "The address and the company account match your supplier file, queries go to the supplier's own staff, and the extra carpet clean explains the higher total, which stays far below the approval limit. Pay it through the usual process.",
    alignment: {
      rating: 'high',
      reason: "You capture this supplier's invoice every month.",
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: false,
        explanation:
          'The street address in Pinetown matches your supplier file. A real address you have on record is a good sign.',
      },
      {
        id: 'total-line',
        label: 'Total due',
        redFlag: false,
        cue: 'language',
        explanation:
          'The total is higher than the usual R21 400, which can look odd. The extra line explains it, and the amount is nowhere near the approval limit.',
      },
      {
        id: 'terms-line',
        label: 'Payment terms',
        redFlag: false,
        cue: 'language',
        explanation:
          "A warning about suspended service sounds like a threat, but it is standard wording in a supplier's terms. Thirty days is a normal term and asks you to skip no check.",
      },
      {
        id: 'contact-line',
        label: 'Query contact',
        redFlag: false,
        explanation:
          "Queries go to a named person in the supplier's own accounts team, with a Durban number. That is what you expect on an invoice.",
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
          "The account is in the company's name at the bank in your file. Unchanged details are what you want to see.",
      },
    ],
    inRealLife:
      "Match every invoice to the supplier file before paying. If the address or bank details ever differ from the file, call the supplier on the number in your records, and report invoice fraud to your bank's fraud line. [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
    variants: [
      {
        swap: {
          'Sunita Pillay': 'Lerato Mokoena',
          'P. Govender': 'N. Zulu',
          '031 555 0126': '031 555 0173',
          '40 1187 2291': '40 3365 8802',
          'SH-0219': 'SH-0347',
        },
      },
      {
        swap: {
          'Sunita Pillay': 'Thandeka Dlamini',
          'P. Govender': 'R. Naidoo',
          '031 555 0126': '031 555 0158',
          '9 Mahogany Road': '23 Kiepersol Road',
          '2nd floor': '3rd floor',
        },
      },
    ],
  },
  {
    id: 'AccAndInvFraud-d5',
    twin: 'AccAndInvFraud-d2',
    fraudId: 'AccAndInvFraud',
    title: 'An invoice marked overdue',
    setting: 'international',
    scenario:
      "You are in accounts payable at Cedar Valley Bank, and your ledger still shows Bluewater IT Supplies' February invoice for order PO-7732 as unpaid. The supplier file gives its e-mail as billing@bluewaterit.example and its account as Northwind Credit Union 7740 2218 93, in the company's name.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'Bluewater IT Supplies Inc.',
        address: '1180 Harbor Avenue, Suite 4, Tacoma, WA 98402',
        email: 'billing@bluewater-it.example',
        hotspot: 'supplier-address',
      },
      to: 'Cedar Valley Bank, Accounts Payable',
      date: '16 March 2026',
      reference: 'Invoice BW-55102, issued 3 February 2026 · PO-7732',
      currency: 'USD',
      lines: [
        { description: '20 docking stations', amount: 3180 },
        { description: 'Delivery', amount: 95 },
      ],
      bankDetails: {
        bank: 'Lakeshore Savings Bank',
        accountName: 'Bluewater IT Supply Co.',
        accountNumber: '3308 5521 67',
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
        [{ text: 'Please pay to the account below, quoting BW-55102.', hotspot: 'payment-line' }],
        [
          {
            text: 'Thank you for your business. Bluewater IT Supply Co., Accounts',
            hotspot: 'closing-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'The reminder copies a real unpaid invoice but changes the e-mail domain, the company name and the bank account. Do not pay it; report it and call Bluewater on the number in your supplier file.',
    alignment: {
      rating: 'medium',
      reason:
        'You know the supplier and the order, but a reminder for a late invoice is not your daily routine.',
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The e-mail is billing@bluewater-it.example, with a hyphen, while your file has billing@bluewaterit.example. A copied letterhead with one small change is how a forged invoice hides.',
      },
      {
        id: 'overdue-stamp',
        label: 'Overdue stamp',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A bold overdue stamp looks like pressure, but your ledger shows the invoice really is unpaid. Suppliers chase late payments all the time.',
      },
      {
        id: 'total-line',
        label: 'Total due and deadline',
        redFlag: false,
        cue: 'language',
        explanation:
          'The amount matches the order, and a seven-day deadline with a late fee is a normal commercial term. The pressure is not the warning sign here.',
      },
      {
        id: 'payment-line',
        label: 'Payment instruction',
        redFlag: false,
        explanation:
          'Asking you to quote the invoice number is routine. The line is fine; the account it points to is not.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: true,
        cue: 'errors',
        teaches: 1,
        explanation:
          'The closing names Bluewater IT Supply Co., not the Bluewater IT Supplies on the letterhead and in your file. A company name that shifts on one invoice is a slip that gives a forgery away.',
      },
      {
        id: 'bank-details',
        label: 'Bank details',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The bank, the account number and the account name all differ from your supplier file, with no word of a change. Paying it would send the money to someone else.',
      },
    ],
    inRealLife:
      "Do not pay, and call the supplier on the number in your supplier file, never one on the invoice. If money has gone, call your bank at once to try to recall it and report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
    variants: [
      {
        swap: {
          Bluewater: 'Tidewell',
          bluewaterit: 'tidewellit',
          'bluewater-it': 'tidewell-it',
          'PO-7732': 'PO-8154',
          '3308 5521 67': '3308 7140 29',
          'BW-55102': 'TW-61847',
        },
      },
      {
        swap: {
          Bluewater: 'Ashgrove',
          bluewaterit: 'ashgroveit',
          'bluewater-it': 'ashgrove-it',
          'Tacoma, WA 98402': 'Spokane, WA 99201',
          '7740 2218 93': '7712 0384 56',
          '1180 Harbor Avenue': '2275 Marine View Drive',
        },
      },
    ],
  },
  {
    id: 'AccAndInvFraud-d6',
    twin: 'AccAndInvFraud-d3',
    fraudId: 'AccAndInvFraud',
    title: 'A letter from your fit-out contractor',
    setting: 'international',
    scenario:
      "You run accounts payable at Harbor Point Trust, and Summit Office Interiors LLC, which is fitting out your new floor, is due a stage payment of $68,000 this week when this letter arrives by post. Your supplier file gives Summit's office at 40 Ferry Street, Newark, its e-mail domain summitinteriors.example and its account at Harbor State Bank.",
    artefact: {
      medium: 'letter',
      from: {
        name: 'Summit Office Interiors LLC',
        address: '40 Ferry Street, Newark, NJ 07105',
        email: 'accounts@summitinteriors.example',
        hotspot: 'letterhead',
      },
      to: 'Accounts Payable, Harbor Point Trust',
      date: '9 March 2026',
      reference: 'Contract SOI-118',
      currency: 'USD',
      lines: [],
      bankDetails: {
        bank: 'Harbor State Bank',
        accountName: 'Summit Office Interiors LLC',
        accountNumber: '4410 3382 07',
        hotspot: 'bank-details',
      },
      body: [
        [
          {
            text: 'From 1 April our accounts team moves to our new office at 12 Dock Road, Newark. Our bank account does not change.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'Please transfer the stage payment of $68,000.00 by Friday, as the contract sets out, so that work on your floor is not delayed.',
            hotspot: 'deadline-line',
          },
        ],
        [{ text: 'Yours faithfully, Karen Doyle, Finance Director', hotspot: 'signature' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The letter comes from the address and domain in your file, keeps the bank account you already have and asks for a payment the contract already sets for this week. Pay it to the account on file as usual.',
    alignment: {
      rating: 'high',
      reason: 'You are about to pay this exact supplier a stage payment this week.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead and contact details',
        redFlag: false,
        explanation:
          'The street address and the e-mail domain match your supplier file. Nothing in the letterhead is new.',
      },
      {
        id: 'change-line',
        label: 'Line about payments',
        redFlag: false,
        cue: 'language',
        explanation:
          'Any change announced in a supplier letter deserves a careful read. This one moves an office and says plainly that the bank account stays the same.',
      },
      {
        id: 'deadline-line',
        label: 'Line about Friday',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A Friday deadline can feel like pressure. It is the date in your contract, for a payment you already expect this week.',
      },
      {
        id: 'signature',
        label: 'Signature',
        redFlag: false,
        explanation:
          'A signature neither proves nor disproves a letter. Here nothing else in the letter is out of place either.',
      },
      {
        id: 'bank-details',
        label: 'Bank details',
        redFlag: false,
        explanation:
          "The account is Summit's own, at the bank in your file. That is where the money should go.",
      },
    ],
    inRealLife:
      "Pay stage payments to the account in your supplier file, and note the supplier's new office address. If a letter ever asks you to pay a new account, call the supplier on the number in your records first and report any fraud to the FBI's Internet Crime Complaint Center (IC3). [Read the Accounting and Invoice Fraud page](/frauds/AccAndInvFraud)",
    variants: [
      {
        swap: {
          'Karen Doyle': 'Megan Holt',
          '$68,000': '$54,500',
          '12 Dock Road': '8 Canal Street',
          '4410 3382 07': '4410 9025 63',
          '1 April': '14 April',
        },
      },
      {
        swap: {
          Summit: 'Larkspur',
          summitinteriors: 'larkspurinteriors',
          'SOI-118': 'LOI-118',
          'Karen Doyle': 'Denise Farrow',
          '$68,000': '$72,400',
          '40 Ferry Street': '215 Mulberry Street',
        },
      },
    ],
  },
];
