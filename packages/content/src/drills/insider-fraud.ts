import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'InsiderFraud-d1',
    twin: 'InsiderFraud-d5',
    fraudId: 'InsiderFraud',
    title: 'A favour from a senior colleague',
    setting: 'za',
    scenario:
      "You are a payments officer at Marula Bank's head office, where each supplier payment is captured by one person and approved by another on their own login, with the quote and order attached. Riaan, a senior colleague, messages you late on Friday afternoon.",
    artefact: {
      medium: 'chat',
      app: 'Work chat',
      sender: { name: 'Riaan Botha', number: '011 555 0173', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '16:48',
          body: [
            {
              text: "Hi, quick one. I've captured a R96 400 payment to Vela Projects for the Gqeberha branch fit-out. Zanele usually approves my batches, but she's on leave this week.",
              hotspot: 'payment-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:49',
          body: [
            {
              text: "Quickest is if you approve it at my desk, I'm still logged in. IT takes days to set up stand-in rights.",
              hotspot: 'approval-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:50',
          body: [
            {
              text: 'I look after Vela myself, I know the owner well. The quote is in my drawer if you want it.',
              hotspot: 'supplier-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:51',
          body: [
            {
              text: "Bit urgent: it has to go in today's 17:00 payment run so the builders can start on Monday.",
              hotspot: 'deadline-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:52',
          body: [
            {
              text: "Thanks! Let's not flood Zanele's inbox while she's away, I'll fill her in.",
              hotspot: 'sign-off',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'Riaan wants one login to capture and approve a payment to a supplier he handles personally, with the quote out of sight and the usual approver left out. Do not approve it at his desk; report it through the whistle-blowing line.',
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
          "It really is Riaan, on the bank's own chat. Insider fraud comes from real colleagues, so a real sender proves nothing either way.",
      },
      {
        id: 'payment-line',
        label: 'Message about the payment',
        redFlag: false,
        explanation:
          "Capturing supplier payments is Riaan's job, and the amount fits a branch fit-out. A colleague on leave is ordinary too.",
      },
      {
        id: 'approval-line',
        label: 'Message about approving',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'Approving on his login means one person both captures and approves the payment. A friendly reason does not change that the second check disappears.',
      },
      {
        id: 'supplier-line',
        label: 'Message about the supplier',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'A senior person who handles one supplier himself, knows the owner and keeps the quote in his drawer has an unusually close tie to it. Approvers should see the paperwork in the system.',
      },
      {
        id: 'deadline-line',
        label: 'Message about the deadline',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Payment runs have cut-off times, and builders starting on Monday are a normal reason to meet one. The urgency alone is not the warning sign here; what he asks you to skip is.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: true,
        cue: 'tactics',
        teaches: 0,
        explanation:
          'Keeping the usual approver out of the loop means nobody who normally checks his work will see this payment. A real handover copies her in.',
      },
    ],
    inRealLife:
      "Say no politely, and never approve on anyone else's login. Report it through your employer's whistle-blowing hotline, which can be anonymous; if money has already gone, the bank opens a case with SAPS and the Hawks (DPCI). [Read the Insider Fraud page](/frauds/InsiderFraud)",
    variants: [
      {
        swap: {
          'Riaan Botha': 'Hendrik Venter',
          Riaan: 'Hendrik',
          Zanele: 'Nokuthula',
          'R96 400': 'R88 750',
          Vela: 'Isiko',
          Gqeberha: 'Polokwane',
        },
      },
      {
        swap: {
          'Riaan Botha': 'Sizwe Dube',
          Riaan: 'Sizwe',
          Zanele: 'Charmaine',
          '011 555 0173': '011 555 0148',
          'R96 400': 'R103 200',
          Gqeberha: 'Bloemfontein',
        },
      },
    ],
  },
  {
    id: 'InsiderFraud-d2',
    twin: 'InsiderFraud-d6',
    fraudId: 'InsiderFraud',
    title: 'A facilities invoice',
    setting: 'za',
    scenario:
      "You are on Marula Bank's internal audit team, checking last month's facilities invoices. Staff records list Lindiwe Naidoo, the facilities manager, at 17 Kiaat Street, Midrand, and every invoice must be captured by one person and approved by another.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'LN Facility Solutions',
        address: '17 Kiaat Street, Midrand, 1685',
        email: 'accounts@lnfacility.example',
        hotspot: 'supplier-address',
      },
      to: 'Marula Bank, Facilities Department',
      date: '27 Feb 2026',
      reference: 'INV-0231',
      currency: 'ZAR',
      lines: [
        { description: 'Office cleaning, February', amount: 26400 },
        { description: 'Emergency call-out: burst geyser, 2nd floor', amount: 14900 },
      ],
      bankDetails: {
        bank: 'Marula Bank',
        accountName: 'L Naidoo',
        accountNumber: '62 0041 7735',
        branchCode: '555 010',
        hotspot: 'bank-details',
      },
      body: [
        [
          {
            text: 'Work done: weekly office cleaning, and an emergency call-out on Saturday 14 February for a burst geyser on the 2nd floor.',
            hotspot: 'work-line',
          },
        ],
        [
          {
            text: 'Payment terms: 7 days from the invoice date. Overdue amounts attract interest at 2% a month.',
            hotspot: 'terms-line',
          },
        ],
        [
          {
            text: 'Approval stamp: captured and approved by L. Naidoo, Facilities Manager, 28 Feb 2026.',
            hotspot: 'approval-stamp',
          },
        ],
        [{ text: 'Total approved for payment: R41 300.00.', hotspot: 'total-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "The supplier shares the facilities manager's home address, the money goes to an account in her name, and she approved her own capture. This looks like a supplier run by an insider: report it.",
    alignment: {
      rating: 'medium',
      reason:
        'Audit checks invoices routinely, but these details only show when you compare records.',
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          "The supplier's address is the facilities manager's home, and its name carries her initials. A supplier tied this closely to one employee may be that employee.",
      },
      {
        id: 'work-line',
        label: 'Work done',
        redFlag: false,
        explanation:
          'Cleaning plus an emergency repair is normal work for a facilities supplier. A one-off call-out is not a warning sign by itself.',
      },
      {
        id: 'terms-line',
        label: 'Payment terms',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Seven days, with interest on overdue amounts, can sound pushy. It is an ordinary term for a small supplier and asks nobody to skip a check.',
      },
      {
        id: 'approval-stamp',
        label: 'Approval stamp',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'The same person captured and approved the invoice, which the rules forbid. An approval that rests on one person is how insiders hide payments.',
      },
      {
        id: 'total-line',
        label: 'Amount approved',
        redFlag: false,
        explanation:
          'The total matches the two lines of work and is not shaped to dodge a limit. On its own it says nothing.',
      },
      {
        id: 'bank-details',
        label: 'Bank details',
        redFlag: true,
        cue: 'errors',
        teaches: 3,
        explanation:
          "The account is in a person's name, not a company's. The money would go straight to someone who matches the manager.",
      },
    ],
    inRealLife:
      "Do not confront the manager. Write down what you found and report it through your employer's whistle-blowing hotline or to the head of internal audit; if fraud is confirmed, the bank opens a case with SAPS and the Hawks (DPCI). [Read the Insider Fraud page](/frauds/InsiderFraud)",
    variants: [
      {
        swap: {
          'Lindiwe Naidoo': 'Palesa Khoza',
          'L Naidoo': 'P Khoza',
          'L. Naidoo': 'P. Khoza',
          'LN Facility': 'PK Facility',
          lnfacility: 'pkfacility',
          '17 Kiaat Street': '9 Boekenhout Lane',
        },
      },
      {
        swap: {
          '17 Kiaat Street': '42 Acacia Crescent',
          Midrand: 'Centurion',
          '1685': '0157',
          'INV-0231': 'INV-0318',
          '62 0041 7735': '62 0093 5512',
          'Saturday 14 February': 'Sunday 15 February',
        },
      },
    ],
  },
  {
    id: 'InsiderFraud-d3',
    twin: 'InsiderFraud-d7',
    fraudId: 'InsiderFraud',
    title: 'A request for a second sign-off',
    setting: 'international',
    scenario:
      "You are Sam Okafor, a payments officer at Harbourline Bank, where one person captures a supplier's new bank details and checks them by calling the number in the supplier file, and a second person reads the ticket and approves. Maya, from your own team, sends this e-mail.",
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
          text: 'Please confirm today: second sign-off on supplier bank change VC-2291 before 15:00',
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
            text: 'I called Ardent on the number we have had on file since 2021, not the one in the letter, and spoke to Tom Reyes, their finance lead.',
            hotspot: 'call-back-line',
          },
        ],
        [
          {
            text: "The letter and my call notes are on the ticket. Please read them yourself before you approve; I can't approve my own change.",
            hotspot: 'ticket-line',
          },
        ],
        [
          {
            text: 'Their invoices go out at 15:00, so before then would help. If not, it simply waits until tomorrow. Thanks, Maya',
            hotspot: 'sign-off',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Maya follows the process you know: she called the number on file, put the evidence on the ticket and asks you to read it. The 15:00 deadline is soft, so approve the change once the ticket matches.',
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
          'A same-day deadline in the subject can feel like pressure. Here it is the normal invoice run, and the e-mail says the change can wait until tomorrow.',
      },
      {
        id: 'change-line',
        label: 'Line about the bank change',
        redFlag: false,
        cue: 'language',
        explanation:
          'Changed bank details are a common fraud trick, so it is right to read closely. A bank merger is a real reason, and the change went through the process.',
      },
      {
        id: 'call-back-line',
        label: 'Line about the call',
        redFlag: false,
        explanation:
          'She called the number already on file, not one from the letter. That is the check the process asks for.',
      },
      {
        id: 'ticket-line',
        label: 'Line about the ticket',
        redFlag: false,
        explanation:
          'She asks you to read the evidence yourself and says she cannot approve her own change. That is the two-person rule working.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        explanation:
          'She is happy for the change to wait a day. Someone who respects the process does not mind a second look.',
      },
    ],
    inRealLife:
      "Open the ticket, read the letter and the call notes, and approve if they match. If anyone asks you to skip that step, raise it with your manager, and if money is lost report it to Report Fraud in the United Kingdom or the FBI's IC3 in the United States. [Read the Insider Fraud page](/frauds/InsiderFraud)",
    variants: [
      {
        swap: {
          'Maya Chen': 'Leah Duarte',
          'maya.chen@': 'leah.duarte@',
          Maya: 'Leah',
          Ardent: 'Corbel',
          'Tom Reyes': 'Victor Lam',
          'VC-2291': 'VC-3376',
        },
      },
      {
        swap: {
          'Sam Okafor': 'Jordan Ellis',
          'sam.okafor@': 'jordan.ellis@',
          'Hi Sam,': 'Hi Jordan,',
          'since 2021': 'since 2019',
          '15:00': '14:00',
          'Tue 10 Mar 2026, 11:05': 'Wed 11 Mar 2026, 10:20',
        },
      },
    ],
  },
  {
    id: 'InsiderFraud-d4',
    twin: 'InsiderFraud-d8',
    fraudId: 'InsiderFraud',
    title: 'A late-night request from a team leader',
    setting: 'international',
    scenario:
      "You work in Harbourline Bank's account servicing team, where every change to a customer's account needs the customer's signed form and a ticket. Greg Lowe, who leads a team in another department, sends this e-mail late on a Thursday night.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Greg Lowe',
        address: 'greg.lowe@harbourline.example',
        hotspot: 'sender-address',
      },
      to: 'account-servicing@harbourline.example',
      date: 'Thu 12 Mar 2026, 23:41',
      subject: [{ text: 'Tonight please: account clean-up', hotspot: 'subject-line' }],
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
            text: "The customers asked for this in a branch, but the forms are still with me. No need to log tickets: Pam approved it verbally, and it must be done before tonight's batch.",
            hotspot: 'approval-line',
          },
        ],
        [
          {
            text: "Sorry for the late hour, I'm catching up from home now the kids are asleep. Greg",
            hotspot: 'sign-off',
          },
        ],
      ],
      attachments: [
        {
          name: 'dormant_accounts.xlsx',
          type: 'Spreadsheet',
          size: '18 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'Waking dormant accounts and changing their phone numbers tonight, with no forms, no tickets and only a verbal approval, is how an insider takes over accounts nobody watches. Do not act on it; report it.',
    alignment: {
      rating: 'medium',
      reason: 'Requests from other teams are normal, though rarely at midnight.',
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
        id: 'subject-line',
        label: 'Subject',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'It asks for changes to customer accounts tonight, outside working hours. Work on accounts at odd hours, away from the normal queue, is a warning sign.',
      },
      {
        id: 'reactivate-line',
        label: 'Request about dormant accounts',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'Dormant accounts whose owners are not watching are a favourite insider target. New mobile numbers would send every security code to whoever holds them.',
      },
      {
        id: 'approval-line',
        label: 'Line about forms and approval',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'No signed forms, no tickets and only a verbal approval make this an exception with nothing behind it. The changes would leave no record of who asked for them.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'An e-mail near midnight can look odd, but people with children often catch up from home once the house is quiet. The hour he wrote is not the problem; the request to act tonight is.',
      },
      {
        id: 'attachment',
        label: 'Attachment: dormant_accounts.xlsx',
        redFlag: false,
        explanation:
          'A spreadsheet is an ordinary way to share a list at work. The file is not the problem; the request is.',
      },
    ],
    inRealLife:
      "Do not make the changes. Tell your own manager the next morning, or use the bank's whistle-blowing line if you are uneasy; if customers lose money, the bank reports it to Report Fraud in the United Kingdom or the FBI Internet Crime Complaint Center (IC3) in the United States. [Read the Insider Fraud page](/frauds/InsiderFraud)",
    variants: [
      {
        swap: {
          'Greg Lowe': 'Dennis Hart',
          'greg.lowe@': 'dennis.hart@',
          Greg: 'Dennis',
          Pam: 'Colette',
          '12 dormant': '9 dormant',
          '23:41': '23:52',
        },
      },
      {
        swap: {
          'a Thursday night': 'a Tuesday night',
          'Thu 12 Mar 2026': 'Tue 10 Mar 2026',
          Pam: 'Rosa',
          '12 dormant': '15 dormant',
          '23:41': '23:18',
        },
      },
    ],
  },
  {
    id: 'InsiderFraud-d5',
    twin: 'InsiderFraud-d1',
    fraudId: 'InsiderFraud',
    title: 'A favour from a senior colleague',
    setting: 'za',
    scenario:
      "You are a payments officer at Marula Bank's head office, where each supplier payment is captured by one person and approved by another on their own login, with the quote and order attached. Riaan, a senior colleague, messages you late on Friday afternoon.",
    artefact: {
      medium: 'chat',
      app: 'Work chat',
      sender: { name: 'Riaan Botha', number: '011 555 0173', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '16:48',
          body: [
            {
              text: "Hi, quick one. I've captured a R96 400 payment to Vela Projects for the Gqeberha branch fit-out. Zanele usually approves my batches, but she's on leave this week.",
              hotspot: 'payment-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:49',
          body: [
            {
              text: 'Ops made you her stand-in approver until Wednesday, so it should be in your own queue now.',
              hotspot: 'approval-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:50',
          body: [
            {
              text: 'The quote and the signed order are attached to the payment, under PO 4471.',
              hotspot: 'supplier-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:51',
          body: [
            {
              text: "Bit urgent: it has to go in today's 17:00 payment run so the builders can start on Monday.",
              hotspot: 'deadline-line',
            },
          ],
        },
        {
          from: 'them',
          time: '16:52',
          body: [
            {
              text: "Thanks! I've copied Zanele so she sees it when she's back.",
              hotspot: 'sign-off',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Riaan uses the route you know: you approve from your own stand-in queue, the quote and order are on the payment, and Zanele is copied in. The 17:00 cut-off is an ordinary reason to be quick.',
    alignment: {
      rating: 'high',
      reason: 'It comes from a trusted senior colleague, about a real process, at a busy time.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation: "It is Riaan, on the bank's own chat, as you would expect.",
      },
      {
        id: 'payment-line',
        label: 'Message about the payment',
        redFlag: false,
        explanation:
          "Capturing supplier payments is Riaan's job, and the amount fits a branch fit-out. A colleague on leave is ordinary too.",
      },
      {
        id: 'approval-line',
        label: 'Message about approving',
        redFlag: false,
        explanation:
          'You approve from your own queue as the stand-in. Two people on two logins is the control working as designed.',
      },
      {
        id: 'supplier-line',
        label: 'Message about the supplier',
        redFlag: false,
        explanation:
          'The quote and the signed order are in the system, where you can read them before you approve. That is what an approver needs.',
      },
      {
        id: 'deadline-line',
        label: 'Message about the deadline',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A Friday cut-off can feel like pressure. Here it is the normal payment run, and nothing asks you to skip a step to meet it.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        explanation:
          'Copying the usual approver keeps her informed. Nobody is being kept out of the loop.',
      },
    ],
    inRealLife:
      'Open the payment in your own queue, read the quote and the order, and approve if they match. If anyone ever asks you to approve on their login or to leave the usual approver out, report it through the whistle-blowing hotline. [Read the Insider Fraud page](/frauds/InsiderFraud)',
    variants: [
      {
        swap: {
          'Riaan Botha': 'Hendrik Venter',
          Riaan: 'Hendrik',
          Zanele: 'Nokuthula',
          'R96 400': 'R88 750',
          Vela: 'Isiko',
          Gqeberha: 'Polokwane',
        },
      },
      {
        swap: {
          'Riaan Botha': 'Sizwe Dube',
          Riaan: 'Sizwe',
          Zanele: 'Charmaine',
          'PO 4471': 'PO 5208',
          'R96 400': 'R103 200',
          'until Wednesday': 'until Thursday',
        },
      },
    ],
  },
  {
    id: 'InsiderFraud-d6',
    twin: 'InsiderFraud-d2',
    fraudId: 'InsiderFraud',
    title: 'A facilities invoice',
    setting: 'za',
    scenario:
      "You are on Marula Bank's internal audit team, checking last month's facilities invoices. Staff records list Lindiwe Naidoo, the facilities manager, at 17 Kiaat Street, Midrand, and every invoice must be captured by one person and approved by another.",
    artefact: {
      medium: 'invoice',
      from: {
        name: 'Highveld Facility Services',
        address: 'Unit 4, Allandale Park, Midrand, 1685',
        email: 'accounts@highveldfacility.example',
        hotspot: 'supplier-address',
      },
      to: 'Marula Bank, Facilities Department',
      date: '27 Feb 2026',
      reference: 'INV-0231',
      currency: 'ZAR',
      lines: [
        { description: 'Office cleaning, February', amount: 26400 },
        { description: 'Emergency call-out: burst geyser, 2nd floor', amount: 14900 },
      ],
      bankDetails: {
        bank: 'Karoo Commercial Bank',
        accountName: 'Highveld Facility Services (Pty) Ltd',
        accountNumber: '40 7712 0398',
        branchCode: '880412',
        hotspot: 'bank-details',
      },
      body: [
        [
          {
            text: 'Work done: weekly office cleaning, and an emergency call-out on Saturday 14 February for a burst geyser on the 2nd floor.',
            hotspot: 'work-line',
          },
        ],
        [
          {
            text: 'Payment terms: 7 days from the invoice date. Overdue amounts attract interest at 2% a month.',
            hotspot: 'terms-line',
          },
        ],
        [
          {
            text: 'Approval stamp: captured by L. Naidoo, Facilities Manager, 28 Feb 2026; approved by T. Mahlangu, Finance, 2 Mar 2026.',
            hotspot: 'approval-stamp',
          },
        ],
        [{ text: 'Total approved for payment: R41 300.00.', hotspot: 'total-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The supplier has its own business address and company account, neither linked to the facilities manager, and someone in finance approved what she captured. The call-out is unusual but explained, so the invoice passes the audit.',
    alignment: {
      rating: 'medium',
      reason:
        'Audit checks invoices routinely, but whether they are sound only shows when you compare records.',
    },
    hotspots: [
      {
        id: 'supplier-address',
        label: 'Supplier name and address',
        redFlag: false,
        explanation:
          "A business park address that is not any employee's home, with a company e-mail domain, is what a real supplier has.",
      },
      {
        id: 'work-line',
        label: 'Work done',
        redFlag: false,
        cue: 'language',
        explanation:
          'An emergency call-out adds a large one-off amount, which can look odd. Burst geysers happen, and the line says what was done and when.',
      },
      {
        id: 'terms-line',
        label: 'Payment terms',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Seven days, with interest on overdue amounts, can feel like pressure. It is a common term for small suppliers and asks nobody to skip a check.',
      },
      {
        id: 'approval-stamp',
        label: 'Approval stamp',
        redFlag: false,
        explanation:
          'One person captured the invoice and a different person in finance approved it. That is the two-person rule working.',
      },
      {
        id: 'total-line',
        label: 'Amount approved',
        redFlag: false,
        explanation:
          'The total matches the two lines of work. Nothing about it is shaped to dodge a control.',
      },
      {
        id: 'bank-details',
        label: 'Bank details',
        redFlag: false,
        explanation:
          "The money goes to the supplier's company account, not to a person. That is what you expect to see.",
      },
    ],
    inRealLife:
      "Pass invoices like this in the audit and move on. If a supplier ever shares an employee's address or bank account, or someone approves their own capture, report it through the whistle-blowing hotline or to the head of internal audit. [Read the Insider Fraud page](/frauds/InsiderFraud)",
    variants: [
      {
        swap: {
          'Lindiwe Naidoo': 'Palesa Khoza',
          'L. Naidoo': 'P. Khoza',
          '17 Kiaat Street': '9 Boekenhout Lane',
          'T. Mahlangu': 'K. Pillay',
          Highveld: 'Jukskei',
          highveldfacility: 'jukskeifacility',
        },
      },
      {
        swap: {
          Midrand: 'Centurion',
          '1685': '0157',
          'Unit 4, Allandale Park': 'Unit 11, Hennops Park',
          '40 7712 0398': '40 5586 2041',
          'T. Mahlangu': 'R. Mokoena',
          'Saturday 14 February': 'Sunday 15 February',
        },
      },
    ],
  },
  {
    id: 'InsiderFraud-d7',
    twin: 'InsiderFraud-d3',
    fraudId: 'InsiderFraud',
    title: 'A request for a second sign-off',
    setting: 'international',
    scenario:
      "You are Sam Okafor, a payments officer at Harbourline Bank, where one person captures a supplier's new bank details and checks them by calling the number in the supplier file, and a second person reads the ticket and approves. Maya, from your own team, sends this e-mail.",
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
          text: 'Please confirm today: second sign-off on supplier bank change VC-2291 before 15:00',
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
            text: 'No need to call them: I know Tom Reyes, their finance lead, from way back, and he told me about the change himself.',
            hotspot: 'call-back-line',
          },
        ],
        [
          {
            text: "The letter is on the ticket. It's a simple one, so you can approve it straight from your queue without opening it.",
            hotspot: 'ticket-line',
          },
        ],
        [
          {
            text: "Their invoices go out at 15:00, so please don't hold it up with questions. Thanks, Maya",
            hotspot: 'sign-off',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'The change skipped the call to the number on file, Maya asks you to approve without reading the ticket, and she warns you off questions. Do not approve it; call the supplier on the number in your file and raise it with your manager or the whistle-blowing line.',
    alignment: {
      rating: 'high',
      reason: 'Second sign-offs on supplier changes are your everyday work.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          'It really is Maya, from your own team. An insider uses a real account, so the sender proves nothing either way.',
      },
      {
        id: 'subject-line',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          'A same-day deadline in the subject can feel like pressure, but asking for a second sign-off before the invoice run is ordinary. The subject is not the warning sign; what the e-mail asks you to skip is.',
      },
      {
        id: 'change-line',
        label: 'Line about the bank change',
        redFlag: false,
        explanation:
          "Suppliers do change banks after a merger, and capturing the change is Maya's job. What matters is how it was checked.",
      },
      {
        id: 'call-back-line',
        label: 'Line about the call',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          "Maya skipped the call to the number on file because she knows the supplier's finance lead personally. A close personal tie to a supplier calls for more checking, not less.",
      },
      {
        id: 'ticket-line',
        label: 'Line about the ticket',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'She asks you to approve without reading the ticket, which turns the second check into a rubber stamp. The control only works if the second person looks.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'Warning you off questions is a defensive reaction to being checked. A colleague with nothing to hide is happy for a change to wait a day.',
      },
    ],
    inRealLife:
      "Do not approve the change. Call the supplier on the number in your supplier file yourself and tell your manager or the whistle-blowing hotline what happened; if money is lost, report it to Report Fraud in the United Kingdom or the FBI's IC3 in the United States. [Read the Insider Fraud page](/frauds/InsiderFraud)",
    variants: [
      {
        swap: {
          'Maya Chen': 'Leah Duarte',
          'maya.chen@': 'leah.duarte@',
          Maya: 'Leah',
          Ardent: 'Corbel',
          'Tom Reyes': 'Victor Lam',
          'VC-2291': 'VC-3376',
        },
      },
      {
        swap: {
          'Sam Okafor': 'Jordan Ellis',
          'sam.okafor@': 'jordan.ellis@',
          'Hi Sam,': 'Hi Jordan,',
          '15:00': '14:00',
          'Tue 10 Mar 2026, 11:05': 'Wed 11 Mar 2026, 10:20',
        },
      },
    ],
  },
  {
    id: 'InsiderFraud-d8',
    twin: 'InsiderFraud-d4',
    fraudId: 'InsiderFraud',
    title: 'A late-night request from a team leader',
    setting: 'international',
    scenario:
      "You work in Harbourline Bank's account servicing team, where every change to a customer's account needs the customer's signed form and a ticket. Greg Lowe, who leads a team in another department, sends this e-mail late on a Thursday night.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Greg Lowe',
        address: 'greg.lowe@harbourline.example',
        hotspot: 'sender-address',
      },
      to: 'account-servicing@harbourline.example',
      date: 'Thu 12 Mar 2026, 23:41',
      subject: [
        {
          text: 'Dormant accounts to reactivate: tickets AS-5120 to AS-5131',
          hotspot: 'subject-line',
        },
      ],
      body: [
        ['Hi team,'],
        [
          {
            text: "Please reactivate the 12 dormant accounts in the attached list. Column C gives each customer's ticket number.",
            hotspot: 'reactivate-line',
          },
        ],
        [
          {
            text: "The customers signed the forms at our Eastgate branch on Tuesday, and the scans are on the tickets with Pam's approval. The normal queue tomorrow is fine.",
            hotspot: 'approval-line',
          },
        ],
        [
          {
            text: "Sorry for the late hour, I'm catching up from home now the kids are asleep. Greg",
            hotspot: 'sign-off',
          },
        ],
      ],
      attachments: [
        {
          name: 'dormant_accounts.xlsx',
          type: 'Spreadsheet',
          size: '18 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "The request comes with signed forms, tickets and Pam's approval, leaves the customers' phone numbers alone and waits for tomorrow's queue. The late hour is only when Greg caught up on his e-mail.",
    alignment: {
      rating: 'medium',
      reason: 'Requests from other teams are normal, though rarely at midnight.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation: "It is Greg's own work account, as you would expect from a team leader.",
      },
      {
        id: 'subject-line',
        label: 'Subject',
        redFlag: false,
        explanation:
          'The subject names the tickets behind the request. It asks for nothing outside the normal process.',
      },
      {
        id: 'reactivate-line',
        label: 'Request about dormant accounts',
        redFlag: false,
        cue: 'language',
        explanation:
          'Dormant accounts waking up can point to insider fraud. Here each one has a customer ticket, and nothing changes where the security codes go.',
      },
      {
        id: 'approval-line',
        label: 'Line about forms and approval',
        redFlag: false,
        explanation:
          'Signed forms, tickets and a recorded approval are all in place, and the work waits for the normal queue. That is the process working.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'An e-mail near midnight can look odd, but people with children often catch up from home once the house is quiet. Sending it late is harmless when it asks for nothing to be done tonight.',
      },
      {
        id: 'attachment',
        label: 'Attachment: dormant_accounts.xlsx',
        redFlag: false,
        explanation:
          'A spreadsheet is an ordinary way to share a list at work, and each row points to a ticket.',
      },
    ],
    inRealLife:
      'Work through the tickets in the normal queue, with the signed form for each change as usual. If a request ever comes without forms or tickets, or asks you to change contact details in a rush, tell your own manager or use the whistle-blowing line. [Read the Insider Fraud page](/frauds/InsiderFraud)',
    variants: [
      {
        swap: {
          'Greg Lowe': 'Dennis Hart',
          'greg.lowe@': 'dennis.hart@',
          Greg: 'Dennis',
          Pam: 'Colette',
          '12 dormant': '9 dormant',
          'AS-5131': 'AS-5128',
        },
      },
      {
        swap: {
          'a Thursday night': 'a Tuesday night',
          'Thu 12 Mar 2026': 'Tue 10 Mar 2026',
          'on Tuesday': 'on Monday',
          Eastgate: 'Lakeview',
          '12 dormant': '15 dormant',
          'AS-5131': 'AS-5134',
        },
      },
    ],
  },
];
