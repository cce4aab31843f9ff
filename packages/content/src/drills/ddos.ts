import type { Drill } from '../drill-types';

/*
 * Three twin pairs. Each scam and its legitimate twin share the title, the scenario and the
 * hotspots; they differ exactly where the scam's red flags are. In these drills "report" means
 * passing the message to the incident team as a sign of an attack, and "trust" means handling it
 * as the ordinary event it describes.
 *   Ddos-d1 (scam) and Ddos-d4: an e-mail to the security mailbox.
 *   Ddos-d5 (scam) and Ddos-d2: a maintenance notice from a provider.
 *   Ddos-d6 (scam) and Ddos-d7: a post that mentions the bank (Ddos-d3, a hacktivist post in which
 *   trust meant nothing, is retired).
 */

const MAILBOX_TITLE = 'An e-mail to the security mailbox';
const MAILBOX_SCENARIO =
  "You read Harbourline Bank's shared security mailbox. Stratoshield, the bank's DDoS protection provider, writes from stratoshield.example, and the yearly DDoS test of online banking is booked with it for this week.";

const NOTICE_TITLE = 'A maintenance notice from a provider';
const NOTICE_SCENARIO =
  "You run Harbourline Bank's public website. Stratoshield is the bank's DDoS protection provider; its notices always come from noc@stratoshield.example and quote the bank's contract number, HB-2207.";

const POST_TITLE = 'A post that mentions the bank';
const POST_SCENARIO =
  "You work on Marula Bank's social media team. It is payday, a new version of the bank's app went out this morning, and you are checking posts that mention the bank.";

