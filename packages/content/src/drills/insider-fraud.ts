import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'InsiderFraud-d1',
    fraudId: 'InsiderFraud',
    title: 'A favour from a senior colleague',
    setting: 'za',
    scenario:
      "You are a payments officer at Marula Bank's head office. Every supplier payment needs one person to capture it and a second to approve it. Riaan, a senior colleague, messages you late on Friday afternoon.",
    artefact: {
      medium: 'chat',
      app: 'Work chat',
      sender: { name: 'Riaan Botha', number: '011 555 0173', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '16:52',
          body: [
            {
              text: 'Hey, quick favour. I captured a R96 400 payment to Vela Projects. Zanele usually approves, but she is on leave.',
              hotspot: 'payment-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:53',
          body: [
            {
              text: 'Just log in with my token and approve it from my desk. Much faster than the approval queue. The code is on a sticky note.',
              hotspot: 'token-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:54',
          body: [
            {
              text: "Vela is my brother-in-law's company, totally legit, we've used them loads.",
              hotspot: 'supplier-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:55',
          body: [
            {
              text: 'No need to tell Zanele, she only makes a fuss about paperwork.',
              hotspot: 'secrecy-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Riaan is asking you to defeat the two-person check that protects the bank, for a payment to his own family's company. Say no, and report it through the whistle-blowing hotline.",
    alignment: {
      rating: 'high',
      reason: 'It comes from a trusted senior colleague, about a real process, at a busy time.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          "It really is Riaan, on the bank's own chat. Insider fraud comes from real colleagues, so the sender being genuine proves nothing.",
      },
      {
        id: 'payment-line',
        label: 'Line about the payment',
        redFlag: false,
        explanation:
          "Capturing supplier payments is Riaan's normal job, and the amount is ordinary. What matters is how he wants it approved.",
      },
      {
        id: 'token-line',
        label: 'Line about his token',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'Approving with his own token means one person captures and approves: an "exception" that removes the second check completely.',
      },
      {
        id: 'supplier-line',
        label: 'Line about the supplier',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'A close personal tie to the supplier is a conflict of interest and a classic insider-fraud sign.',
      },
      {
        id: 'secrecy-line',
        label: 'Line about Zanele',
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'Avoiding the colleague who checks the paperwork, and brushing her off as fussy, is a way to keep the work from being looked at.',
      },
    ],
    inRealLife:
      "Refuse politely and do not use anyone else's token. Report it through your employer's whistle-blowing hotline, which can be anonymous. If money has already gone, the bank opens a case with SAPS and the Hawks (DPCI).",
  },
  {
    id: 'InsiderFraud-d2',
    fraudId: 'InsiderFraud',
    title: 'A facilities invoice',
    setting: 'za',
    scenario:
      "You are on Marula Bank's internal audit team, checking last month's facilities invoices. Staff records list Lindiwe Naidoo, the facilities manager, at 17 Kiaat Street, Midrand. Invoices of R50 000 or more need a second approver.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'LN Facility Solutions',
        address: '17 Kiaat Street, Midrand, 1685',
        email: 'accounts@lnfacility.example',
        hotspot: 'supplier-address',
      },
      to: 'Marula Bank, Facilities Department',
      date: '28 Feb 2026',
      reference: 'INV-0231',
      currency: 'ZAR',
      lines: [
        { description: 'Office cleaning, February', amount: 31800 },
        { description: 'Air-conditioning service, 3rd floor', amount: 17900 },
      ],
      bankDetails: {
        bank: 'Marula Bank',
        accountName: 'L Naidoo',
        accountNumber: '62 0041 7735',
        branchCode: '555 010',
        hotspot: 'bank-details',
      },
      body: [
        [{ text: 'Payment terms: 7 days from the invoice date.', hotspot: 'terms-line' }],
        [
          {
            text: 'Approval stamp: captured and approved by L. Naidoo, Facilities Manager, 28 Feb 2026.',
            hotspot: 'approval-stamp',
          },
        ],
        [
          {
            text: 'Amount approved for payment: R49 700.00.',
            hotspot: 'total-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "The supplier shares the facilities manager's home address and bank account name, and she approved it herself just under the limit. This looks like a fake supplier run by an insider: report it.",
    alignment: {
      rating: 'medium',
      reason:
        'Audit checks invoices routinely, but these details only show when you compare records.',
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier address',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          "The supplier's address is the facilities manager's home. A supplier tied this closely to one employee may be that employee.",
      },
      {
        id: 'terms-line',
        label: 'Payment terms',
        redFlag: false,
        explanation:
          'Seven days is an ordinary payment term for small suppliers. It is not a warning sign.',
      },
      {
        id: 'approval-stamp',
        label: 'Approval stamp',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'The same person captured and approved it. Approvals that depend on one person are how insiders hide payments.',
      },
      {
        id: 'total-line',
        label: 'Amount approved',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'An amount just under the second-approver limit is a common way to avoid a second check. Look for a pattern of such invoices.',
      },
      {
        id: 'bank-details',
        label: 'Bank details',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          "The account is in a person's name, L Naidoo, not the company's. The money goes straight to someone who matches the manager.",
      },
    ],
    inRealLife:
      "Do not confront the manager. Write down what you found and report it through your employer's whistle-blowing hotline or to the head of internal audit. If fraud is confirmed, the bank opens a case with SAPS and the Hawks (DPCI).",
  },
  {
    id: 'InsiderFraud-d3',
    fraudId: 'InsiderFraud',
    title: 'A request for a second sign-off',
    setting: 'international',
    scenario:
      "You are Sam Okafor, a payments officer at Harbourline Bank. Changes to a supplier's bank details need one person to capture and check them, and a second person to approve. Maya, from your own team, sends this e-mail.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Maya Chen',
        address: 'maya.chen@harbourline.example',
        hotspot: 'sender-address',
      },
      to: 'sam.okafor@harbourline.example',
      date: 'Tue 10 Mar 2026, 11:05',
      subject: [
        {
          text: 'Second sign-off please: supplier bank change VC-2291 before 15:00',
          hotspot: 'subject-line',
        },
      ],
      body: [
        ['Hi Sam,'],
        [
          {
            text: 'Ardent Print Co. sent a letter with new bank details after their bank merged. I captured the change as VC-2291.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'I checked it by calling Ardent on the number we have had on file since 2021, not the one in the letter. Tom Reyes, their finance lead, confirmed it.',
            hotspot: 'call-back-line',
          },
        ],
        [
          {
            text: "The letter and my call notes are on the ticket. Please check them yourself before you approve; I can't approve my own change.",
            hotspot: 'ticket-line',
          },
        ],
        [
          'Their invoices go out at 15:00, so before then would help. If not, it simply waits until tomorrow.',
        ],
        ['Thanks, Maya'],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      'Maya is following the process: she checked by a known number, kept the evidence on the ticket and asks you to check it yourself. Approving after your own check is right.',
    alignment: {
      rating: 'high',
      reason: 'Second sign-offs on supplier changes are your everyday work.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation: "A colleague from your own team, on the bank's own domain.",
      },
      {
        id: 'subject-line',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          'A deadline can feel like pressure. Here it is the normal invoice run, and the e-mail says it can wait until tomorrow.',
      },
      {
        id: 'change-line',
        label: 'Line about the bank change',
        redFlag: false,
        cue: 'language',
        explanation:
          'Changed bank details are a common fraud trick, so it is right to look closely. A bank merger is a real reason, and it was checked.',
      },
      {
        id: 'call-back-line',
        label: 'Line about the call',
        redFlag: false,
        explanation:
          'She called a number already on file, not one from the letter. That is the right check.',
      },
      {
        id: 'ticket-line',
        label: 'Line about the ticket',
        redFlag: false,
        explanation:
          'She asks you to look at the evidence yourself and respects that she cannot approve her own change. That is segregation of duties working.',
      },
    ],
    inRealLife:
      "Open the ticket, read the letter and the call notes, and approve if they match. If something does not add up, or anyone asks you to skip the check, raise it with your manager or report it to Report Fraud in the United Kingdom or the FBI's IC3 in the United States if money is lost.",
  },
  {
    id: 'InsiderFraud-d4',
    fraudId: 'InsiderFraud',
    title: 'A late-night request from a team leader',
    setting: 'international',
    scenario:
      "You work in Harbourline Bank's account servicing team. Greg Lowe leads a team in another department. His e-mail arrives late on a Thursday night.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Greg Lowe',
        address: 'greg.lowe@harbourline.example',
        hotspot: 'sender-address',
      },
      to: 'account-servicing@harbourline.example',
      date: 'Thu 12 Mar 2026, 23:41',
      subject: ['Tonight please: account clean-up'],
      body: [
        ['Hi team,'],
        [
          {
            text: "Please reactivate the 12 dormant accounts in the attached list, and change each one's mobile number to the new number in column C.",
            hotspot: 'reactivate-line',
          },
        ],
        [
          {
            text: 'The customers asked for this in a branch, but the forms are still with me.',
            hotspot: 'forms-line',
          },
        ],
        [
          {
            text: 'Please do it tonight before the overnight batch. No need to log a ticket: Pam approved it verbally.',
            hotspot: 'approval-line',
          },
        ],
        [{ text: 'Sorry for the late hour, working from home. Greg', hotspot: 'late-hour-line' }],
      ],
      attachments: [
        {
          name: 'dormant_cleanup.xlsx',
          type: 'Spreadsheet',
          size: '18 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'Waking dormant accounts and changing their phone numbers, with no forms, no ticket and only verbal approval, is how an insider takes over accounts nobody watches. Do not act on it; report it.',
    alignment: {
      rating: 'medium',
      reason:
        'Requests from other teams are normal, though rarely at midnight and without a ticket.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "It really is Greg's account. Insider fraud uses real accounts, so the sender tells you nothing about whether the request is honest.",
      },
      {
        id: 'reactivate-line',
        label: 'Request about dormant accounts',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'Dormant accounts whose owners are not watching are a favourite insider target. New mobile numbers would send every security code to the criminal.',
      },
      {
        id: 'forms-line',
        label: 'Line about the forms',
        redFlag: true,
        cue: 'errors',
        teaches: 2,
        explanation:
          "Customers' signed forms are the evidence that they asked. A change without them is an exception with nothing behind it.",
      },
      {
        id: 'approval-line',
        label: 'Line about approval',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'Skipping the ticket and relying on verbal approval leaves no record, and the rush before the batch leaves no time to check.',
      },
      {
        id: 'late-hour-line',
        label: 'Sign-off',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'Working on customer accounts at odd hours, outside the normal process, is a warning sign of insider fraud.',
      },
      {
        id: 'attachment',
        label: 'Attachment: dormant_cleanup.xlsx',
        redFlag: false,
        explanation:
          'A spreadsheet is an ordinary way to share a list at work. The file is not the problem; the request is.',
      },
    ],
    inRealLife:
      "Do not make the changes. Tell your own manager the next morning, or use the bank's whistle-blowing line if you are uneasy. If customers lose money, the bank reports it to Report Fraud in the United Kingdom or the FBI Internet Crime Complaint Center (IC3) in the United States.",
  },
];
