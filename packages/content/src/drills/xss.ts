import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Xss-d1',
    fraudId: 'Xss',
    title: "A rewards page on your bank's site",
    setting: 'za',
    scenario:
      'An SMS says your Marula Bank rewards points expire today and gives a link. You tap it, and this page opens on your phone.',
    artefact: {
      medium: 'web',
      url: 'https://www.marulabank.example/rewards?ref=%3Cscript%20src%3D%22https%3A%2F%2Fcdn-rewardz.invalid%2Fr.js%22%3E%3C%2Fscript%3E',
      urlHotspot: 'address',
      padlock: true,
      padlockHotspot: 'padlock',
      title: 'Marula Rewards',
      body: [
        [{ text: 'Welcome back! Your 12 450 points are worth R124.50.', hotspot: 'points-line' }],
        [
          {
            text: 'Your session has expired. To keep your points, confirm your card below.',
            hotspot: 'pop-up',
          },
        ],
      ],
      form: {
        fields: [
          { label: 'Card number', type: 'card' },
          { label: 'Expiry date', type: 'text' },
          { label: 'Card PIN', type: 'password', hotspot: 'pin-field' },
        ],
        submit: 'Keep my points',
      },
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "The page is on your bank's real domain, but the link carries a script that adds a fake form to it. No bank asks for your card PIN on a web page. Close it and report it.",
    alignment: {
      rating: 'medium',
      reason:
        "The address and padlock are your bank's own, though rewards that expire today are a familiar lure.",
    },
    hotspots: [
      {
        id: 'padlock',
        label: 'Padlock',
        redFlag: false,
        explanation:
          "The padlock is genuine: the bank's site is encrypted. It cannot tell you that someone else's script is running on the page.",
      },
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
        explanation:
          'A points balance is what a rewards page shows. This line is not a warning sign.',
      },
      {
        id: 'pop-up',
        label: 'Session message',
        redFlag: true,
        cue: 'visual',
        teaches: 4,
        explanation:
          'An unexpected pop-up asking for card details is what an injected script adds to a trusted page. Your bank would send you to sign in normally.',
      },
      {
        id: 'pin-field',
        label: 'Form field: Card PIN',
        redFlag: true,
        cue: 'language',
        teaches: 4,
        explanation:
          'An extra form field that asks for your PIN is a sure sign: your bank never asks for a card PIN online.',
      },
    ],
    inRealLife:
      "Close the page without typing anything. Call your bank's fraud line on the number on your card to report the SMS and the page, so that its web team can find the flaw. If you entered card details, ask them to stop the card. The bank reports any leak of personal data to the Information Regulator.",
  },
  {
    id: 'Xss-d2',
    fraudId: 'Xss',
    title: 'A daily summary for the web team',
    setting: 'international',
    scenario:
      "You are on Harbourline Bank's web team. Each morning the monitoring system e-mails a summary of the online shop where customers buy travel insurance. No release went out this week.",
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
            text: 'Content Security Policy reports: 18,402 in the last day (usual: about 40).',
            hotspot: 'csp-line',
          },
        ],
        [
          {
            text: 'New script on the payment page: https://cdn-paystats.invalid/loader.js (not on the approved list).',
            hotspot: 'script-line',
          },
        ],
        [
          {
            text: 'File changed: checkout.js at 02:13 on Sun 8 Mar. No release or change request matches.',
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
        label: 'New script line',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'A payment page loading a script from a domain nobody approved is how card skimmers work: the script copies what customers type.',
      },
      {
        id: 'file-line',
        label: 'Changed file line',
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
    inRealLife:
      'Call the incident team at once. They take the payment page offline or restore the approved checkout.js, keep the changed file as evidence, and work with the card fraud team to block affected cards. The bank reports the incident to CISA in the United States or, in the United Kingdom, to Report Fraud.',
  },
  {
    id: 'Xss-d3',
    fraudId: 'Xss',
    title: 'A message from the web team lead',
    setting: 'za',
    scenario:
      "You are on Marula Bank's web security team. This morning the dashboard shows a jump in Content Security Policy reports and a new script on the payment page. Lerato, the web team lead you work with every week, messages you in the work chat.",
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
              text: 'You will see a burst of CSP reports from browsers that still have the old page cached. They should die down by lunch.',
              hotspot: 'csp-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:05',
          body: [
            {
              text: 'Shout if the numbers do not drop. The change ticket has all the details.',
              hotspot: 'ticket-line',
            },
          ],
        },
        { from: 'me', time: '09:07', body: ['Thanks, I will keep an eye on it.'] },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      'The new script and the report spike are explained by an approved release that you can check in the change system. Trusting it is right; looking up CHG-31877 yourself is a good habit too.',
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
        label: 'Line about the release',
        redFlag: false,
        explanation:
          'The release has a change number and an approval date, which you can look up in the change system.',
      },
      {
        id: 'script-line',
        label: 'Line about the new script',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A new script on a payment page is an XSS warning sign. Here it matches an approved change and the approved list, so it is expected.',
      },
      {
        id: 'csp-line',
        label: 'Line about CSP reports',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A spike in Content Security Policy reports can mean an attack. Right after a release, cached old pages explain it, and it should fade within hours.',
      },
      {
        id: 'ticket-line',
        label: 'Line about the change ticket',
        redFlag: false,
        explanation: 'She points you to the normal change system to check for yourself.',
      },
    ],
    inRealLife:
      "Check that the new script matches the change ticket and watch the reports fall. If they stay high, or a script appears that no change explains, treat it as an incident. If card data leaks, the bank's fraud line stops cards and the bank reports to the Information Regulator.",
  },
];
