import type { Drill } from '../drill-types';

/*
 * Three twin pairs. Each scam and its legitimate twin share the title, the scenario and the
 * hotspots; they differ exactly where the scam's red flags are.
 *   Ransomware-d1 (scam) and Ransomware-d4: an overdue invoice from a supplier.
 *   Ransomware-d2 (scam) and Ransomware-d5: a page that opens instead of a spreadsheet.
 *   Ransomware-d6 (scam) and Ransomware-d3: a call from the IT service desk.
 */

const INVOICE_TITLE = 'An overdue invoice from a supplier';
const INVOICE_SCENARIO =
  'You work in accounts payable at Harbourline Bank. You pay Brightwell Office Supplies every month, and its invoices always come from billing@brightwelloffice.example as PDF files.';

const PAGE_TITLE = 'A page that opens instead of a spreadsheet';
const PAGE_SCENARIO =
  "You work at a Marula Bank branch in Polokwane. You open a spreadsheet on the branch's shared drive, and your browser shows this page instead; two colleagues say their files will not open either.";

const CALL_TITLE = 'A call from the IT service desk';
const CALL_SCENARIO =
  "You work in Marula Bank's Durban office, and this morning you logged a ticket because your e-mail keeps freezing. Your desk phone rings and shows 031 555 0144, the service desk's number on the intranet.";

