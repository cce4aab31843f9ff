import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'BusinessEmailCompromise-d1',
    fraudId: 'BusinessEmailCompromise',
    title: 'An e-mail from a supplier about an invoice',
    setting: 'za',
    scenario:
      'You pay suppliers at Karoo Fresh Produce in Bloemfontein. Umgeni Packaging has supplied you for six years, writes from accounts@umgenipack.example, and its next invoice of R 184 300 is due on Friday.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Umgeni Packaging Accounts',
        address: 'accounts@umgenipack.example',
        hotspot: 'sender-address',
      },
      replyTo: { address: 'umgenipack.accounts@mailbox-za.example', hotspot: 'reply-to' },
      to: 'creditors@karoofresh.example',
      date: 'Wed 11 Mar 2026, 10:26',
      subject: ['RE: Invoice UP-20931 – updated banking details'],
      body: [
        ['Good morning Lerato,'],
        [
          {
            text: 'Please note that we have moved our banking to Mthatha Mutual Bank. Kindly update your records and pay invoice UP-20931 into the new account in the attached letter.',
            hotspot: 'bank-change-line',
          },
        ],
        [
          {
            text: 'Our office lines are down while we move premises, so please do not phone. If you need us, use my cell on 076 555 0128.',
            hotspot: 'phone-line',
          },
        ],
        [
          {
            text: 'We need this payment by Friday or deliveries will be put on hold.',
            hotspot: 'deadline-line',
          },
        ],
        ['Regards,', ' Nomsa Khumalo, Accounts, Umgeni Packaging'],
      ],
      attachments: [
        {
          name: 'Umgeni_new_banking_details.pdf',
          type: 'PDF document',
          size: '212 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "This is business e-mail compromise. The message comes from the supplier's real address, so its mailbox is probably hacked, but replies go elsewhere, the bank details change just before a big payment, and you are told not to phone. Call Umgeni on the number in your supplier file before changing anything.",
    alignment: {
      rating: 'high',
      reason: 'You pay this supplier every month and this exact invoice is due on Friday.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "This is Umgeni's real address, which is why the e-mail feels safe. In BEC the criminal often writes from the supplier's own hacked mailbox.",
      },
      {
        id: 'reply-to',
        label: 'Reply-to address',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'Your reply would go to a different mailbox, not to umgenipack.example. That lets the criminal keep the conversation away from the real supplier.',
      },
      {
        id: 'bank-change-line',
        label: 'Line about the new bank',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'New bank details by e-mail just before a large payment is the heart of this fraud. Always confirm a change on a number you already have.',
      },
      {
        id: 'phone-line',
        label: 'Line about phoning',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'Asking you not to phone, and giving a new cell number instead, blocks the one check that would catch the fraud. The new number reaches the criminal.',
      },
      {
        id: 'deadline-line',
        label: 'Line about Friday',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'The threat to stop deliveries adds pressure to pay before anyone checks. A real supplier would rather wait a day than be paid into the wrong account.',
      },
      {
        id: 'attachment',
        label: 'Attachment: Umgeni_new_banking_details.pdf',
        redFlag: false,
        explanation:
          'A letter on a letterhead is easy to forge, so it proves nothing. The PDF itself is not the warning sign; the change it asks for is.',
      },
    ],
    inRealLife:
      "Call the supplier on the number in your own records, not the one in the e-mail, before you change any bank details. If you already paid, call your bank's fraud line at once for a recall and open a case with SAPS. [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
  },
  {
    id: 'BusinessEmailCompromise-d2',
    fraudId: 'BusinessEmailCompromise',
    title: 'An e-mail from the chief executive',
    setting: 'international',
    scenario:
      'You are a treasury officer at Cedar Valley Bank. The chief executive, Marcus Hale, writes from marcus.hale@cedarvalleybank.example and is away at an investor meeting this week.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Marcus Hale',
        address: 'marcus.hale@cedarvalley-bank.example',
        hotspot: 'sender-address',
      },
      to: 'r.okafor@cedarvalleybank.example',
      date: 'Tue 10 Mar 2026, 13:02',
      subject: [{ text: 'Quick favor – confidential', hotspot: 'subject-line' }],
      body: [
        ['Rachel,'],
        [
          {
            text: 'I need a wire of $86,500 sent today for a confidential settlement. Please keep this between us until it is announced, and skip the usual sign-off; I will approve it when I am back.',
            hotspot: 'request-line',
          },
        ],
        [
          {
            text: 'I am in back-to-back meetings, so e-mail only please.',
            hotspot: 'meetings-line',
          },
        ],
        [{ text: 'Sent from my phone', hotspot: 'signature' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is CEO fraud. The address is one hyphen away from the real one, and the request is urgent, secret and skips the approval. Check with Marcus on a known number or with his assistant, and report the e-mail.',
    alignment: {
      rating: 'high',
      reason:
        'Treasury officers do send urgent wires, and the chief executive really is travelling.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          "The bank's domain is cedarvalleybank.example; this one adds a hyphen. A look-alike domain costs a criminal a few dollars.",
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        explanation:
          'Bosses write short subjects all the time. The subject only matters together with the request in the body.',
      },
      {
        id: 'request-line',
        label: 'Request for the wire',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'An urgent, confidential transfer that skips the sign-off is exactly what the approval rule exists to stop. No real chief executive needs you to break it.',
      },
      {
        id: 'meetings-line',
        label: 'Line about meetings',
        redFlag: false,
        explanation:
          'Busy executives do say this, so it is not a flag by itself. It becomes one only if it stops you from checking.',
      },
      {
        id: 'signature',
        label: 'Signature',
        redFlag: false,
        explanation:
          '"Sent from my phone" is common on real e-mails. It explains the short style and proves nothing.',
      },
    ],
    inRealLife:
      "Do not send the wire. Call the executive on the number you already have or ask another approver, and report the e-mail to your security team. If money left, call your bank at once and report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
  },
  {
    id: 'BusinessEmailCompromise-d3',
    fraudId: 'BusinessEmailCompromise',
    title: 'A letter from a supplier about its bank account',
    setting: 'za',
    scenario:
      'You pay suppliers at Protea Bank. Yesterday you phoned Lowveld Office Furniture on the number in your supplier file about this letter, and its finance manager confirmed the change and the new account number with you.',
    artefact: {
      medium: 'letter',
      from: {
        name: 'Lowveld Office Furniture (Pty) Ltd',
        address: '14 Industria Road, Mbombela, 1201',
        email: 'finance@lowveldoffice.example',
        hotspot: 'letterhead',
      },
      to: 'Creditors Department, Protea Bank, Johannesburg',
      date: '2 March 2026',
      reference: 'Supplier number S-4471',
      currency: 'ZAR',
      lines: [],
      bankDetails: {
        bank: 'Karoo Commercial Bank',
        accountName: 'Lowveld Office Furniture (Pty) Ltd',
        accountNumber: '62 4410 9983',
        branchCode: '880412',
        hotspot: 'bank-details',
      },
      body: [
        [
          {
            text: 'Following our merger with Sabie Timber Works, we are moving our banking to Karoo Commercial Bank from 1 April 2026.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'Please do not act on this letter alone. Phone our finance manager on the number in your existing supplier records to confirm the new details before you change them.',
            hotspot: 'confirm-line',
          },
        ],
        ['Payments into our old account will be accepted until 30 April 2026.'],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This change is real. You confirmed it by phoning the number you already had, the account is in the company's own name, and the letter gives you time instead of pressure. That is exactly how a bank change should be handled.",
    alignment: {
      rating: 'high',
      reason: 'You pay this supplier and you made the confirmation call yourself.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead and address',
        redFlag: false,
        explanation:
          'The address and e-mail match your supplier file. A letterhead alone proves little, which is why the call you made matters.',
      },
      {
        id: 'change-line',
        label: 'Line about the move to a new bank',
        redFlag: false,
        cue: 'language',
        explanation:
          'A change of bank looks like the classic warning sign, but mergers really do cause them. Your call on the known number is what turns it into a safe change.',
      },
      {
        id: 'confirm-line',
        label: 'Line asking you to confirm by phone',
        redFlag: false,
        explanation:
          'A real supplier asks you to check through your own records. A criminal asks you not to phone, or gives you a new number.',
      },
      {
        id: 'bank-details',
        label: 'New bank details',
        redFlag: false,
        cue: 'technical',
        explanation:
          "The new account is in the supplier's own registered name, and the finance manager read you the same number on the phone. Both match.",
      },
    ],
    inRealLife:
      "Change bank details only after a call to the number you already have, and keep a note of who confirmed it. If a change ever comes with pressure or a new phone number, report it to your bank's fraud line. [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
  },
];
