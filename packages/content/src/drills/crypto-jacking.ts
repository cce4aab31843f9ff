import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'CryptoJacking-d1',
    fraudId: 'CryptoJacking',
    title: 'An advert for a browser add-on',
    setting: 'international',
    scenario:
      'You are scrolling your social feed on your work laptop during lunch. This sponsored post appears.',
    artefact: {
      medium: 'social',
      platform: 'Social feed',
      account: { name: 'TurboTab', handle: '@turbotab_app', verified: false, hotspot: 'account' },
      sponsored: true,
      body: [
        ['Is your browser slow? TurboTab makes it 3 times faster.'],
        [
          {
            text: "And it pays you! TurboTab uses your computer's spare power while you're not looking and turns it into coins for you.",
            hotspot: 'spare-power-line',
          },
        ],
        [
          {
            text: 'Earn up to $40 a month while you sleep. Early-access places are almost gone!',
            hotspot: 'earnings-line',
          },
        ],
        [
          {
            text: 'Needs permission to "read and change all your data on all websites".',
            hotspot: 'permission-line',
          },
        ],
      ],
      cta: {
        text: 'Add to browser, free',
        link: 'https://turbotab-extension.example/install',
        hotspot: 'install-button',
      },
      comments: [
        {
          author: 'Jo B.',
          text: [
            {
              text: "Installed it and my laptop fan hasn't stopped since 😂",
              hotspot: 'fan-comment',
            },
          ],
        },
        { author: 'Sam K.', text: ['How do I get paid?'] },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This add-on mines cryptocurrency on your computer, and with permission to read every website it could do far worse. Don't install it; report the advert, and never add software to a work laptop yourself.",
    alignment: {
      rating: 'low',
      reason: 'Nothing ties it to your work; it is a generic offer to anyone with a browser.',
    },
    hotspots: [
      {
        id: 'account',
        label: 'Account name',
        redFlag: false,
        explanation:
          'An unverified account for a small app is common. The name is not the problem; what the add-on does is.',
      },
      {
        id: 'spare-power-line',
        label: 'Line about spare power',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'Using "spare power" to make coins means mining cryptocurrency, which keeps the processor near 100% and the fans loud.',
      },
      {
        id: 'earnings-line',
        label: 'Line about earnings',
        redFlag: true,
        cue: 'tactics',
        teaches: 0,
        explanation:
          'Easy money "while you sleep" and almost-gone places are classic pressure. You pay in electricity and a worn-out machine.',
      },
      {
        id: 'permission-line',
        label: 'Line about permissions',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'An add-on that can read and change every website can run mining code in any page you open, and also see your passwords.',
      },
      {
        id: 'install-button',
        label: 'Button: Add to browser, free',
        redFlag: false,
        explanation:
          "The button goes to the maker's own site, which matches its name. The link is not the problem; what the add-on does is.",
      },
      {
        id: 'fan-comment',
        label: 'Comment by Jo B.',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'A fan that never stops after installing something is what mining feels like from the outside: the processor is running flat out.',
      },
    ],
    inRealLife:
      "Don't install it. Report the advert to the platform, and tell your IT team if anyone has added it to a work computer, so that they can remove it and check for others. Businesses can report cryptojacking to CISA in the United States or the National Cyber Security Centre in the United Kingdom.",
  },
  {
    id: 'CryptoJacking-d2',
    fraudId: 'CryptoJacking',
    title: "The cloud account's billing page",
    setting: 'za',
    scenario:
      "You manage Marula Bank's account with Nimbus Cloud. The bank uses only the Cape Town and Johannesburg regions. On Monday morning you open the billing page.",
    artefact: {
      medium: 'web',
      url: 'https://console.nimbuscloud.example/billing/overview',
      urlHotspot: 'address',
      padlock: true,
      title: 'Billing overview: Marula Bank',
      body: [
        [
          {
            text: 'Month to date: R684 200.00 (last month in total: R41 350.00).',
            hotspot: 'total-line',
          },
        ],
        [
          {
            text: 'Top cost: 96 GPU virtual machines in the South America East and Asia South regions, created Saturday at 01:40.',
            hotspot: 'machines-line',
          },
        ],
        [
          {
            text: 'Created with access key AK…7Q2 of user svc-backup, used from an address in a country where the bank has no staff.',
            hotspot: 'access-key-line',
          },
        ],
        [
          {
            text: 'Outbound traffic: steady connections to pool.hashfarm.invalid on port 3333 (stratum).',
            hotspot: 'traffic-line',
          },
        ],
        [{ text: 'Support plan: Business.', hotspot: 'support-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Someone has used a stolen access key to mine cryptocurrency on the bank's cloud account. Report it to the security team now: every hour adds to the bill.",
    alignment: {
      rating: 'high',
      reason: 'Checking the cloud bill is your regular work, and the page is the real console.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation: "This is the cloud provider's real console, which you opened yourself.",
      },
      {
        id: 'total-line',
        label: 'Month-to-date total',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'A bill more than 16 times last month, with the month barely started, is the most visible sign of cryptojacking in the cloud.',
      },
      {
        id: 'machines-line',
        label: 'Line about virtual machines',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'Powerful GPU machines in regions the bank never uses, created at 01:40 on a Saturday, are what miners build with stolen keys.',
      },
      {
        id: 'access-key-line',
        label: 'Line about the access key',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          "A service account's key used from an unfamiliar country means the key has leaked. A backup account has no reason to create machines.",
      },
      {
        id: 'traffic-line',
        label: 'Outbound traffic line',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          '"Stratum" is the protocol miners use to talk to mining pools. Steady connections to a pool are close to proof.',
      },
      {
        id: 'support-line',
        label: 'Support plan',
        redFlag: false,
        explanation: 'An ordinary account detail. It tells you nothing about the attack.',
      },
    ],
    inRealLife:
      'Call the security team at once. They disable the leaked key, shut down the machines after keeping evidence, and look for other keys and users nobody created. Then ask the cloud provider about the charges. The bank reports the incident to the Cybersecurity Hub and can open a case with SAPS.',
  },
  {
    id: 'CryptoJacking-d3',
    fraudId: 'CryptoJacking',
    title: 'A reply from the IT service desk',
    setting: 'international',
    scenario:
      'It is Wednesday 4 March. Your work laptop at Harbourline Bank has been hot and loud since noon. You asked the IT service desk in the work chat, and this is the conversation.',
    artefact: {
      medium: 'chat',
      app: 'Work chat',
      sender: { name: 'IT Service Desk (Priya)', number: '+44 20 7946 0512', hotspot: 'sender' },
      messages: [
        {
          from: 'me',
          time: '12:20',
          body: [
            {
              text: 'Hi, my laptop fan is roaring and the processor is at 98%. Is something wrong?',
              hotspot: 'processor-line',
            },
          ],
        },
        {
          from: 'them',
          time: '12:24',
          body: [
            { text: 'Hi! I can see your laptop in our tools.', hotspot: 'remote-view-line' },
            ' ',
            {
              text: 'The busy process is HarbourGuard Full Scan, our antivirus.',
              hotspot: 'process-line',
            },
          ],
        },
        {
          from: 'them',
          time: '12:24',
          body: [
            {
              text: 'Every laptop gets a full scan on the first Wednesday of the month from 12:00. It is in the IT notice on the intranet.',
              hotspot: 'schedule-line',
            },
          ],
        },
        {
          from: 'them',
          time: '12:25',
          body: [
            {
              text: "It usually takes about two hours. If it's still busy at 15:00, or you see a process you don't recognise, tell us.",
              hotspot: 'follow-up-line',
            },
            ' No need to install anything or restart.',
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The high processor use has a known, scheduled cause that you can check on the intranet, and the desk asks you to do nothing risky. Trust it, and speak up if it does not stop.',
    alignment: {
      rating: 'medium',
      reason: 'You started the conversation yourself, with the service desk you always use.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation: 'The service desk, in the internal chat where you asked your question.',
      },
      {
        id: 'processor-line',
        label: 'Line about the processor',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A processor near 100% with a loud fan is a cryptojacking warning sign, so it is right to ask. Here a scheduled scan explains it.',
      },
      {
        id: 'remote-view-line',
        label: 'Line about seeing your laptop',
        redFlag: false,
        cue: 'technical',
        explanation:
          "Someone seeing your laptop from afar can sound alarming. The bank's own IT tools do this for every work laptop, and you asked for help.",
      },
      {
        id: 'process-line',
        label: 'Line about the busy process',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A process name you have never noticed can look like a hidden miner. Here the desk names it, says what it is, and it is in the published schedule.',
      },
      {
        id: 'schedule-line',
        label: 'Line about the schedule',
        redFlag: false,
        explanation:
          'It is a fixed, published schedule: today is the first Wednesday, and you can check the notice yourself.',
      },
      {
        id: 'follow-up-line',
        label: 'Line about when to tell them',
        redFlag: false,
        explanation:
          'The desk tells you what would be unusual, so that you know when to come back. It asks you to install nothing.',
      },
    ],
    inRealLife:
      'Let the scan finish. If a computer stays busy for hours with nobody using it, or a process you do not know keeps coming back after it is stopped, tell the IT service desk; the bank reports confirmed cryptojacking to the National Cyber Security Centre or CISA.',
  },
];