export const drills: Drill[] = [
  {
    id: 'Ransomware-d1',
    twin: 'Ransomware-d4',
    fraudId: 'Ransomware',
    title: INVOICE_TITLE,
    setting: 'international',
    scenario: INVOICE_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Brightwell Office Supplies',
        address: 'billing@brightwell-office-invoices.example',
        hotspot: 'sender-address',
      },
      to: 'accounts.payable@harbourline.example',
      date: 'Tue 10 Mar 2026, 08:14',
      subject: [{ text: 'Overdue invoice 88213: final reminder', hotspot: 'subject' }],
      body: [
        ['Hello accounts team,'],
        [
          {
            text: 'Please find attached invoice 88213 for the February toner order ($2,418.60). Our records show it is now 30 days overdue.',
            hotspot: 'amount-line',
          },
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
        id: 'subject',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Overdue" and "final reminder" sound like pressure, but suppliers really do chase unpaid bills this way. The invoice number is one you can look up in your own records.',
      },
      {
        id: 'amount-line',
        label: 'Line about the overdue amount',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Thirty days overdue can make you want to act fast, but an overdue toner bill is ordinary and easy to check against your own records. The amount is there to make the e-mail look routine.',
      },
      {
        id: 'instructions-line',
        label: 'Line about opening the invoice',
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
        label: 'Attachment',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The "m" in .docm means the document carries macros. Brightwell sends PDFs, so a macro file that claims to be an invoice is a classic ransomware trap.',
      },
    ],
    inRealLife:
      'Do not open the attachment. Use the report button or forward the e-mail to your security team, and check the invoice with Brightwell on the number in your supplier records. If someone already enabled content, unplug that computer from the network and tell IT at once; the bank reports ransomware to the FBI Internet Crime Complaint Center (IC3) and CISA. [Read the Ransomware page](/frauds/Ransomware)',
    variants: [
      {
        swap: {
          Brightwell: 'Clearwater',
          brightwell: 'clearwater',
          '88213': '90457',
          '$2,418.60': '$1,932.40',
          'Dana Whitfield': 'Marcus Bell',
          '+1 202 555 0168': '+1 202 555 0121',
        },
      },
      {
        swap: {
          Brightwell: 'Oakridge',
          brightwell: 'oakridge',
          '88213': '71604',
          '$2,418.60': '$3,075.15',
          'Dana Whitfield': 'Leah Moreno',
          toner: 'paper',
        },
      },
    ],
  },
  {
    id: 'Ransomware-d4',
    twin: 'Ransomware-d1',
    fraudId: 'Ransomware',
    title: INVOICE_TITLE,
    setting: 'international',
    scenario: INVOICE_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Brightwell Office Supplies',
        address: 'billing@brightwelloffice.example',
        hotspot: 'sender-address',
      },
      to: 'accounts.payable@harbourline.example',
      date: 'Tue 10 Mar 2026, 08:14',
      subject: [{ text: 'Overdue invoice 88213: final reminder', hotspot: 'subject' }],
      body: [
        ['Hello accounts team,'],
        [
          {
            text: 'Please find attached invoice 88213 for the February toner order ($2,418.60). Our records show it is now 30 days overdue.',
            hotspot: 'amount-line',
          },
        ],
        [
          {
            text: 'The invoice is attached as a PDF, as usual. If it will not open, reply and we will send it again.',
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
          name: 'Invoice_88213.pdf',
          type: 'PDF document',
          size: '96 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is Brightwell's real reminder. It comes from the domain Brightwell always uses, and the invoice is a plain PDF that asks you to switch nothing on, so you can open it and check it against your records.",
    alignment: {
      rating: 'high',
      reason:
        'Accounts payable pays this supplier every month, so an overdue invoice fits daily work.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          'The address is billing@brightwelloffice.example, the one Brightwell always uses. That matches what you know.',
      },
      {
        id: 'subject',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Final reminder" sounds like pressure, but suppliers do chase overdue bills. An invoice number you can look up makes it easy to check.',
      },
      {
        id: 'amount-line',
        label: 'Line about the overdue amount',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Thirty days overdue can make you want to act fast. The order and the amount are ordinary, and you can check them against your own records.',
      },
      {
        id: 'instructions-line',
        label: 'Line about opening the invoice',
        redFlag: false,
        explanation:
          'The supplier sends a PDF as usual and asks you to switch nothing on. Nothing in the file needs macros.',
      },
      {
        id: 'signature-phone',
        label: 'Phone number in the signature',
        redFlag: false,
        explanation:
          'A phone number in a signature is normal. For any check, the number in your supplier records is the one to use.',
      },
      {
        id: 'attachment',
        label: 'Attachment',
        redFlag: false,
        explanation:
          'A PDF is the format Brightwell always sends, and it carries no macros. That is what you expect from this supplier.',
      },
    ],
    inRealLife:
      'Open invoices that come from the supplier\'s usual address in their usual format, and check the amount against your records before you pay. Report any "invoice" that asks you to enable content to your security team at once. [Read the Ransomware page](/frauds/Ransomware)',
    variants: [
      {
        swap: {
          Brightwell: 'Oakridge',
          brightwell: 'oakridge',
          '88213': '64139',
          '$2,418.60': '$1,207.85',
          'Dana Whitfield': 'Priya Raman',
        },
      },
      {
        swap: {
          Brightwell: 'Clearwater',
          brightwell: 'clearwater',
          '88213': '55782',
          'Dana Whitfield': 'Tom Okafor',
          toner: 'paper',
          'Tue 10 Mar 2026, 08:14': 'Wed 11 Mar 2026, 09:02',
        },
      },
    ],
  },
  {
    id: 'Ransomware-d2',
    twin: 'Ransomware-d5',
    fraudId: 'Ransomware',
    title: PAGE_TITLE,
    setting: 'za',
    scenario: PAGE_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'http://fileserver.marulabank.example/branch-0412/READ-ME-RESTORE-FILES.html',
      urlHotspot: 'address',
      padlock: false,
      title: 'Marula Bank branch 0412: shared drive',
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
            hotspot: 'data-line',
          },
        ],
        [
          {
            text: 'Do not rename, move, delete or transfer any files on this drive now, or they may be lost for good.',
            hotspot: 'rename-line',
          },
        ],
        [
          {
            text: 'Your antivirus is off and your backups are deleted. We used your own administrator account.',
            hotspot: 'antivirus-line',
          },
        ],
        [{ text: 'Your reference is MB-0412-7731.', hotspot: 'reference-line' }],
        [
          {
            text: 'Pay R4 500 000 in Bitcoin within 72 hours, or we publish everything and the price doubles. Quote your reference on our chat page.',
            hotspot: 'next-step-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a ransom note, and it means the attack is already inside the network. Report it to IT security at once; do not pay, reply or try to fix it yourself.',
    alignment: {
      rating: 'medium',
      reason:
        'Opening files on the shared drive is daily work, but a page in their place is unusual.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'A page called READ-ME-RESTORE-FILES in a branch folder is the typical name of a ransom note. Gangs leave one in every folder they lock.',
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
        id: 'data-line',
        label: 'Line about 212 GB',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Gangs copy data out before they lock it, so that they can threaten to leak it. The bank must treat this as a data breach too.',
      },
      {
        id: 'rename-line',
        label: 'Line about renaming files',
        redFlag: false,
        cue: 'language',
        explanation:
          'A warning that files may be lost for good sounds like a threat, but it is good advice whoever gives it: touching locked files can make recovery harder. It tells you nothing about who wrote the page.',
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
        id: 'reference-line',
        label: 'Reference line',
        redFlag: false,
        explanation:
          'A reference number appears on real notices and on ransom notes alike. Note it for the incident team, but it proves nothing.',
      },
      {
        id: 'next-step-line',
        label: 'Line about the next 72 hours',
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'A ransom demand with a short deadline and a rising price is built to make you panic and pay before anyone thinks.',
      },
    ],
    inRealLife:
      'Leave the computer on but unplug its network cable or switch off Wi-Fi, and call IT security straight away. Do not pay or contact the gang; the bank reports the attack to the Cybersecurity Hub, tells the Information Regulator if personal data was taken, and opens a case with SAPS. [Read the Ransomware page](/frauds/Ransomware)',
    variants: [
      {
        swap: {
          '0412': '0387',
          '7731': '5194',
          Polokwane: 'Mahikeng',
          '212 GB': '348 GB',
          'R4 500 000': 'R6 200 000',
          Loans_March: 'Loans_April',
        },
      },
      {
        swap: {
          Marula: 'Kiaat',
          marula: 'kiaat',
          'MB-0412': 'KB-0265',
          '0412': '0265',
          Polokwane: 'Tzaneen',
          'R4 500 000': 'R3 800 000',
        },
      },
    ],
  },
  {
    id: 'Ransomware-d5',
    twin: 'Ransomware-d2',
    fraudId: 'Ransomware',
    title: PAGE_TITLE,
    setting: 'za',
    scenario: PAGE_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'http://fileserver.marulabank.example/branch-0412/DRIVE-MOVED.html',
      urlHotspot: 'address',
      padlock: false,
      title: 'Marula Bank branch 0412: shared drive',
      body: [
        [
          {
            text: 'This drive moved to the new file server on Sunday. Your files keep their names, for example Loans_March.xlsx and Staff_Leave.docx.',
            hotspot: 'file-names-line',
          },
        ],
        [
          {
            text: 'Over the weekend we copied all 212 GB of branch files to the new server in the Polokwane data centre.',
            hotspot: 'data-line',
          },
        ],
        [
          {
            text: 'Do not rename, move, delete or transfer any files on this drive now, or they may be lost for good.',
            hotspot: 'rename-line',
          },
        ],
        [
          {
            text: 'Antivirus and the nightly backups run on the new server, as before.',
            hotspot: 'antivirus-line',
          },
        ],
        [{ text: 'Your reference is MB-0412-7731.', hotspot: 'reference-line' }],
        [
          {
            text: 'Open your files from drive N: within 72 hours, after which this old drive closes. Quote your reference if you call the service desk.',
            hotspot: 'next-step-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is an IT notice about a planned move of the shared drive. Your files keep their names, antivirus and backups still run, and the only step is to open your files from the new drive, with no payment or threat anywhere.',
    alignment: {
      rating: 'medium',
      reason:
        'Opening files on the shared drive is daily work, but a page in their place is unusual.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The page is on the bank's own file server and its name says what it is about. Old drives often point to a notice like this after a move.",
      },
      {
        id: 'file-names-line',
        label: 'Line about file names',
        redFlag: false,
        explanation:
          'Your files keep their usual names and extensions. Ransomware renames files with a strange new ending.',
      },
      {
        id: 'data-line',
        label: 'Line about 212 GB',
        redFlag: false,
        cue: 'technical',
        explanation:
          "A large copy over a weekend can look like data being stolen. Here the copy went to the bank's own new server, which is what a planned move does.",
      },
      {
        id: 'rename-line',
        label: 'Line about renaming files',
        redFlag: false,
        cue: 'language',
        explanation:
          'A warning that files may be lost for good sounds alarming, but leaving the old drive alone keeps the move clean. It is ordinary advice during a migration.',
      },
      {
        id: 'antivirus-line',
        label: 'Line about antivirus and backups',
        redFlag: false,
        explanation:
          'Antivirus and backups keep running. An attacker switches them off before locking files.',
      },
      {
        id: 'reference-line',
        label: 'Reference line',
        redFlag: false,
        explanation:
          'A change reference lets the service desk find the move quickly. It asks nothing of you.',
      },
      {
        id: 'next-step-line',
        label: 'Line about the next 72 hours',
        redFlag: false,
        cue: 'language',
        explanation:
          'A 72-hour deadline can sound like a ransom clock. Here it only says when the old drive closes, and the step is to open your own files from the new one.',
      },
    ],
    inRealLife:
      'Follow IT notices that ask nothing more than using a new drive, and ask the service desk on the intranet number if anything is unclear. If a page ever demands payment or says files are locked, unplug from the network and call IT security at once. [Read the Ransomware page](/frauds/Ransomware)',
    variants: [
      {
        swap: {
          '0412': '0519',
          '7731': '2086',
          Polokwane: 'Mahikeng',
          '212 GB': '175 GB',
          'drive N:': 'drive P:',
        },
      },
      {
        swap: {
          Marula: 'Kiaat',
          marula: 'kiaat',
          'MB-0412': 'KB-0628',
          '0412': '0628',
          Polokwane: 'Tzaneen',
          '212 GB': '264 GB',
        },
      },
    ],
  },
  {
    id: 'Ransomware-d6',
    twin: 'Ransomware-d3',
    fraudId: 'Ransomware',
    title: CALL_TITLE,
    setting: 'za',
    scenario: CALL_SCENARIO,
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
              text: "I'm calling about your ticket, the e-mail that keeps freezing.",
              hotspot: 'ticket-line',
            },
          ],
        },
        { speaker: 'you', text: ['Yes, hi. It froze again just now.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'I need to look at your screen. Please go to quickfix-remote.example, download the support tool and read me the six-digit code it shows.',
              hotspot: 'remote-access-request',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Your antivirus may block the tool, so please switch it off until I am done.',
              hotspot: 'antivirus-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'You can end the session at any time, and I will never ask for your password or a login code.',
              hotspot: 'session-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'When we are done, I will add a spare admin account to your PC, so that next time I can fix it without bothering you.',
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This is an attacker preparing a ransomware attack. The service desk uses the bank's own tools, never asks you to switch off antivirus and never adds admin accounts on a call. Hang up and report it to IT security on the intranet number.",
    alignment: {
      rating: 'high',
      reason: 'You logged a ticket this morning, so a call from the service desk is expected.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller ID',
        redFlag: false,
        explanation:
          'The number matches the service desk, but caller ID can be faked. What the caller asks is what counts.',
      },
      {
        id: 'ticket-line',
        label: 'Line about the ticket',
        redFlag: false,
        explanation:
          'Criminals call whole offices about "your ticket", because many people have one open. Knowing about an e-mail problem proves little.',
      },
      {
        id: 'remote-access-request',
        label: 'Request to share your screen',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          "A remote-access tool from an outside website is one nobody at the bank approved. The bank's support tool comes from its own App Catalogue.",
      },
      {
        id: 'antivirus-line',
        label: 'Line about antivirus',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'Switching off antivirus is what attackers do just before they plant ransomware. Real IT staff never ask you to do it.',
      },
      {
        id: 'session-line',
        label: 'Line about the session',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of passwords and login codes on a call sounds alarming, but this is what real support staff say, and criminals repeat it to sound trustworthy. The promise proves nothing once their tool is on your PC.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'A new admin account that nobody approved is a back door for a later attack. Ransomware gangs set one up before they strike.',
      },
    ],
    inRealLife:
      'Hang up and call the service desk on the intranet number, and never install a tool from a website a caller gives you. Report the call to IT security; the bank reports such attempts to the Cybersecurity Hub. [Read the Ransomware page](/frauds/Ransomware)',
    variants: [
      {
        swap: {
          Durban: 'Cape Town',
          '031 555 0144': '021 555 0173',
          Sipho: 'Kabelo',
          'quickfix-remote.example': 'helpnow-remote.example',
        },
      },
      {
        swap: {
          Marula: 'Kiaat',
          Durban: 'Johannesburg',
          '031 555 0144': '011 555 0129',
          Sipho: 'Werner',
          'quickfix-remote.example': 'fastdesk-support.example',
        },
      },
    ],
  },
  {
    id: 'Ransomware-d3',
    twin: 'Ransomware-d6',
    fraudId: 'Ransomware',
    title: CALL_TITLE,
    setting: 'za',
    scenario: CALL_SCENARIO,
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
              text: "I'm calling about your ticket, the e-mail that keeps freezing.",
              hotspot: 'ticket-line',
            },
          ],
        },
        { speaker: 'you', text: ['Yes, hi. It froze again just now.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'I need to look at your screen. Please open the Marula App Catalogue on your desktop, run Marula Remote Support and read me the six-digit code it shows.',
              hotspot: 'remote-access-request',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Your antivirus stays on the whole time, and a red border shows round your screen while I am connected.',
              hotspot: 'antivirus-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'You can end the session at any time, and I will never ask for your password or a login code.',
              hotspot: 'session-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'When we are done, I will note the fix on your ticket so that you can close it.',
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is a real support call. The caller uses the bank's approved tool from the App Catalogue, keeps your antivirus on, asks for no password and adds nothing to your PC, so letting IT look is safe.",
    alignment: {
      rating: 'high',
      reason: 'You logged a ticket this morning, so a call from the service desk is expected.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller ID',
        redFlag: false,
        explanation:
          'The number matches the service desk on the intranet. Caller ID can be faked, so what the caller asks matters more.',
      },
      {
        id: 'ticket-line',
        label: 'Line about the ticket',
        redFlag: false,
        explanation:
          'The caller knows about the problem you logged today. It fits, though on its own it proves little.',
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
        id: 'antivirus-line',
        label: 'Line about antivirus',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Hearing a caller talk about your antivirus can be unsettling. Here it stays on, and the red border shows you when someone is connected.',
      },
      {
        id: 'session-line',
        label: 'Line about the session',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of passwords and login codes on a call sounds alarming, but here it is a promise not to ask for them. Approved support tools let you end a session, which is how it should work.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation:
          'Noting the fix on your ticket is normal service desk work. Nothing is added to your PC.',
      },
    ],
    inRealLife:
      'Let IT help when the tool comes from the App Catalogue, your antivirus stays on and nobody asks for your password. If a caller ever asks you to download a tool from a website, switch off antivirus or accept a new admin account, hang up and report it to IT security. [Read the Ransomware page](/frauds/Ransomware)',
    variants: [
      {
        swap: {
          Durban: 'Gqeberha',
          '031 555 0144': '041 555 0156',
          Sipho: 'Lwazi',
          'Marula Remote Support': 'Marula Help Connect',
        },
      },
      {
        swap: {
          Marula: 'Kiaat',
          Durban: 'Pretoria',
          '031 555 0144': '012 555 0190',
          Sipho: 'Annelie',
          'red border': 'blue border',
        },
      },
    ],
  },
];
