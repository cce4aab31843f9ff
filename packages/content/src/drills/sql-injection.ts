import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'SqlInjection-d1',
    fraudId: 'SqlInjection',
    title: 'An e-mail from a security researcher',
    setting: 'international',
    scenario:
      "You read Harbourline Bank's shared security mailbox. The bank's website asks researchers to report flaws through its disclosure page and offers no cash rewards.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Alex Mercer (Security Researcher)',
        address: 'a.mercer.sec@securemail.invalid',
      },
      to: 'security@harbourline.example',
      date: 'Mon 9 Mar 2026, 22:48',
      subject: ['Critical flaw in your customer portal: 48 hours'],
      body: [
        [{ text: 'Hi Harbourline security team,', hotspot: 'greeting' }],
        [
          'I found a serious SQL injection in your customer portal. Proof: open ',
          {
            text: 'portal.harbourline.example/statements?id=7',
            link: "https://portal.harbourline.example/statements?id=7'+UNION+SELECT+username,password_hash+FROM+users--",
            hotspot: 'proof-link',
          },
          ' and you will see your password table.',
        ],
        [
          {
            text: "Your site even answered with: \"ERROR 1064: You have an error in your SQL syntax near ''7'''\".",
            hotspot: 'error-line',
          },
        ],
        [
          {
            text: 'I have already downloaded 40,000 customer rows as proof. A sample is attached.',
            hotspot: 'download-line',
          },
        ],
        [
          {
            text: 'Pay a $25,000 bug bounty to my wallet within 48 hours, or I sell the full file.',
            hotspot: 'payment-line',
          },
        ],
      ],
      attachments: [
        { name: 'customers_sample.csv', type: 'CSV file', size: '12 KB', hotspot: 'attachment' },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'Whoever wrote this has broken in with SQL injection, taken customer data and wants money. Report it to the incident team at once; never pay or reply yourself.',
    alignment: {
      rating: 'medium',
      reason: 'Security teams do get reports from researchers, but few arrive with a ransom.',
    },
    hotspots: [
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation:
          'A polite greeting to the team is normal in real reports and scams alike. It tells you nothing here.',
      },
      {
        id: 'proof-link',
        label: 'Link: portal.harbourline.example/statements?id=7',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The visible text looks harmless, but the real address carries a quote mark and "UNION SELECT": database commands typed into the web address.',
      },
      {
        id: 'error-line',
        label: 'Quoted error message',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'A database error shown to a visitor tells attackers their input reached the database. The web team must find and fix that page.',
      },
      {
        id: 'download-line',
        label: 'Line about customer rows',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'Real researchers stop once they prove a flaw; they do not download customer data. A large export means a breach has happened.',
      },
      {
        id: 'payment-line',
        label: 'Payment demand',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'A "bounty" demanded to a wallet under a 48-hour threat is extortion, not a reward. Real researchers follow the bank\'s disclosure page.',
      },
      {
        id: 'attachment',
        label: 'Attachment: customers_sample.csv',
        redFlag: false,
        explanation:
          'A CSV file cannot run code by itself. Hand it to the incident team unopened: it may hold real customer data and is evidence.',
      },
    ],
    inRealLife:
      "Do not reply, pay or open the link. Forward the e-mail with its attachment to the incident team, who check the logs, close the flaw and judge the breach. The bank reports it to CISA and the FBI Internet Crime Complaint Center (IC3) in the United States, and to the data protection regulator where customers' data was taken.",
  },
  {
    id: 'SqlInjection-d2',
    fraudId: 'SqlInjection',
    title: 'A ticket from the contact form',
    setting: 'za',
    scenario:
      "You work on Marula Bank's online support desk. Messages from the website's contact form arrive as tickets. This one is at the top of the queue when you start work.",
    artefact: {
      medium: 'web',
      url: 'https://support.marulabank.example/tickets/T-88140',
      padlock: true,
      title: 'Ticket T-88140: web contact form',
      body: [
        [{ text: 'Received: 02:47 from the public contact form.', hotspot: 'received-line' }],
        [{ text: 'Category: Statement request.', hotspot: 'category-line' }],
        [{ text: "Name: test' OR '1'='1", hotspot: 'name-field' }],
        [
          {
            text: "Account number: 1' UNION SELECT card_number, expiry FROM cards--",
            hotspot: 'account-field',
          },
        ],
        ['Message: hello'],
        [
          {
            text: 'Auto-reply shown to the sender: "Database error 42601: syntax error at or near UNION in SELECT * FROM accounts WHERE acc_no = \'1\' UNION..."',
            hotspot: 'auto-reply-line',
          },
        ],
        [
          {
            text: 'Related: 63 more tickets from the same address in the last 10 minutes.',
            hotspot: 'related-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Someone is typing database commands into the contact form, and the site is answering with database errors. Escalate it to IT security; it is an attack, not a customer's question.",
    alignment: {
      rating: 'medium',
      reason: 'The support desk reads contact-form tickets every day, though few look like this.',
    },
    hotspots: [
      {
        id: 'received-line',
        label: 'Time received',
        redFlag: false,
        explanation:
          'Customers use web forms at every hour. A ticket at 02:47 is not suspicious by itself.',
      },
      {
        id: 'category-line',
        label: 'Category',
        redFlag: false,
        explanation:
          'An ordinary category that the sender picked from a list. It proves nothing either way.',
      },
      {
        id: 'name-field',
        label: 'Name field',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          "Quote marks with \"OR '1'='1\" are a classic test for SQL injection: they try to make a database check always come out true.",
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
        id: 'auto-reply-line',
        label: 'Auto-reply',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The form showed a raw database error to the sender, with part of the query. That tells an attacker the input reached the database.',
      },
      {
        id: 'related-line',
        label: 'Related tickets',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'Dozens of tickets from one address in minutes is an automated tool working through the form, which means a spike in database queries.',
      },
    ],
    inRealLife:
      'Do not reply or open anything the sender supplied. Send the ticket number to IT security so that they can check the logs and block the sender. If data was taken, the bank reports the breach to the Information Regulator and the incident to the Cybersecurity Hub, and opens a case with SAPS.',
  },
  {
    id: 'SqlInjection-d3',
    fraudId: 'SqlInjection',
    title: 'Another ticket from the contact form',
    setting: 'international',
    scenario:
      "You work on Harbourline Bank's online support desk. Messages from the website's contact form arrive as tickets. This one came in mid-morning.",
    artefact: {
      medium: 'web',
      url: 'https://support.harbourline.example/tickets/T-40277',
      padlock: true,
      title: 'Ticket T-40277: web contact form',
      body: [
        ['Received: 10:26 from the public contact form.'],
        [
          {
            text: 'Sent from an address in Portugal. Travel notice on the profile: abroad until 20 March.',
            hotspot: 'location-line',
          },
        ],
        [
          {
            text: 'Submitted twice, 40 seconds apart, with the same text.',
            hotspot: 'duplicate-line',
          },
        ],
        [{ text: "Name: Siobhan O'Reilly-Grant", hotspot: 'name-field' }],
        [{ text: 'Account number: 40 1182 7730', hotspot: 'account-field' }],
        [
          {
            text: "Message: Hi, my March statement still says 'pending' next to a $54.20 payment to Lakeview Pharmacy that went through weeks ago. Can you check? Thanks!",
            hotspot: 'message-field',
          },
        ],
        [{ text: 'System check: form input stored safely, no errors.', hotspot: 'system-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is an ordinary customer question. Quote marks in a name or a message are normal text, and the site handled them without any error.',
    alignment: {
      rating: 'high',
      reason: "Statement questions are the support desk's daily work.",
    },
    hotspots: [
      {
        id: 'location-line',
        label: 'Where the form was sent from',
        redFlag: false,
        cue: 'technical',
        explanation:
          "A form sent from another country can look like an attacker's traffic. Here the customer's own travel notice explains it.",
      },
      {
        id: 'duplicate-line',
        label: 'Line about two submissions',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Repeated submissions can mean an automated tool. Two identical ones 40 seconds apart is a person pressing the button twice, not dozens in a minute.',
      },
      {
        id: 'name-field',
        label: 'Name field',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Quote marks are part of SQL injection, so a name with an apostrophe can look alarming. Here it is simply part of an Irish surname, with no database commands after it.',
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
          "The message quotes the word 'pending' from a statement. Quote marks inside ordinary sentences are normal writing, not commands.",
      },
      {
        id: 'system-line',
        label: 'System check',
        redFlag: false,
        explanation:
          'The form stored the text safely and showed no database error. A site built this way treats quote marks as text.',
      },
    ],
    inRealLife:
      'Answer the customer as usual. Only escalate to IT security when a form field holds commands such as "OR 1=1", "UNION SELECT" or "--", or when the site shows database errors; the bank then reports attacks to CISA or the FBI\'s IC3.',
  },
];
