import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Ransomware-d1',
    fraudId: 'Ransomware',
    title: 'An overdue invoice from a supplier',
    setting: 'international',
    scenario:
      'You work in accounts payable at Harbourline Bank. You pay Brightwell Office Supplies every month, and its invoices always come from billing@brightwelloffice.example as PDF files.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Brightwell Office Supplies',
        address: 'billing@brightwell-office-invoices.example',
        hotspot: 'sender-address',
      },
      to: 'accounts.payable@harbourline.example',
      date: 'Tue 10 Mar 2026, 08:14',
      subject: ['Overdue invoice 88213: final reminder'],
      body: [
        [{ text: 'Hello accounts team,', hotspot: 'greeting' }],
        [
          'Please find attached invoice 88213 for the February toner order ($2,418.60). Our records show it is now 30 days overdue.',
        ],
        [
          {
            text: 'The invoice is protected. If you see a yellow bar, click Enable Editing and then Enable Content so that it can display.',
            hotspot: 'instructions-line',
          },
        ],
        [
          'Kind regards,',
          ' Dana Whitfield, Brightwell Office Supplies, ',
          { text: '+1 202 555 0168', hotspot: 'signature-phone' },
        ],
      ],
      attachments: [
        {
          name: 'Invoice_88213.docm',
          type: 'Document with macros',
          size: '148 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a ransomware lure. A macro document that asks you to enable content is one of the commonest ways in, and the sender is not the domain Brightwell always uses. Report it without opening the attachment.',
    alignment: {
      rating: 'high',
      reason:
        'Accounts payable pays this supplier every month, so an overdue invoice fits daily work.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Brightwell always writes from brightwelloffice.example. This address only borrows the name, which is how a look-alike domain works.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation:
          'A greeting to the whole team is normal for invoices sent to a shared mailbox. It is not a warning sign here.',
      },
      {
        id: 'instructions-line',
        label: 'Line about the yellow bar',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'Enable Content switches on the macros inside the file, and the macros can install ransomware. A real invoice never needs you to do that.',
      },
      {
        id: 'signature-phone',
        label: 'Phone number in the signature',
        redFlag: false,
        explanation:
          'A phone number in a signature is normal. If you want to check, use the number in your supplier records instead of this one.',
      },
      {
        id: 'attachment',
        label: 'Attachment: Invoice_88213.docm',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The "m" in .docm means the document carries macros. Brightwell sends PDFs, so a macro file that claims to be an invoice is a classic ransomware trap.',
      },
    ],
    inRealLife:
      'Do not open the attachment. Use the report button or forward the e-mail to your security team, and check the invoice with Brightwell on the number in your supplier records. If someone already enabled content, unplug that computer from the network and tell IT at once. In the United States, the bank reports ransomware to the FBI Internet Crime Complaint Center (IC3) and CISA.',
  },
  {
    id: 'Ransomware-d2',
    fraudId: 'Ransomware',
    title: 'A page that opens instead of a spreadsheet',
    setting: 'za',
    scenario:
      "You work at a Marula Bank branch in Polokwane. You open a spreadsheet on the branch's shared drive, and your browser shows this page instead. Two colleagues say their files will not open either.",
    artefact: {
      medium: 'web',
      url: 'http://fileserver.marulabank.example/branch-0412/READ-ME-RESTORE-FILES.html',
      urlHotspot: 'address',
      padlock: false,
      title: 'ATTENTION MARULA BANK',
      body: [
        [
          {
            text: 'All your files are encrypted. Every file now ends in .mrlk, for example Loans_March.xlsx.mrlk and Staff_Leave.docx.mrlk.',
            hotspot: 'file-names-line',
          },
        ],
        [
          {
            text: 'Before we locked them, we downloaded 212 GB of your customer records.',
            hotspot: 'download-line',
          },
        ],
        [
          {
            text: 'Your antivirus is off and your backups are deleted. We used your own administrator account.',
            hotspot: 'antivirus-line',
          },
        ],
        [
          {
            text: 'Pay R4 500 000 in Bitcoin within 72 hours, or we publish everything and the price doubles.',
            hotspot: 'payment-line',
          },
        ],
        [
          {
            text: 'Your case ID is MB-0412-7731. Quote it on our chat page.',
            hotspot: 'case-id-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a ransom note, and it means the attack is already inside the network. Report it to IT security at once; do not pay, reply or try to fix it yourself.',
    alignment: {
      rating: 'low',
      reason: 'Nothing here looks like normal work: a ransom note announces itself.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The address is the bank's own file server, so the address itself is not the problem. It does show that the note sits inside the network.",
      },
      {
        id: 'file-names-line',
        label: 'Line about file names',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'Files that suddenly get a strange new extension and will not open are the mark of ransomware encryption.',
      },
      {
        id: 'download-line',
        label: 'Line about customer records',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Gangs copy data out before they lock it, so that they can threaten to leak it. The bank must treat this as a data breach too.',
      },
      {
        id: 'antivirus-line',
        label: 'Line about antivirus and backups',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'Switching off antivirus and deleting backups is what attackers do just before they encrypt, so that the bank cannot restore.',
      },
      {
        id: 'payment-line',
        label: 'Payment demand',
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'A ransom demand with a short deadline and a rising price is built to make you panic and pay before anyone thinks.',
      },
      {
        id: 'case-id-line',
        label: 'Case ID line',
        redFlag: false,
        explanation:
          'A case ID is only how the gang tracks its victims. Note it for the incident team, but it tells you nothing new.',
      },
    ],
    inRealLife:
      'Leave the computer on but unplug its network cable or switch off Wi-Fi, and call IT security straight away. Do not pay or contact the gang. The bank reports the attack to the Cybersecurity Hub, tells the Information Regulator if personal data was taken, and opens a case with SAPS.',
  },
  {
    id: 'Ransomware-d3',
    fraudId: 'Ransomware',
    title: 'A call from the IT service desk',
    setting: 'za',
    scenario:
      "You work in Marula Bank's Durban office. This morning you logged ticket INC-20418 because your e-mail keeps freezing. Your desk phone rings and shows the service desk's number, 031 555 0144, which is on the intranet.",
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Marula IT Service Desk', number: '031 555 0144', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            "Hi, it's Sipho from the IT service desk. ",
            {
              text: "I'm calling about your ticket INC-20418, the e-mail that keeps freezing.",
              hotspot: 'ticket-line',
            },
          ],
        },
        { speaker: 'you', text: ['Yes, hi. It froze again just now.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'I need to look at your screen. Please open the Marula App Catalogue on your desktop and run Marula Remote Support. It shows a six-digit session code; read it to me.',
              hotspot: 'remote-access-request',
            },
          ],
        },
        { speaker: 'you', text: ['How do I know this is really IT?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Good question. Hang up and call the service desk number on the intranet, and ask for Sipho. My name is on the ticket.',
              hotspot: 'call-back-offer',
            },
            ' I will never ask for your password.',
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'While I am connected you will see a red border round your screen, and you can end the session at any time.',
              hotspot: 'session-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This is a real support call. The caller knows your own ticket, uses the bank's approved tool from the App Catalogue, asks for no password and invites you to call back. Calling back on the intranet number first is also a good move.",
    alignment: {
      rating: 'high',
      reason: 'You logged the ticket yourself this morning, so a call about it is expected.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller ID',
        redFlag: false,
        explanation:
          'The number matches the service desk number on the intranet. Caller IDs can be faked, which is why the call-back offer matters more.',
      },
      {
        id: 'ticket-line',
        label: 'Line about the ticket',
        redFlag: false,
        explanation:
          'The caller knows the ticket number and the problem you logged today. An outsider would not know either.',
      },
      {
        id: 'remote-access-request',
        label: 'Request to share your screen',
        redFlag: false,
        cue: 'technical',
        explanation:
          "Remote-access tools that nobody approved are a ransomware warning sign, so this can look alarming. Here the tool comes from the bank's own App Catalogue and you start the session yourself.",
      },
      {
        id: 'call-back-offer',
        label: 'Offer to call back',
        redFlag: false,
        explanation:
          'A real colleague is happy for you to hang up and call back on a number you already know. A criminal tries to keep you on the line.',
      },
      {
        id: 'session-line',
        label: 'Line about the red border',
        redFlag: false,
        explanation:
          'Approved support tools show that a session is running and let you end it. That is how it should work.',
      },
    ],
    inRealLife:
      'Let IT help when the call is about your own ticket, the tool comes from the App Catalogue and nobody asks for your password. If anything feels off, hang up and call the service desk on the intranet number. If a caller asks you to download a tool from a website, report it to IT security; the bank reports such attempts to the Cybersecurity Hub.',
  },
];
