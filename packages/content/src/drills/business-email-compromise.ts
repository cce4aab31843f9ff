import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'BusinessEmailCompromise-d1',
    twin: 'BusinessEmailCompromise-d4',
    fraudId: 'BusinessEmailCompromise',
    title: 'An e-mail from a supplier about an invoice',
    setting: 'za',
    scenario:
      'You pay suppliers at Karoo Fresh Produce in Bloemfontein. Umgeni Packaging has supplied you for six years from accounts@umgenipack.example, and your supplier file has its office number, 031 555 0120, and its Protea Bank account. Its next invoice, R 184 300, is due on Friday.',
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
      subject: [
        { text: 'RE: Invoice UP-20931 – updated banking details', hotspot: 'subject-line' },
      ],
      body: [
        [{ text: 'Good morning Lerato,', hotspot: 'greeting' }],
        [
          {
            text: 'Please note that we have moved our banking to Mthatha Mutual Bank. Kindly pay invoice UP-20931 into the new account shown on the attached invoice.',
            hotspot: 'account-line',
          },
        ],
        [
          {
            text: 'We need this payment by Friday or deliveries will be put on hold.',
            hotspot: 'deadline-line',
          },
        ],
        [
          {
            text: 'Regards, Nomsa Khumalo, Accounts. Our office lines are down while we move, so please call my cell on 076 555 0128.',
            hotspot: 'sign-off',
          },
        ],
      ],
      attachments: [
        {
          name: 'Invoice_UP-20931.pdf',
          type: 'PDF document',
          size: '212 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "This is business e-mail compromise. The message comes from the supplier's real address, so its mailbox is probably hacked, but replies go elsewhere, the bank changes just before a big payment, and the sign-off steers you away from the office number. Call Umgeni on 031 555 0120 from your supplier file before changing anything.",
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
        id: 'subject-line',
        label: 'Subject line',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'A subject about new banking details, on a reply to a real invoice thread, is how this fraud usually opens. It turns a routine payment into a change of account.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation:
          'The greeting uses your name, as the real supplier does. A criminal reading a hacked mailbox knows your name too, so it proves nothing.',
      },
      {
        id: 'account-line',
        label: 'Line about the account',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'New bank details by e-mail just before a large payment is the heart of this fraud. Your supplier file says Protea Bank, not Mthatha Mutual Bank.',
      },
      {
        id: 'deadline-line',
        label: 'Line about Friday',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A threat to hold deliveries sounds like pressure, but Friday is the real due date and real suppliers do chase payment. The deadline is not the warning sign here; the new account is.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'Saying the office lines are down and giving a new cell number blocks the one check that would catch the fraud. The number in your file is 031 555 0120.',
      },
      {
        id: 'attachment',
        label: 'Attachment: Invoice_UP-20931.pdf',
        redFlag: false,
        explanation:
          'An invoice PDF is what this supplier always sends, and a forged one looks the same. The file proves nothing; the account it asks you to pay does.',
      },
    ],
    inRealLife:
      "Call the supplier on the number in your own records, not the one in the e-mail, before you change any bank details. If you already paid, call your bank's fraud line at once for a recall and open a case with SAPS. [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
    variants: [
      {
        swap: {
          Lerato: 'Pieter',
          'Nomsa Khumalo': 'Zodwa Mthembu',
          '076 555 0128': '072 555 0194',
          'UP-20931': 'UP-21407',
          'R 184 300': 'R 167 850',
          Bloemfontein: 'Kimberley',
        },
      },
      {
        swap: {
          Umgeni: 'Tugela',
          umgenipack: 'tugelapack',
          '031 555 0120': '031 555 0152',
          'Mthatha Mutual Bank': 'Kei Mutual Bank',
          'Nomsa Khumalo': 'Precious Sibiya',
          'UP-20931': 'TP-20931',
        },
      },
    ],
  },
  {
    id: 'BusinessEmailCompromise-d2',
    twin: 'BusinessEmailCompromise-d5',
    fraudId: 'BusinessEmailCompromise',
    title: 'An e-mail from the chief executive',
    setting: 'international',
    scenario:
      'You are a treasury officer at Cedar Valley Bank, where every wire over $50,000 needs a second approver in the payment system. The chief executive, Marcus Hale, writes from marcus.hale@cedarvalleybank.example and is away at an investor meeting this week.',
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
            text: 'I need a wire of $86,500 sent today for a settlement; the payee details are attached. Please keep this between us until it is announced, and skip the usual second approval. I will sign it off when I am back.',
            hotspot: 'request-line',
          },
        ],
        [
          {
            text: 'I am in back-to-back meetings until six, so I may be slow to reply.',
            hotspot: 'meetings-line',
          },
        ],
        [
          {
            text: 'Sent from my phone · Cedar Valley Bank will never ask for your password or PIN by e-mail.',
            hotspot: 'signature',
          },
        ],
      ],
      attachments: [
        {
          name: 'Settlement_payee_details.pdf',
          type: 'PDF document',
          size: '96 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is CEO fraud. The address is one hyphen away from the real one, and the request is urgent, secret and skips the second approval. Check with Marcus on a known number or with his assistant, and report the e-mail.',
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
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'A "quick favor" marked confidential asks you to treat a payment as a personal secret. Real payment requests name the deal and go through the normal queue.',
      },
      {
        id: 'request-line',
        label: 'Request for the wire',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'An urgent, confidential transfer that skips the second approval is exactly what the approval rule exists to stop. No real chief executive needs you to break it.',
      },
      {
        id: 'meetings-line',
        label: 'Line about meetings',
        redFlag: false,
        explanation:
          'Busy executives do say this, so it is not a flag by itself. It would become one only if it stopped you from checking.',
      },
      {
        id: 'signature',
        label: 'Signature',
        redFlag: false,
        cue: 'language',
        explanation:
          'A security notice about passwords and PINs looks alarming, but the bank adds it to every e-mail and anyone can copy it. Like "Sent from my phone", it proves nothing either way.',
      },
      {
        id: 'attachment',
        label: 'Attachment: Settlement_payee_details.pdf',
        redFlag: false,
        explanation:
          'Payee details in a PDF are normal for a settlement. The file cannot tell you who sent it or whether the payee is real.',
      },
    ],
    inRealLife:
      "Do not send the wire. Call the executive on the number you already have or ask another approver, and report the e-mail to your security team. If money left, call your bank at once and report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
    variants: [
      {
        swap: {
          'Marcus Hale': 'Gregory Lund',
          'marcus.hale@': 'gregory.lund@',
          Marcus: 'Gregory',
          '$86,500': '$92,300',
          Rachel: 'Tom',
          'r.okafor@': 't.nguyen@',
        },
      },
      {
        swap: {
          'Cedar Valley Bank': 'Pine Ridge Bank',
          cedarvalleybank: 'pineridgebank',
          'cedarvalley-bank': 'pineridge-bank',
          '$86,500': '$74,200',
          'Tue 10 Mar 2026, 13:02': 'Thu 12 Mar 2026, 11:48',
          'until six': 'until five',
        },
      },
    ],
  },
  {
    id: 'BusinessEmailCompromise-d3',
    twin: 'BusinessEmailCompromise-d6',
    fraudId: 'BusinessEmailCompromise',
    title: 'A letter from a supplier about its bank account',
    setting: 'za',
    scenario:
      'You pay suppliers at Protea Bank. Lowveld Office Furniture is supplier S-4471 in your supplier file, which lists finance@lowveldoffice.example and the office number 013 555 0147, and this letter arrives in the post.',
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
            text: 'Following our merger with Sabie Timber Works, we are moving our banking to Karoo Commercial Bank from 1 April 2026. The new bank details below apply to any payment after that date.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'Please do not act on this letter alone. Phone our finance manager on the number in your supplier records before you change our details.',
            hotspot: 'phone-line',
          },
        ],
        [
          {
            text: 'Payments into our old account will be accepted until 30 April 2026.',
            hotspot: 'old-account-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This letter is real. The letterhead matches your supplier file, the new account is in the company's own name, it gives you weeks rather than days, and it asks you to phone the number you already have. Trusting it means doing what it says.",
    alignment: {
      rating: 'high',
      reason: 'You pay this supplier, and a letter about its bank account lands on your desk.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead and address',
        redFlag: false,
        explanation:
          'The address and e-mail match your supplier file. A letterhead alone proves little, so read what the letter asks of you.',
      },
      {
        id: 'change-line',
        label: 'Line about the move to a new bank',
        redFlag: false,
        cue: 'language',
        explanation:
          'A change of bank looks like the classic warning sign, but mergers really do cause them. What makes this one safe is how the letter asks you to handle it.',
      },
      {
        id: 'phone-line',
        label: 'Line about phoning',
        redFlag: false,
        explanation:
          'A real supplier asks you to check through your own records. A criminal asks you not to phone, or gives you a new number.',
      },
      {
        id: 'old-account-line',
        label: 'Line about the old account',
        redFlag: false,
        explanation:
          'The old account keeps working for weeks, so there is no rush. A criminal wants the change made before anyone checks.',
      },
      {
        id: 'bank-details',
        label: 'New bank details',
        redFlag: false,
        cue: 'technical',
        explanation:
          "New account details always look risky, but this account is in the supplier's own registered name. It is the name your file has.",
      },
    ],
    inRealLife:
      "Change bank details only after a call to the number you already have, and keep a note of who you spoke to. If a change ever comes with pressure or a new phone number, report it to your bank's fraud line. [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
    variants: [
      {
        swap: {
          'Sabie Timber Works': 'Graskop Sawmills',
          '62 4410 9983': '62 8835 1206',
          'S-4471': 'S-3198',
          '14 Industria Road': '7 Bosbok Street',
          '013 555 0147': '013 555 0161',
        },
      },
      {
        swap: {
          Lowveld: 'Marloth',
          lowveldoffice: 'marlothoffice',
          Mbombela: 'White River',
          '2 March 2026': '4 March 2026',
          '30 April 2026': '15 May 2026',
        },
      },
    ],
  },
  {
    id: 'BusinessEmailCompromise-d4',
    twin: 'BusinessEmailCompromise-d1',
    fraudId: 'BusinessEmailCompromise',
    title: 'An e-mail from a supplier about an invoice',
    setting: 'za',
    scenario:
      'You pay suppliers at Karoo Fresh Produce in Bloemfontein. Umgeni Packaging has supplied you for six years from accounts@umgenipack.example, and your supplier file has its office number, 031 555 0120, and its Protea Bank account. Its next invoice, R 184 300, is due on Friday.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Umgeni Packaging Accounts',
        address: 'accounts@umgenipack.example',
        hotspot: 'sender-address',
      },
      replyTo: { address: 'accounts@umgenipack.example', hotspot: 'reply-to' },
      to: 'creditors@karoofresh.example',
      date: 'Wed 11 Mar 2026, 10:26',
      subject: [{ text: 'RE: Invoice UP-20931 – payment due Friday', hotspot: 'subject-line' }],
      body: [
        [{ text: 'Good morning Lerato,', hotspot: 'greeting' }],
        [
          {
            text: 'Please pay invoice UP-20931 into our usual Protea Bank account, as shown on the attached invoice.',
            hotspot: 'account-line',
          },
        ],
        [
          {
            text: 'We need this payment by Friday or deliveries will be put on hold.',
            hotspot: 'deadline-line',
          },
        ],
        [
          {
            text: 'Regards, Nomsa Khumalo, Accounts. Any questions, call our office on 031 555 0120.',
            hotspot: 'sign-off',
          },
        ],
      ],
      attachments: [
        {
          name: 'Invoice_UP-20931.pdf',
          type: 'PDF document',
          size: '212 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a normal payment reminder. Replies go back to umgenipack.example, it asks you to pay the usual Protea Bank account, and it gives the office number from your supplier file. Pay it as usual.',
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
          "This is Umgeni's real address. On its own that proves little, because mailboxes get hacked, so check what the e-mail asks for.",
      },
      {
        id: 'reply-to',
        label: 'Reply-to address',
        redFlag: false,
        explanation:
          'Replies go to the same umgenipack.example address the e-mail came from. Nothing steers the conversation elsewhere.',
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        explanation:
          'A reminder about a due invoice is routine. The subject changes nothing about how or where you pay.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation:
          'The greeting uses your name, as this supplier always does. It proves nothing either way.',
      },
      {
        id: 'account-line',
        label: 'Line about the account',
        redFlag: false,
        explanation:
          'It asks you to pay the usual Protea Bank account, the one in your supplier file. No bank details change.',
      },
      {
        id: 'deadline-line',
        label: 'Line about Friday',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A threat to hold deliveries sounds like pressure, but Friday is the real due date in your records. Suppliers do chase late payers.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        explanation:
          'The number given is 031 555 0120, the office number in your supplier file. A criminal would give you a new one.',
      },
      {
        id: 'attachment',
        label: 'Attachment: Invoice_UP-20931.pdf',
        redFlag: false,
        explanation:
          'An invoice PDF is what this supplier always sends. It proves nothing by itself, but it asks for nothing new.',
      },
    ],
    inRealLife:
      "Pay suppliers only into the account in your own records. If an e-mail like this ever changes the account, the reply-to or the phone number, call the supplier on the number you already have and tell your bank's fraud line. [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
    variants: [
      {
        swap: {
          Lerato: 'Pieter',
          'Nomsa Khumalo': 'Zodwa Mthembu',
          'UP-20931': 'UP-21407',
          'R 184 300': 'R 167 850',
          Bloemfontein: 'Kimberley',
        },
      },
      {
        swap: {
          Umgeni: 'Tugela',
          umgenipack: 'tugelapack',
          '031 555 0120': '031 555 0152',
          'Nomsa Khumalo': 'Precious Sibiya',
          'UP-20931': 'TP-20931',
        },
      },
    ],
  },
  {
    id: 'BusinessEmailCompromise-d5',
    twin: 'BusinessEmailCompromise-d2',
    fraudId: 'BusinessEmailCompromise',
    title: 'An e-mail from the chief executive',
    setting: 'international',
    scenario:
      'You are a treasury officer at Cedar Valley Bank, where every wire over $50,000 needs a second approver in the payment system. The chief executive, Marcus Hale, writes from marcus.hale@cedarvalleybank.example and is away at an investor meeting this week.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Marcus Hale',
        address: 'marcus.hale@cedarvalleybank.example',
        hotspot: 'sender-address',
      },
      to: 'r.okafor@cedarvalleybank.example',
      date: 'Tue 10 Mar 2026, 13:02',
      subject: [{ text: 'Halden settlement – wire needed today', hotspot: 'subject-line' }],
      body: [
        ['Rachel,'],
        [
          {
            text: 'I need a wire of $86,500 sent today for the Halden settlement; the payee details from legal are attached. Please book it in the payment system as usual, and Priya will do the second approval.',
            hotspot: 'request-line',
          },
        ],
        [
          {
            text: 'I am in back-to-back meetings until six, so I may be slow to reply.',
            hotspot: 'meetings-line',
          },
        ],
        [
          {
            text: 'Sent from my phone · Cedar Valley Bank will never ask for your password or PIN by e-mail.',
            hotspot: 'signature',
          },
        ],
      ],
      attachments: [
        {
          name: 'Settlement_payee_details.pdf',
          type: 'PDF document',
          size: '96 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real request. It comes from the real cedarvalleybank.example address, names the deal, and sends the wire through the payment system with a second approver. Urgency is normal for a settlement when no control is skipped.',
    alignment: {
      rating: 'high',
      reason:
        'Treasury officers do send urgent wires, and the chief executive really is travelling.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "The address is marcus.hale@cedarvalleybank.example, the bank's own domain with nothing added. That is the first thing to check, and it fits.",
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        cue: 'tactics',
        explanation:
          '"Wire needed today" sounds like pressure, but it names a real deal instead of a secret favour. Settlements often do have a same-day deadline.',
      },
      {
        id: 'request-line',
        label: 'Request for the wire',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'An urgent wire from the chief executive looks like the classic trick, but this one goes through the payment system with a second approver. Nothing is kept secret and no check is skipped.',
      },
      {
        id: 'meetings-line',
        label: 'Line about meetings',
        redFlag: false,
        explanation:
          'Busy executives do say this. It does not stop you from checking, and the second approver does that anyway.',
      },
      {
        id: 'signature',
        label: 'Signature',
        redFlag: false,
        cue: 'language',
        explanation:
          'A security notice about passwords and PINs looks alarming, but the bank adds it to every e-mail and anyone can copy it. Like "Sent from my phone", it proves nothing either way.',
      },
      {
        id: 'attachment',
        label: 'Attachment: Settlement_payee_details.pdf',
        redFlag: false,
        explanation:
          'Payee details from legal in a PDF are normal for a settlement. The second approver checks them against the papers.',
      },
    ],
    inRealLife:
      'Send large wires only through the payment system with its second approver, whoever asks. If a request ever comes from a look-alike address or asks you to skip an approval, call the sender on a known number and report it to your security team. [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)',
    variants: [
      {
        swap: {
          'Marcus Hale': 'Gregory Lund',
          'marcus.hale@': 'gregory.lund@',
          '$86,500': '$92,300',
          Halden: 'Brantley',
          Priya: 'Owen',
          Rachel: 'Tom',
        },
      },
      {
        swap: {
          'Cedar Valley Bank': 'Pine Ridge Bank',
          cedarvalleybank: 'pineridgebank',
          '$86,500': '$74,200',
          'Tue 10 Mar 2026, 13:02': 'Thu 12 Mar 2026, 11:48',
          Halden: 'Corwin',
          Priya: 'Dmitri',
        },
      },
    ],
  },
  {
    id: 'BusinessEmailCompromise-d6',
    twin: 'BusinessEmailCompromise-d3',
    fraudId: 'BusinessEmailCompromise',
    title: 'A letter from a supplier about its bank account',
    setting: 'za',
    scenario:
      'You pay suppliers at Protea Bank. Lowveld Office Furniture is supplier S-4471 in your supplier file, which lists finance@lowveldoffice.example and the office number 013 555 0147, and this letter arrives in the post.',
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
        accountName: 'LOF Trading Services',
        accountNumber: '62 4410 7731',
        branchCode: '880412',
        hotspot: 'bank-details',
      },
      body: [
        [
          {
            text: 'Following our merger with Sabie Timber Works, we are moving our banking to Karoo Commercial Bank from 1 April 2026. The new bank details below apply to any payment after that date.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'Our old phone lines close with the merger. If you have questions, phone our new finance office on 013 555 0188.',
            hotspot: 'phone-line',
          },
        ],
        [
          {
            text: 'Payments into our old account will be returned from 5 March 2026, so please update your records today.',
            hotspot: 'old-account-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "This letter is a fraud. It sends you to a new phone number instead of the one in your file, rushes the change, and the new account is not in the company's name. Phone Lowveld on 013 555 0147 from your supplier file and change nothing until they answer.",
    alignment: {
      rating: 'high',
      reason: 'You pay this supplier, and a letter about its bank account lands on your desk.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead and address',
        redFlag: false,
        explanation:
          'The letterhead matches your file because it is easy to copy from an old invoice. It proves nothing either way.',
      },
      {
        id: 'change-line',
        label: 'Line about the move to a new bank',
        redFlag: false,
        cue: 'language',
        explanation:
          'New bank details look like the classic warning sign, but suppliers really do change banks after a merger. How the letter wants you to make the change decides, not the news itself.',
      },
      {
        id: 'phone-line',
        label: 'Line about phoning',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'Your file has 013 555 0147, and the letter gives a new number instead. A call to the new number reaches the criminal, who will happily "confirm" the change.',
      },
      {
        id: 'old-account-line',
        label: 'Line about the old account',
        redFlag: true,
        cue: 'tactics',
        teaches: 6,
        explanation:
          'Returning payments from three days away, for a move that starts in April, is pressure to change the details before anyone checks. A real supplier gives you time.',
      },
      {
        id: 'bank-details',
        label: 'New bank details',
        redFlag: true,
        cue: 'errors',
        teaches: 4,
        explanation:
          'The account is in the name "LOF Trading Services", not Lowveld Office Furniture (Pty) Ltd. A different account name is a classic sign the money goes elsewhere.',
      },
    ],
    inRealLife:
      "Change bank details only after a call to the number you already have. If you already paid into the new account, call your bank's fraud line at once for a recall and open a case with SAPS. [Read the Business Email Compromise page](/frauds/BusinessEmailCompromise)",
    variants: [
      {
        swap: {
          'Sabie Timber Works': 'Graskop Sawmills',
          '62 4410 7731': '62 5528 0419',
          'S-4471': 'S-3198',
          '013 555 0147': '013 555 0161',
          '013 555 0188': '013 555 0176',
          '14 Industria Road': '7 Bosbok Street',
        },
      },
      {
        swap: {
          Lowveld: 'Marloth',
          lowveldoffice: 'marlothoffice',
          'LOF Trading Services': 'MOF Trading Services',
          Mbombela: 'White River',
          '2 March 2026': '4 March 2026',
          '5 March 2026': '7 March 2026',
        },
      },
    ],
  },
];