export const drills: Drill[] = [
  {
    id: 'Ddos-d1',
    twin: 'Ddos-d4',
    fraudId: 'Ddos',
    title: MAILBOX_TITLE,
    setting: 'international',
    scenario: MAILBOX_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Phantom Collective',
        address: 'phantom.collective@anonmail.invalid',
        hotspot: 'sender',
      },
      to: 'security@harbourline.example',
      date: 'Wed 4 Mar 2026, 09:02',
      subject: [{ text: 'Your online banking at 14:00 today', hotspot: 'subject' }],
      body: [
        ['Hello Harbourline security team,'],
        [
          {
            text: 'At 14:00 today we will attack your online banking for 30 minutes, to show what we can do.',
            hotspot: 'start-line',
          },
        ],
        [
          {
            text: 'The target is www.harbourline.example and the banking app.',
            hotspot: 'target-line',
          },
        ],
        [
          {
            text: 'Your customers may see slow pages and errors while it runs.',
            hotspot: 'customers-line',
          },
        ],
        [
          {
            text: 'To stop a longer attack, pay 3 Bitcoin (about $190,000) to our wallet by Friday 18:00. After that the price rises by 1 Bitcoin a day.',
            hotspot: 'next-step-line',
          },
        ],
        [{ text: 'Do not reply. We will know when you pay.', hotspot: 'closing-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a DDoS extortion demand, not the booked test: it comes from a group you have never dealt with and ends in a ransom. Report it to the incident team so that they can warn Stratoshield before 14:00, and never pay or reply.',
    alignment: {
      rating: 'high',
      reason: 'A test is booked this week, and threats like this land in exactly this mailbox.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'Stratoshield writes from stratoshield.example; this is an unknown group on an anonymous mail service. Extortion threats arrive from senders like this, not from the provider you pay.',
      },
      {
        id: 'subject',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          'A subject about your online banking at a set time today can read like a threat, but the booked test could carry the same subject. The subject alone tells you nothing.',
      },
      {
        id: 'start-line',
        label: 'Line about 14:00',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'Extortion groups often promise a short "demonstration" to prove they can act. Treat it as real: the team has until 14:00 to prepare.',
      },
      {
        id: 'target-line',
        label: 'Line about the target',
        redFlag: false,
        explanation:
          "Anyone can name the bank's website and app. Naming them proves nothing either way.",
      },
      {
        id: 'customers-line',
        label: 'Line about your customers',
        redFlag: false,
        cue: 'language',
        explanation:
          'Slow pages and errors sound like an outage, but a real test warns of them in the same words. What matters is who is writing and what they want.',
      },
      {
        id: 'next-step-line',
        label: 'Line about what happens next',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'A demand for money to stop an attack is ransom DDoS, and a price that rises every day is there to rush you. Paying marks the bank as a payer and often brings more demands.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          '"We will know when you pay" closes the threat and cuts off any talk. A provider you pay leaves you a way to reach it.',
      },
    ],
    inRealLife:
      "Do not reply or pay. Forward the e-mail with its headers to your incident team, which alerts the bank's DDoS protection provider and watches traffic closely around the promised time; the bank reports the threat to CISA in the United States or the National Cyber Security Centre in the United Kingdom. [Read the DDoS Attacks page](/frauds/Ddos)",
    variants: [
      {
        swap: {
          'Phantom Collective': 'Night Ember Group',
          'phantom.collective@': 'night.ember@',
          '14:00': '15:00',
          '3 Bitcoin (about $190,000)': '4 Bitcoin (about $250,000)',
          'Friday 18:00': 'Thursday 20:00',
        },
      },
      {
        swap: {
          Stratoshield: 'Bulwarkline',
          stratoshield: 'bulwarkline',
          '14:00': '13:30',
          'for 30 minutes': 'for 20 minutes',
          'Wed 4 Mar 2026, 09:02': 'Tue 3 Mar 2026, 08:47',
          anonmail: 'ghostpost',
        },
      },
    ],
  },
  {
    id: 'Ddos-d4',
    twin: 'Ddos-d1',
    fraudId: 'Ddos',
    title: MAILBOX_TITLE,
    setting: 'international',
    scenario: MAILBOX_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Stratoshield Testing',
        address: 'tests@stratoshield.example',
        hotspot: 'sender',
      },
      to: 'security@harbourline.example',
      date: 'Wed 4 Mar 2026, 09:02',
      subject: [{ text: 'Your online banking at 14:00 today', hotspot: 'subject' }],
      body: [
        ['Hello Harbourline security team,'],
        [
          {
            text: 'At 14:00 today we will start the 30-minute test attack on your online banking that your team booked.',
            hotspot: 'start-line',
          },
        ],
        [
          {
            text: 'The target is www.harbourline.example and the banking app.',
            hotspot: 'target-line',
          },
        ],
        [
          {
            text: 'Your customers may see slow pages and errors while it runs.',
            hotspot: 'customers-line',
          },
        ],
        [
          {
            text: 'To stop the test at any time, call our operations centre on the number in your contract. Your results report follows on Friday.',
            hotspot: 'next-step-line',
          },
        ],
        [
          {
            text: 'Please reply to confirm that your on-call engineer is ready.',
            hotspot: 'closing-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is the booked test, announced by your own provider. It comes from stratoshield.example, asks for no money and lets you stop the test through the number in your contract, so the team can simply get ready for 14:00.',
    alignment: {
      rating: 'high',
      reason: 'A test is booked this week, and notices about it land in exactly this mailbox.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'The e-mail comes from stratoshield.example, the provider the bank pays. That matches what you know.',
      },
      {
        id: 'subject',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          'A subject about your online banking at a set time can read like a threat. For a booked test, it is simply the time.',
      },
      {
        id: 'start-line',
        label: 'Line about 14:00',
        redFlag: false,
        cue: 'tactics',
        explanation:
          '"Test attack" sounds alarming, but the bank pays for these tests to see how well its protection holds. This is the one your team booked.',
      },
      {
        id: 'target-line',
        label: 'Line about the target',
        redFlag: false,
        explanation:
          'A test names what it will hit, so that the team knows what to watch. It is ordinary detail.',
      },
      {
        id: 'customers-line',
        label: 'Line about your customers',
        redFlag: false,
        cue: 'language',
        explanation:
          'Slow pages and errors sound like an outage, but a fair test warns of them in advance. The call centre can be told to expect a few calls.',
      },
      {
        id: 'next-step-line',
        label: 'Line about what happens next',
        redFlag: false,
        explanation:
          'You can stop the test through a number you already have, and a report follows. Nothing asks for money.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation:
          'A provider checking that an engineer is ready is normal before a test. It invites a reply instead of cutting off contact.',
      },
    ],
    inRealLife:
      "Put the test in the team's calendar, tell the call centre, and keep the number in your contract at hand to stop it. If an e-mail ever demands money to stop an attack, forward it to the incident team at once. [Read the DDoS Attacks page](/frauds/Ddos)",
    variants: [
      {
        swap: {
          '14:00': '15:00',
          'Wed 4 Mar 2026, 09:02': 'Wed 4 Mar 2026, 10:15',
          '30-minute': '45-minute',
          'on Friday': 'on Monday',
        },
      },
      {
        swap: {
          Stratoshield: 'Bulwarkline',
          stratoshield: 'bulwarkline',
          '14:00': '13:30',
          'Wed 4 Mar 2026, 09:02': 'Tue 3 Mar 2026, 08:47',
        },
      },
    ],
  },
  {
    id: 'Ddos-d5',
    twin: 'Ddos-d2',
    fraudId: 'Ddos',
    title: NOTICE_TITLE,
    setting: 'international',
    scenario: NOTICE_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Stratoshield Network Operations',
        address: 'noc@stratoshield.example',
        hotspot: 'sender-address',
      },
      to: 'web-operations@harbourline.example',
      date: 'Thu 12 Mar 2026, 16:30',
      subject: ['Planned maintenance: Sun 15 Mar 2026, 02:00 to 03:00 UTC'],
      body: [
        ['Hello Harbourline Bank team,'],
        [
          { text: 'Contract HB-2207.', hotspot: 'contract-line' },
          ' We are upgrading our European scrubbing centre, which cleans your traffic.',
        ],
        [
          {
            text: 'During the window your traffic moves to our backup centre. Within that hour your site may stop answering for up to 2 minutes, and pages may be slow.',
            hotspot: 'outage-line',
          },
        ],
        [
          {
            text: 'You will also see heavy traffic from home routers in many countries. It is our test traffic, so please let it through.',
            hotspot: 'traffic-line',
          },
        ],
        [
          {
            text: 'You may see thousands of failed sign-ins to online banking as well. They are part of the test, so do not block them or alert your fraud team.',
            hotspot: 'sign-in-line',
          },
        ],
        [
          {
            text: 'If your call centre gets "site down" calls, there is no need to pass them on.',
            hotspot: 'call-centre-line',
          },
        ],
        [
          'No action is needed. You do not need to change any settings or sign in anywhere. Live updates: ',
          {
            text: 'status.stratoshield.example',
            link: 'https://status.stratoshield.example/maintenance/MW-5512',
            hotspot: 'status-link',
          },
        ],
        [
          {
            text: 'Questions? Reply to this e-mail or call our operations centre on the number in your contract.',
            hotspot: 'contact-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This notice is cover for an attack. It asks you to let through traffic from home routers worldwide, ignore a flood of failed sign-ins and keep outage calls from the team, which is how a DDoS hides account takeover. Report it to the incident team and check with Stratoshield on the number in your contract.',
    alignment: {
      rating: 'medium',
      reason:
        'The web team knows this provider, but maintenance notices come only a few times a year.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "The address is the provider's usual one, but the sender of an e-mail can be forged. What the notice asks you to ignore is what gives it away.",
      },
      {
        id: 'contract-line',
        label: 'Contract number',
        redFlag: false,
        explanation:
          'The contract number is right, but it appears on every notice the team has ever received. Anyone who has seen one can copy it.',
      },
      {
        id: 'outage-line',
        label: 'Line about the site not answering',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of the site going down sounds like a DDoS warning, but a short gap at 2 a.m. is what a real upgrade looks like. This line is copied from a real notice.',
      },
      {
        id: 'traffic-line',
        label: 'Line about test traffic',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'Traffic from home routers in many countries is what a botnet attack looks like. A provider tests its filters without asking you to wave such traffic through.',
      },
      {
        id: 'sign-in-line',
        label: 'Line about sign-ins',
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'Attackers use an outage as cover while they try stolen passwords. Being told to ignore failed sign-ins during the window is the plan laid bare.',
      },
      {
        id: 'call-centre-line',
        label: 'Line about the call centre',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'A call centre filling with "site down" calls is one of the first signs of an attack. A notice that asks you to ignore them wants the attack to go unseen.',
      },
      {
        id: 'status-link',
        label: 'Link: status.stratoshield.example',
        redFlag: false,
        explanation:
          "The link goes to the provider's real status site, copied from a real notice. It does not make the rest of the e-mail true.",
      },
      {
        id: 'contact-line',
        label: 'Line about questions',
        redFlag: false,
        explanation:
          'It points to the number in your contract, which is exactly the channel to use now. Call it before you follow anything in this notice.',
      },
    ],
    inRealLife:
      'Forward the notice with its headers to the incident team, and call the provider on the number in your contract before you change anything. The incident team watches sign-ins and traffic closely and reports an attack to CISA or the National Cyber Security Centre. [Read the DDoS Attacks page](/frauds/Ddos)',
    variants: [
      {
        swap: {
          'HB-2207': 'HB-3189',
          'MW-5512': 'MW-6047',
          'Thu 12 Mar 2026, 16:30': 'Wed 11 Mar 2026, 15:10',
          'Sun 15 Mar 2026': 'Sat 14 Mar 2026',
          European: 'North American',
        },
      },
      {
        swap: {
          Stratoshield: 'Bulwarkline',
          stratoshield: 'bulwarkline',
          'HB-2207': 'HB-1846',
          'MW-5512': 'MW-4830',
          'up to 2 minutes': 'up to 3 minutes',
        },
      },
    ],
  },
  {
    id: 'Ddos-d2',
    twin: 'Ddos-d5',
    fraudId: 'Ddos',
    title: NOTICE_TITLE,
    setting: 'international',
    scenario: NOTICE_SCENARIO,
    artefact: {
      medium: 'email',
      from: {
        name: 'Stratoshield Network Operations',
        address: 'noc@stratoshield.example',
        hotspot: 'sender-address',
      },
      to: 'web-operations@harbourline.example',
      date: 'Thu 12 Mar 2026, 16:30',
      subject: ['Planned maintenance: Sun 15 Mar 2026, 02:00 to 03:00 UTC'],
      body: [
        ['Hello Harbourline Bank team,'],
        [
          { text: 'Contract HB-2207.', hotspot: 'contract-line' },
          ' We are upgrading our European scrubbing centre, which cleans your traffic.',
        ],
        [
          {
            text: 'During the window your traffic moves to our backup centre. Within that hour your site may stop answering for up to 2 minutes, and pages may be slow.',
            hotspot: 'outage-line',
          },
        ],
        [
          {
            text: 'During the upgrade our engineers may look at samples of your traffic to test the new filters.',
            hotspot: 'traffic-line',
          },
        ],
        [
          {
            text: 'Sign-ins to online banking are not affected, and your usual alerts keep running.',
            hotspot: 'sign-in-line',
          },
        ],
        [
          {
            text: 'Your call centre may get a few calls about slow pages during the window.',
            hotspot: 'call-centre-line',
          },
        ],
        [
          'No action is needed. You do not need to change any settings or sign in anywhere. Live updates: ',
          {
            text: 'status.stratoshield.example',
            link: 'https://status.stratoshield.example/maintenance/MW-5512',
            hotspot: 'status-link',
          },
        ],
        [
          {
            text: 'Questions? Reply to this e-mail or call our operations centre on the number in your contract.',
            hotspot: 'contact-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real maintenance notice. It quotes your contract, plans a short gap at 2 a.m., keeps your alerts running and asks you to do nothing, so the team only needs to note the window.',
    alignment: {
      rating: 'medium',
      reason:
        'The web team knows this provider, but maintenance notices come only a few times a year.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "This is the provider's usual address on its own domain. Senders can be forged, so the content still matters.",
      },
      {
        id: 'contract-line',
        label: 'Contract number',
        redFlag: false,
        explanation:
          "The contract number matches your records, as the provider's notices always do. It fits the pattern you know.",
      },
      {
        id: 'outage-line',
        label: 'Line about the site not answering',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of the site going down can sound like a DDoS warning. Here it is a short, planned gap at 2 a.m., announced days ahead.',
      },
      {
        id: 'traffic-line',
        label: 'Line about test traffic',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Strangers looking at your traffic can sound like an attack. Cleaning traffic is the service the bank pays for, and the contract allows it.',
      },
      {
        id: 'sign-in-line',
        label: 'Line about sign-ins',
        redFlag: false,
        explanation:
          'Sign-ins and alerts carry on as normal. Nothing asks you to look away from unusual activity.',
      },
      {
        id: 'call-centre-line',
        label: 'Line about the call centre',
        redFlag: false,
        explanation:
          'A fair warning that a few customers may call lets the call centre prepare. It does not ask you to ignore anything.',
      },
      {
        id: 'status-link',
        label: 'Link: status.stratoshield.example',
        redFlag: false,
        cue: 'technical',
        explanation:
          "The link goes to the provider's own status site and asks for no login. Links in e-mail deserve a look, and this one passes.",
      },
      {
        id: 'contact-line',
        label: 'Line about questions',
        redFlag: false,
        explanation:
          'It sends you to the number in your contract, a channel you already know, rather than giving a new one.',
      },
    ],
    inRealLife:
      "Note the window in the team's calendar and tell the call centre in case customers ask. If a notice ever asks you to let strange traffic through, ignore alerts or change settings, check with the provider on the number in your contract and tell the incident team, which reports attacks to CISA or the National Cyber Security Centre. [Read the DDoS Attacks page](/frauds/Ddos)",
    variants: [
      {
        swap: {
          'HB-2207': 'HB-3189',
          'MW-5512': 'MW-6047',
          'Thu 12 Mar 2026, 16:30': 'Wed 11 Mar 2026, 15:10',
          'Sun 15 Mar 2026': 'Sat 14 Mar 2026',
          European: 'North American',
        },
      },
      {
        swap: {
          Stratoshield: 'Bulwarkline',
          stratoshield: 'bulwarkline',
          'HB-2207': 'HB-1846',
          'MW-5512': 'MW-4830',
          'up to 2 minutes': 'up to 3 minutes',
        },
      },
    ],
  },
  {
    id: 'Ddos-d6',
    twin: 'Ddos-d7',
    fraudId: 'Ddos',
    title: POST_TITLE,
    setting: 'za',
    scenario: POST_SCENARIO,
    artefact: {
      medium: 'social',
      platform: 'Microblog',
      account: { name: 'Thandeka Ndlovu', handle: '@thandi_ndlovu', verified: false },
      sponsored: false,
      body: [
        [
          {
            text: '@MarulaBank your app and your website have both been down for an hour.',
            hotspot: 'app-line',
          },
        ],
        [
          {
            text: "My sister in Durban says hers is locked too and she can't log in.",
            hotspot: 'others-line',
          },
        ],
        [
          {
            text: 'Your call centre line has been engaged for 40 minutes.',
            hotspot: 'call-centre-line',
          },
        ],
        [
          {
            text: 'And I just got an SMS with a login code I never asked for. What is going on??',
            hotspot: 'last-line',
          },
        ],
      ],
      comments: [
        { author: 'Kabelo', text: [{ text: 'Same here 😩', hotspot: 'first-comment' }] },
        {
          author: 'Naledi M.',
          text: [
            {
              text: 'Why does this always happen on payday? My rent payment is due today.',
              hotspot: 'second-comment',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'These are signs of a DDoS attack with something worse behind it. The app and the website are down together, the call centre is swamped, and login codes arrive that nobody asked for, so pass the post to the security team at once.',
    alignment: {
      rating: 'high',
      reason: 'Checking mentions of the bank is your daily work, and payday is always busy.',
    },
    hotspots: [
      {
        id: 'app-line',
        label: 'Line about the app',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'An update can lock out an old app, but it does not take the website down with it. Both down for an hour is how an attack looks from outside.',
      },
      {
        id: 'others-line',
        label: 'Line about her sister',
        redFlag: false,
        cue: 'language',
        explanation:
          'Another customer locked out sounds like the trouble is spreading, but customers always compare notes with family. One more person who cannot log in says nothing about the cause.',
      },
      {
        id: 'call-centre-line',
        label: 'Line about the call centre',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'A call centre line engaged for 40 minutes means it is flooded with "site down" calls. That is one of the first signs of a DDoS attack.',
      },
      {
        id: 'last-line',
        label: 'Last line of the post',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'Login codes nobody asked for mean someone is trying to get into accounts right now. Attackers use an outage as cover for exactly this.',
      },
      {
        id: 'first-comment',
        label: 'First comment',
        redFlag: false,
        explanation:
          '"Same here" appears under every complaint, whatever the cause. It tells you nothing on its own.',
      },
      {
        id: 'second-comment',
        label: 'Second comment',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A payment due today adds pressure, but paydays are busy for every bank. A worried customer does not point to an attack.',
      },
    ],
    inRealLife:
      'Take a screenshot with the date and time and send it to the security team straight away; do not argue in the comments. The team warns the DDoS protection provider and the fraud team, and the bank can report the attack to the Cybersecurity Hub and open a case with SAPS. [Read the DDoS Attacks page](/frauds/Ddos)',
    variants: [
      {
        swap: {
          'Thandeka Ndlovu': 'Zanele Mokoena',
          '@thandi_ndlovu': '@zanele_mok',
          Durban: 'Pietermaritzburg',
          '40 minutes': '50 minutes',
          Kabelo: 'Musa',
        },
      },
      {
        swap: {
          'Thandeka Ndlovu': 'Ayesha Patel',
          '@thandi_ndlovu': '@ayesha_p',
          Durban: 'East London',
          'Naledi M.': 'Johan V.',
          'Marula Bank': 'Kiaat Bank',
          '@MarulaBank': '@KiaatBank',
        },
      },
    ],
  },
  {
    id: 'Ddos-d7',
    twin: 'Ddos-d6',
    fraudId: 'Ddos',
    title: POST_TITLE,
    setting: 'za',
    scenario: POST_SCENARIO,
    artefact: {
      medium: 'social',
      platform: 'Microblog',
      account: { name: 'Thandeka Ndlovu', handle: '@thandi_ndlovu', verified: false },
      sponsored: false,
      body: [
        [
          {
            text: '@MarulaBank your app says I must update before I can log in.',
            hotspot: 'app-line',
          },
        ],
        [
          {
            text: "My sister in Durban says hers is locked too and she can't log in.",
            hotspot: 'others-line',
          },
        ],
        [
          {
            text: 'Your call centre answered in five minutes and talked me through it.',
            hotspot: 'call-centre-line',
          },
        ],
        [
          {
            text: 'Updated now and all working. Payday panic over 😅',
            hotspot: 'last-line',
          },
        ],
      ],
      comments: [
        { author: 'Kabelo', text: [{ text: 'Same here 😩', hotspot: 'first-comment' }] },
        {
          author: 'Naledi M.',
          text: [
            {
              text: 'Why does this always happen on payday? My rent payment is due today.',
              hotspot: 'second-comment',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is an ordinary complaint about the app update that went out this morning. The app asked her to update, the call centre answered quickly and she is back in, so the team can reply with help on updating and carry on.',
    alignment: {
      rating: 'high',
      reason: 'Checking mentions of the bank is your daily work, and payday is always busy.',
    },
    hotspots: [
      {
        id: 'app-line',
        label: 'Line about the app',
        redFlag: false,
        cue: 'language',
        explanation:
          'A customer who cannot log in on payday sounds alarming. But a request to update is what the new app version does to old ones.',
      },
      {
        id: 'others-line',
        label: 'Line about her sister',
        redFlag: false,
        cue: 'language',
        explanation:
          'Several people with the same trouble can sound like a wide outage. Everyone on the old app version sees the same update message.',
      },
      {
        id: 'call-centre-line',
        label: 'Line about the call centre',
        redFlag: false,
        explanation:
          'The call centre answered within minutes, so it is not flooded. That points away from an attack.',
      },
      {
        id: 'last-line',
        label: 'Last line of the post',
        redFlag: false,
        explanation: 'She updated and everything works. Nothing odd is happening to her account.',
      },
      {
        id: 'first-comment',
        label: 'First comment',
        redFlag: false,
        explanation:
          '"Same here" appears under every complaint, whatever the cause. It tells you nothing on its own.',
      },
      {
        id: 'second-comment',
        label: 'Second comment',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A payment due today adds pressure, but paydays are busy for every bank. A worried customer does not point to an attack.',
      },
    ],
    inRealLife:
      'Reply with how to update the app and keep an eye on the volume of complaints. If posts ever describe the app and the website down together, a swamped call centre or login codes nobody asked for, send them to the security team at once. [Read the DDoS Attacks page](/frauds/Ddos)',
    variants: [
      {
        swap: {
          'Thandeka Ndlovu': 'Zanele Mokoena',
          '@thandi_ndlovu': '@zanele_mok',
          Durban: 'Pietermaritzburg',
          Kabelo: 'Musa',
          'in five minutes': 'in four minutes',
        },
      },
      {
        swap: {
          'Thandeka Ndlovu': 'Ayesha Patel',
          '@thandi_ndlovu': '@ayesha_p',
          Durban: 'East London',
          'Naledi M.': 'Johan V.',
          'Marula Bank': 'Kiaat Bank',
          '@MarulaBank': '@KiaatBank',
        },
      },
    ],
  },
];
