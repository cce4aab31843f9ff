import type { Drill } from '../drill-types';

const RESEARCHER_SCENARIO =
  "You read Harbourline Bank's shared security mailbox. The bank's website asks researchers to report flaws to this mailbox or its disclosure page, and it offers no cash rewards.";

const TICKET_SCENARIO =
  "You work on Marula Bank's online support desk. Messages from the website's contact form arrive as tickets. This one is at the top of the queue when you start work.";

const PAGE_LINK = '[Read the SQL Injection page](/frauds/SqlInjection)';

export const drills: Drill[] = [
  {
    id: 'SqlInjection-d1',
    twin: 'SqlInjection-d4',
    fraudId: 'SqlInjection',
    title: 'An e-mail from a security researcher',
    setting: 'international',
    scenario: RESEARCHER_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Alex Mercer (Security Researcher)',
        address: 'a.mercer.sec@securemail.invalid',
        hotspot: 'sender',
      },
      to: 'security@harbourline.example',
      date: 'Mon 9 Mar 2026, 22:48',
      subject: [{ text: '40,000 Harbourline customer records: 48 hours', hotspot: 'subject' }],
      body: [
        [{ text: 'Hi Harbourline security team,', hotspot: 'greeting' }],
        [
          'I found an SQL injection flaw in your customer portal. To see it, open ',
          {
            text: 'portal.harbourline.example/statements?id=7',
            link: "https://portal.harbourline.example/statements?id=7'+UNION+SELECT+username,password_hash+FROM+users--",
            hotspot: 'proof-link',
          },
          '.',
        ],
        [
          {
            text: "Your site answers with: \"ERROR 1064: You have an error in your SQL syntax near ''7'''\". Anyone can see this today, without a login.",
            hotspot: 'error-line',
          },
        ],
        [
          {
            text: 'I have already downloaded 40,000 customer rows. A sample is attached.',
            hotspot: 'data-line',
          },
        ],
        [
          {
            text: 'Pay a $25,000 bug bounty to my wallet within 48 hours, or I sell the full file.',
            hotspot: 'closing-line',
          },
        ],
        [{ text: 'Alex Mercer, independent security researcher', hotspot: 'signature' }],
      ],
      attachments: [
        { name: 'customers_sample.csv', type: 'CSV file', size: '12 KB', hotspot: 'attachment' },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'Whoever wrote this has used SQL injection to take customer data and now wants money. Report it to the incident team at once; never pay or reply yourself.',
    alignment: {
      rating: 'medium',
      reason: 'Security teams do get reports from researchers, but few arrive with a ransom.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'Researchers often write from personal mailboxes, so the address proves nothing either way. An honest report could come from it too.',
      },
      {
        id: 'subject',
        label: 'Subject line',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'The subject puts a count of customer records next to a deadline. That says data has already left the bank: a breach, not a report.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation:
          'A polite greeting to the team is normal in real reports and in extortion alike. It tells you nothing here.',
      },
      {
        id: 'proof-link',
        label: 'Link to the portal page',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The visible text looks harmless, but the real address carries a quote mark and "UNION SELECT": database commands typed into the web address. Opening it would run the attack from your own computer.',
      },
      {
        id: 'error-line',
        label: 'Quoted error message',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A database error open to anyone without a login is alarming, and an honest researcher would quote it too. It shows the flaw is real, not who is writing.',
      },
      {
        id: 'data-line',
        label: 'Line about customer data',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'Real researchers stop once they prove a flaw; they do not download customer data. A large export means a breach has already happened.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'A "bounty" demanded to a wallet under a 48-hour threat is extortion, and the bank offers no cash rewards. Real researchers follow the disclosure rules.',
      },
      {
        id: 'signature',
        label: 'Signature',
        redFlag: false,
        explanation:
          'A plain name with no company is common among independent researchers. It is not a warning sign.',
      },
      {
        id: 'attachment',
        label: 'Attachment',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'A file of customer rows is offered as proof that data was taken. Hand it to the incident team unopened: it is evidence of a breach.',
      },
    ],
    inRealLife: `Do not reply, pay or open the link. Forward the e-mail with its attachment to the incident team, who check the logs, close the flaw and judge the breach. The bank reports it to CISA and the FBI Internet Crime Complaint Center (IC3) in the United States, and to the data protection regulator where customers' data was taken. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          'Alex Mercer': 'Jamie Holt',
          'a.mercer.sec@': 'j.holt.sec@',
          Harbourline: 'Eastbrook',
          harbourline: 'eastbrook',
          '$25,000': '$30,000',
          '40,000': '52,000',
        },
      },
      {
        swap: {
          'Alex Mercer': 'Robin Castell',
          'a.mercer.sec@': 'r.castell.sec@',
          'Mon 9 Mar 2026, 22:48': 'Sat 14 Mar 2026, 23:16',
          '$25,000': '$18,000',
          '40,000': '28,500',
          '12 KB': '9 KB',
        },
      },
    ],
  },
  {
    id: 'SqlInjection-d2',
    twin: 'SqlInjection-d3',
    fraudId: 'SqlInjection',
    title: 'A ticket from the contact form',
    setting: 'za',
    scenario: TICKET_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://support.marulabank.example/tickets/T-88140',
      padlock: true,
      title: 'Ticket T-88140: web contact form',
      body: [
        [
          {
            text: 'Received: 02:47 from the public contact form. It is ticket 64 from the same address in 10 minutes.',
            hotspot: 'received-line',
          },
        ],
        [
          {
            text: 'Category: Payment query. Marked urgent by the sender.',
            hotspot: 'category-line',
          },
        ],
        [{ text: 'Name: Nokuthula Zungu', hotspot: 'name-field' }],
        [
          {
            text: "Account number: 1' UNION SELECT card_number, expiry FROM cards--",
            hotspot: 'account-field',
          },
        ],
        [
          {
            text: "Message: My March statement still says 'pending' next to a R54.20 payment to Lakeview Pharmacy. Can you check?",
            hotspot: 'message-field',
          },
        ],
        [
          {
            text: 'Auto-reply shown to the sender: "Database error 42601: syntax error at or near UNION in SELECT * FROM accounts WHERE acc_no = \'1\' UNION..."',
            hotspot: 'auto-reply-line',
          },
        ],
        [{ text: 'Status: new, not yet assigned.', hotspot: 'status-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Someone is typing database commands into the contact form, many times a minute, and the site is answering with database errors. Escalate it to IT security; it is an attack, not a customer's question.",
    alignment: {
      rating: 'medium',
      reason: 'The support desk reads contact-form tickets every day, though few look like this.',
    },
    hotspots: [
      {
        id: 'received-line',
        label: 'Time received',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'A person sends one or two messages, not 64 in ten minutes. A burst like that is an automated tool working through the form, and a spike in database queries.',
      },
      {
        id: 'category-line',
        label: 'Category',
        redFlag: false,
        cue: 'language',
        explanation:
          'Customers often mark their own questions urgent, and payment queries are daily work for the desk. The category is picked from a list and proves nothing either way.',
      },
      {
        id: 'name-field',
        label: 'Name field',
        redFlag: false,
        explanation:
          "An ordinary name. Attack tools fill some fields with normal text so that a ticket looks like a customer's.",
      },
      {
        id: 'account-field',
        label: 'Account number field',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          '"UNION SELECT" and the closing "--" ask the database for card numbers. No customer writes this in an account number box.',
      },
      {
        id: 'message-field',
        label: 'Message',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Quote marks inside an ordinary sentence are normal writing, not commands. The same message could come from a real customer.',
      },
      {
        id: 'auto-reply-line',
        label: 'Auto-reply',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The form showed a raw database error to the sender, with part of the query. That tells an attacker the input reached the database.',
      },
      {
        id: 'status-line',
        label: 'Status',
        redFlag: false,
        explanation:
          'Every new ticket starts unassigned. This line tells you nothing about the sender.',
      },
    ],
    inRealLife: `Do not reply or open anything the sender supplied. Send the ticket number to IT security so that they can check the logs and block the sender. If data was taken, the bank reports the breach to the Information Regulator and the incident to the Cybersecurity Hub, and opens a case with SAPS. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          'Nokuthula Zungu': 'Thabo Nkosi',
          'R54.20': 'R87.45',
          'Lakeview Pharmacy': 'Hillside Chemist',
          'T-88140': 'T-90263',
          '02:47': '03:12',
        },
      },
      {
        swap: {
          Marula: 'Kiaat',
          marula: 'kiaat',
          'Nokuthula Zungu': 'Chantelle Adams',
          'R54.20': 'R129.90',
          'Lakeview Pharmacy': 'Parkside Pharmacy',
          'T-88140': 'T-77519',
        },
      },
    ],
  },
  {
    id: 'SqlInjection-d3',
    twin: 'SqlInjection-d2',
    fraudId: 'SqlInjection',
    title: 'A ticket from the contact form',
    setting: 'za',
    scenario: TICKET_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://support.marulabank.example/tickets/T-88140',
      padlock: true,
      title: 'Ticket T-88140: web contact form',
      body: [
        [
          {
            text: 'Received: 02:47 from the public contact form. It is ticket 2 from the same address in 10 minutes.',
            hotspot: 'received-line',
          },
        ],
        [
          {
            text: 'Category: Payment query. Marked urgent by the sender.',
            hotspot: 'category-line',
          },
        ],
        [{ text: 'Name: Nokuthula Zungu', hotspot: 'name-field' }],
        [{ text: 'Account number: 62 1182 7730', hotspot: 'account-field' }],
        [
          {
            text: "Message: My March statement still says 'pending' next to a R54.20 payment to Lakeview Pharmacy. Can you check?",
            hotspot: 'message-field',
          },
        ],
        [
          {
            text: 'Auto-reply shown to the sender: "Thanks, we have your message. Your ticket number is T-88140."',
            hotspot: 'auto-reply-line',
          },
        ],
        [{ text: 'Status: new, not yet assigned.', hotspot: 'status-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is an ordinary customer question: the fields hold normal text, and the site answered with a thank-you, not a database error. Two tickets from one address is a person pressing Send twice.',
    alignment: {
      rating: 'high',
      reason: "Statement questions are the support desk's daily work.",
    },
    hotspots: [
      {
        id: 'received-line',
        label: 'Time received',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A second ticket at 02:47 from one address can look like a tool at work. Two tickets is a person pressing Send twice, not dozens in minutes.',
      },
      {
        id: 'category-line',
        label: 'Category',
        redFlag: false,
        cue: 'language',
        explanation:
          'An "urgent" flag can look like pressure, but customers often mark their own questions urgent. A payment query is daily work for the desk.',
      },
      {
        id: 'name-field',
        label: 'Name field',
        redFlag: false,
        explanation: 'An ordinary name with nothing after it.',
      },
      {
        id: 'account-field',
        label: 'Account number field',
        redFlag: false,
        explanation: 'The account number holds only digits, as it should.',
      },
      {
        id: 'message-field',
        label: 'Message',
        redFlag: false,
        cue: 'technical',
        explanation:
          "The message quotes the word 'pending' from a statement. Quote marks are part of SQL injection, but inside an ordinary sentence they are just writing.",
      },
      {
        id: 'auto-reply-line',
        label: 'Auto-reply',
        redFlag: false,
        explanation:
          'The form answered with a normal thank-you and a ticket number, not a database error. The site treated the text as text.',
      },
      {
        id: 'status-line',
        label: 'Status',
        redFlag: false,
        explanation:
          'Every new ticket starts unassigned. This line tells you nothing about the sender.',
      },
    ],
    inRealLife: `Answer the customer as usual. Only escalate to IT security when a form field holds commands such as "OR 1=1", "UNION SELECT" or "--", when the site shows database errors, or when one address sends dozens of tickets; the bank then reports attacks to the Cybersecurity Hub. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          'Nokuthula Zungu': 'Ayanda Mthembu',
          '62 1182 7730': '62 4409 1385',
          'R54.20': 'R212.60',
          'Lakeview Pharmacy': 'Sunnyside Pharmacy',
          '02:47': '01:58',
        },
      },
      {
        swap: {
          Marula: 'Kiaat',
          marula: 'kiaat',
          'Nokuthula Zungu': 'Lize Venter',
          'T-88140': 'T-81936',
          'March statement': 'April statement',
          '62 1182 7730': '62 3057 4418',
        },
      },
    ],
  },
  {
    id: 'SqlInjection-d4',
    twin: 'SqlInjection-d1',
    fraudId: 'SqlInjection',
    title: 'An e-mail from a security researcher',
    setting: 'international',
    scenario: RESEARCHER_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Alex Mercer (Security Researcher)',
        address: 'a.mercer.sec@securemail.invalid',
        hotspot: 'sender',
      },
      to: 'security@harbourline.example',
      date: 'Mon 9 Mar 2026, 22:48',
      subject: [{ text: 'SQL injection in your customer portal', hotspot: 'subject' }],
      body: [
        [{ text: 'Hi Harbourline security team,', hotspot: 'greeting' }],
        [
          'I found an SQL injection flaw in your customer portal. To see it, open ',
          {
            text: "portal.harbourline.example/statements?id=7'",
            link: "https://portal.harbourline.example/statements?id=7'",
            hotspot: 'proof-link',
          },
          '.',
        ],
        [
          {
            text: "Your site answers with: \"ERROR 1064: You have an error in your SQL syntax near ''7'''\". Anyone can see this today, without a login.",
            hotspot: 'error-line',
          },
        ],
        [
          {
            text: 'I stopped there. I did not read, copy or keep any customer data.',
            hotspot: 'data-line',
          },
        ],
        [
          {
            text: 'I will keep this private for 90 days, as your disclosure page asks. Thanks for running the programme.',
            hotspot: 'closing-line',
          },
        ],
        [{ text: 'Alex Mercer, independent security researcher', hotspot: 'signature' }],
      ],
      attachments: [
        {
          name: 'steps-to-reproduce.txt',
          type: 'Text file',
          size: '2 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a good-faith report: the link hides nothing, the researcher took no data, asks for no money and follows your disclosure rules. Pass it to the web team to fix the flaw.',
    alignment: {
      rating: 'medium',
      reason: 'Security teams do get reports from researchers, though not every week.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'Researchers often write from personal mailboxes. What matters is what the sender did and what they ask for.',
      },
      {
        id: 'subject',
        label: 'Subject line',
        redFlag: false,
        cue: 'language',
        explanation:
          'A subject naming a serious flaw can look alarming. It simply says what the report is about and makes no threat.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation: 'A polite greeting to the team is normal in a real report.',
      },
      {
        id: 'proof-link',
        label: 'Link to the portal page',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A quote mark in a web address is how SQL injection is tested, so the link can look like an attack. Here the visible text is the whole address, and it asks the database for nothing.',
      },
      {
        id: 'error-line',
        label: 'Quoted error message',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A database error open to anyone without a login is alarming because it shows the flaw is real. An honest researcher quotes it so that the web team can find the page.',
      },
      {
        id: 'data-line',
        label: 'Line about customer data',
        redFlag: false,
        explanation:
          'The researcher stopped at the error and took no data, which is how good-faith research works.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation:
          'Keeping the flaw private for the time your disclosure page asks, with no demand, is how real researchers work.',
      },
      {
        id: 'signature',
        label: 'Signature',
        redFlag: false,
        explanation: 'A plain name is normal for an independent researcher.',
      },
      {
        id: 'attachment',
        label: 'Attachment',
        redFlag: false,
        explanation:
          'A short text file of steps is what a report needs, so that the team can repeat the test.',
      },
    ],
    inRealLife: `Log the report, pass it to the web team to fix the page, and thank the researcher. It would become an incident for CISA or the FBI Internet Crime Complaint Center (IC3) only if someone had taken data or asked for money. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          'Alex Mercer': 'Dev Kapoor',
          'a.mercer.sec@': 'd.kapoor.sec@',
          Harbourline: 'Eastbrook',
          harbourline: 'eastbrook',
          'Mon 9 Mar 2026, 22:48': 'Tue 10 Mar 2026, 19:05',
        },
      },
      {
        swap: {
          'Alex Mercer': 'Sofia Lindqvist',
          'a.mercer.sec@': 's.lindqvist.sec@',
          Harbourline: 'Westmere',
          harbourline: 'westmere',
          '90 days': '60 days',
        },
      },
    ],
  },
];
