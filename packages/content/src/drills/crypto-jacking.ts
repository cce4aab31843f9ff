import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'CryptoJacking-d1',
    twin: 'CryptoJacking-d4',
    fraudId: 'CryptoJacking',
    title: 'An advert for a browser add-on',
    setting: 'international',
    scenario:
      'Your home laptop has been slow lately when you have many tabs open. You are scrolling your social feed when this sponsored post appears.',
    artefact: {
      medium: 'social',
      platform: 'Social feed',
      account: { name: 'TurboTab', handle: '@turbotab_app', verified: false },
      sponsored: true,
      body: [
        [
          {
            text: "TurboTab uses your computer's spare power while you're not looking and turns it into coins for you: up to $40 a month while you sleep.",
            hotspot: 'how-it-works',
          },
        ],
        [
          {
            text: 'Pages open up to 3 times faster. Free for a limited time, so grab it today!',
            hotspot: 'speed-line',
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
              hotspot: 'jo-comment',
            },
          ],
        },
        {
          author: 'Sam K.',
          text: [{ text: 'Does it work on older laptops?', hotspot: 'sam-comment' }],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This add-on mines cryptocurrency on your laptop, and with permission to read every website it could do far worse. Do not install it, and report the advert.',
    alignment: {
      rating: 'low',
      reason: 'Your laptop is slow, but this is a generic offer that you were not looking for.',
    },
    hotspots: [
      {
        id: 'how-it-works',
        label: 'Line about how it works',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'Turning "spare power" into coins means mining cryptocurrency. Mining keeps the processor near 100% and the fan loud, and you pay for the electricity.',
      },
      {
        id: 'speed-line',
        label: 'Line about speed',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A limited-time offer and a bold speed claim are ordinary advertising pressure. They tell you nothing about what the add-on does with your computer.',
      },
      {
        id: 'permission-line',
        label: 'Line about permissions',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'An add-on that can read and change every website can run mining code in any page you open. It could also see your passwords.',
      },
      {
        id: 'install-button',
        label: 'Button: Add to browser, free',
        redFlag: false,
        explanation:
          "The button goes to the maker's own site, which matches its name. The link is not the problem; what the add-on does is.",
      },
      {
        id: 'jo-comment',
        label: 'Comment by Jo B.',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'A fan that never stops after installing something is what mining feels like from the outside. The processor is running flat out.',
      },
      {
        id: 'sam-comment',
        label: 'Comment by Sam K.',
        redFlag: false,
        explanation: 'An ordinary question from another user. It tells you nothing either way.',
      },
    ],
    inRealLife:
      'Do not install it, and report the advert to the platform. If it is already on a computer, remove it and check that the processor calms down; businesses can report cryptojacking to CISA in the United States or the National Cyber Security Centre in the United Kingdom. [Read the Cryptojacking page](/frauds/CryptoJacking)',
    variants: [
      {
        swap: {
          TurboTab: 'ZipTab',
          turbotab: 'ziptab',
          'Jo B.': 'Dee M.',
          '$40 a month': '$35 a month',
          '3 times faster': 'twice as fast',
        },
      },
      {
        swap: {
          TurboTab: 'SwiftPane',
          turbotab: 'swiftpane',
          'Sam K.': 'Ravi P.',
          '$40 a month': '$50 a month',
          'Jo B.': 'Lee T.',
        },
      },
    ],
  },
  {
    id: 'CryptoJacking-d2',
    twin: 'CryptoJacking-d5',
    fraudId: 'CryptoJacking',
    title: "The cloud account's billing page",
    setting: 'za',
    scenario:
      "You manage Marula Bank's account with Nimbus Cloud. The bank uses only the Cape Town and Johannesburg regions, and its data team trains models on a few GPU machines in Cape Town every weekend. On Monday 23 March you open the billing page.",
    artefact: {
      medium: 'web',
      url: 'https://console.nimbuscloud.example/billing/overview',
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
            text: 'Storage: 18 TB in Cape Town, about the same as last month.',
            hotspot: 'storage-line',
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
        [
          {
            text: 'Invoices go to cloud-finance@marulabank.example on the 1st of each month, with payment due within 14 days.',
            hotspot: 'invoice-line',
          },
        ],
        [{ text: 'Support plan: Business.', hotspot: 'support-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Someone has used a leaked access key to mine cryptocurrency on the bank's cloud account. Report it to the security team now: every hour adds to the bill.",
    alignment: {
      rating: 'high',
      reason: 'Checking the cloud bill is your regular work, and the page is the real console.',
    },
    hotspots: [
      {
        id: 'total-line',
        label: 'Month-to-date total',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'A bill more than 16 times last month, with the month not yet over, is the most visible sign of cryptojacking in the cloud.',
      },
      {
        id: 'storage-line',
        label: 'Storage line',
        redFlag: false,
        explanation:
          'Storage is steady and in the usual region. Miners want processors, not disks.',
      },
      {
        id: 'machines-line',
        label: 'Line about virtual machines',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'Nearly a hundred GPU machines in regions the bank never uses are what miners build with stolen keys. The data team uses a few, and only in Cape Town.',
      },
      {
        id: 'access-key-line',
        label: 'Line about the access key',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          "A service account's key used from a country where the bank has no staff means the key has leaked. A backup account has no reason to create machines.",
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
        id: 'invoice-line',
        label: 'Line about invoices',
        redFlag: false,
        cue: 'tactics',
        explanation:
          "A payment deadline can sound like pressure, but these are the account's usual terms, sent to the bank's own finance address. They are not a sign of attack.",
      },
      {
        id: 'support-line',
        label: 'Support plan',
        redFlag: false,
        explanation: 'An ordinary account detail. It tells you nothing about the attack.',
      },
    ],
    inRealLife:
      'Call the security team at once. They disable the leaked key, shut down the machines after keeping evidence, and look for other keys and users nobody created; then ask the cloud provider about the charges. The bank reports the incident to the Cybersecurity Hub and can open a case with SAPS. [Read the Cryptojacking page](/frauds/CryptoJacking)',
    variants: [
      {
        swap: {
          'R684 200.00': 'R702 600.00',
          'AK…7Q2': 'AK…4XN',
          '18 TB': '22 TB',
          'Monday 23 March': 'Monday 16 March',
          '01:40': '02:15',
        },
      },
      {
        swap: {
          'Nimbus Cloud': 'Cirrus Cloud',
          nimbuscloud: 'cirruscloud',
          'Marula Bank': 'Kiaat Bank',
          marulabank: 'kiaatbank',
          '96 GPU': '92 GPU',
          hashfarm: 'coinforge',
        },
      },
    ],
  },
  {
    id: 'CryptoJacking-d3',
    twin: 'CryptoJacking-d6',
    fraudId: 'CryptoJacking',
    title: 'A reply from the IT service desk',
    setting: 'international',
    scenario:
      'It is Wednesday 4 March. Your work laptop at Harbourline Bank has been hot and loud since noon, so you message the IT service desk in the work chat. The intranet says the monthly antivirus scan, HarbourGuard Full Scan, runs on the first Wednesday of each month from 12:00.',
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
              text: 'Hi, urgent: my laptop fan is roaring and the processor is at 98%. Is something wrong?',
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
      'The busy process is HarbourGuard Full Scan, the scan the intranet lists for today, and the desk asks you to do nothing risky. Trust it, and speak up if the laptop is still busy at 15:00.',
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
          'A processor near 100% with a loud fan is a cryptojacking warning sign, so it is right to ask. What matters is what explains it.',
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
          'The desk names the process, and it is the scan the intranet lists for today. A process you know the name and purpose of is not a hidden miner.',
      },
      {
        id: 'schedule-line',
        label: 'Line about the schedule',
        redFlag: false,
        explanation:
          'It is a fixed, published schedule, and today is the first Wednesday. You can read the notice yourself.',
      },
      {
        id: 'follow-up-line',
        label: 'Last message from the desk',
        redFlag: false,
        explanation:
          'The desk tells you what would be unusual, so that you know when to come back. It asks you to install nothing.',
      },
    ],
    inRealLife:
      'Let the scan finish. If a computer stays busy for hours with nobody using it, or a process you do not know keeps coming back after it is stopped, tell the IT service desk; the bank reports confirmed cryptojacking to the National Cyber Security Centre or CISA. [Read the Cryptojacking page](/frauds/CryptoJacking)',
    variants: [
      {
        swap: {
          Priya: 'Tomasz',
          '+44 20 7946 0512': '+44 20 7946 0387',
          'Wednesday 4 March': 'Wednesday 1 April',
          '98%': '97%',
        },
      },
      {
        swap: {
          HarbourGuard: 'HarbourSentry',
          Priya: 'Megan',
          '+44 20 7946 0512': '+44 20 7946 0744',
          '98%': '99%',
        },
      },
    ],
  },
  {
    id: 'CryptoJacking-d4',
    twin: 'CryptoJacking-d1',
    fraudId: 'CryptoJacking',
    title: 'An advert for a browser add-on',
    setting: 'international',
    scenario:
      'Your home laptop has been slow lately when you have many tabs open. You are scrolling your social feed when this sponsored post appears.',
    artefact: {
      medium: 'social',
      platform: 'Social feed',
      account: { name: 'TurboTab', handle: '@turbotab_app', verified: false },
      sponsored: true,
      body: [
        [
          {
            text: 'TurboTab puts the tabs you are not using to sleep, so they stop using your processor, memory and battery.',
            hotspot: 'how-it-works',
          },
        ],
        [
          {
            text: 'Pages open up to 3 times faster. Free for a limited time, so grab it today!',
            hotspot: 'speed-line',
          },
        ],
        [
          {
            text: 'Needs permission to "see your open tabs". It cannot read or change what is on the pages.',
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
              text: 'Installed it and my laptop fan finally went quiet 😂',
              hotspot: 'jo-comment',
            },
          ],
        },
        {
          author: 'Sam K.',
          text: [{ text: 'Does it work on older laptops?', hotspot: 'sam-comment' }],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Nothing in this advert uses your computer for someone else: it promises no money, asks only to see your tabs, and the comment describes a quieter fan. It is an ordinary advert for a tab manager.',
    alignment: {
      rating: 'low',
      reason: 'Your laptop is slow, but this is a generic offer that you were not looking for.',
    },
    hotspots: [
      {
        id: 'how-it-works',
        label: 'Line about how it works',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An add-on that talks about your processor can make you think of mining. This one makes the processor do less, and promises you no coins.',
      },
      {
        id: 'speed-line',
        label: 'Line about speed',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A limited-time offer and a bold speed claim sound too good to be true. It is ordinary advertising, not a sign of mining.',
      },
      {
        id: 'permission-line',
        label: 'Line about permissions',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Any permission request deserves a look. Seeing your tabs is what a tab manager needs, and it cannot touch the pages themselves.',
      },
      {
        id: 'install-button',
        label: 'Button: Add to browser, free',
        redFlag: false,
        explanation: "The button goes to the maker's own site, which matches its name.",
      },
      {
        id: 'jo-comment',
        label: 'Comment by Jo B.',
        redFlag: false,
        explanation:
          'A fan that goes quiet means the processor is working less. A miner does the opposite.',
      },
      {
        id: 'sam-comment',
        label: 'Comment by Sam K.',
        redFlag: false,
        explanation: 'An ordinary question from another user. It tells you nothing either way.',
      },
    ],
    inRealLife:
      'An honest add-on is still worth a check: read its permissions before you install it, and remove it if your fan or processor gets busier afterwards. If an add-on turns out to mine, report it to the platform and the browser store. [Read the Cryptojacking page](/frauds/CryptoJacking)',
    variants: [
      {
        swap: {
          TurboTab: 'ZipTab',
          turbotab: 'ziptab',
          'Jo B.': 'Dee M.',
          '3 times faster': 'twice as fast',
        },
      },
      {
        swap: {
          TurboTab: 'SwiftPane',
          turbotab: 'swiftpane',
          'Sam K.': 'Ravi P.',
          'Jo B.': 'Lee T.',
        },
      },
    ],
  },
  {
    id: 'CryptoJacking-d5',
    twin: 'CryptoJacking-d2',
    fraudId: 'CryptoJacking',
    title: "The cloud account's billing page",
    setting: 'za',
    scenario:
      "You manage Marula Bank's account with Nimbus Cloud. The bank uses only the Cape Town and Johannesburg regions, and its data team trains models on a few GPU machines in Cape Town every weekend. On Monday 23 March you open the billing page.",
    artefact: {
      medium: 'web',
      url: 'https://console.nimbuscloud.example/billing/overview',
      padlock: true,
      title: 'Billing overview: Marula Bank',
      body: [
        [
          {
            text: 'Month to date: R31 940.00 (last month in total: R41 350.00).',
            hotspot: 'total-line',
          },
        ],
        [
          {
            text: 'Storage: 18 TB in Cape Town, about the same as last month.',
            hotspot: 'storage-line',
          },
        ],
        [
          {
            text: 'Top cost: 4 GPU virtual machines in the Cape Town region, created Saturday at 01:40.',
            hotspot: 'machines-line',
          },
        ],
        [
          {
            text: "Created with access key AK…3M8 of user svc-training, the data team's weekend job, from the bank's own network.",
            hotspot: 'access-key-line',
          },
        ],
        [
          {
            text: 'Outbound traffic: mostly to backup.marulabank.example, as every month.',
            hotspot: 'traffic-line',
          },
        ],
        [
          {
            text: 'Invoices go to cloud-finance@marulabank.example on the 1st of each month, with payment due within 14 days.',
            hotspot: 'invoice-line',
          },
        ],
        [{ text: 'Support plan: Business.', hotspot: 'support-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "The bill is on track with last month, and the GPU machines are the data team's few weekend machines in Cape Town, created from the bank's own network. Nothing here needs action.",
    alignment: {
      rating: 'high',
      reason: 'Checking the cloud bill is your regular work, and the page is the real console.',
    },
    hotspots: [
      {
        id: 'total-line',
        label: 'Month-to-date total',
        redFlag: false,
        explanation:
          'Three weeks into the month, the bill is about three quarters of last month. That is the normal pace.',
      },
      {
        id: 'storage-line',
        label: 'Storage line',
        redFlag: false,
        explanation: 'Storage is steady and in the usual region.',
      },
      {
        id: 'machines-line',
        label: 'Line about virtual machines',
        redFlag: false,
        cue: 'technical',
        explanation:
          'GPU machines created at 01:40 on a Saturday look like what miners build. These are the few the data team runs every weekend, in Cape Town.',
      },
      {
        id: 'access-key-line',
        label: 'Line about the access key',
        redFlag: false,
        cue: 'technical',
        explanation:
          "A service account creating machines at night can look like a leaked key. This one is the data team's job, used from the bank's own network.",
      },
      {
        id: 'traffic-line',
        label: 'Outbound traffic line',
        redFlag: false,
        explanation:
          "The traffic goes to the bank's own backup service. There is no connection to a mining pool.",
      },
      {
        id: 'invoice-line',
        label: 'Line about invoices',
        redFlag: false,
        cue: 'tactics',
        explanation:
          "A payment deadline can sound like pressure, but these are the account's usual terms. The invoices go to the bank's own finance address, as every month.",
      },
      {
        id: 'support-line',
        label: 'Support plan',
        redFlag: false,
        explanation: 'An ordinary account detail. It tells you nothing either way.',
      },
    ],
    inRealLife:
      'Keep a budget alert on the cloud account, so that a jump in spend reaches you the same day. If you ever see machines in regions the bank does not use or traffic to a mining pool, call the security team at once. [Read the Cryptojacking page](/frauds/CryptoJacking)',
    variants: [
      {
        swap: {
          'R31 940.00': 'R33 480.00',
          'AK…3M8': 'AK…9TD',
          '18 TB': '22 TB',
          '01:40': '02:15',
          '4 GPU': '6 GPU',
        },
      },
      {
        swap: {
          'Nimbus Cloud': 'Cirrus Cloud',
          nimbuscloud: 'cirruscloud',
          'Marula Bank': 'Kiaat Bank',
          marulabank: 'kiaatbank',
          'R41 350.00': 'R43 900.00',
          'R31 940.00': 'R33 100.00',
        },
      },
    ],
  },
  {
    id: 'CryptoJacking-d6',
    twin: 'CryptoJacking-d3',
    fraudId: 'CryptoJacking',
    title: 'A reply from the IT service desk',
    setting: 'international',
    scenario:
      'It is Wednesday 4 March. Your work laptop at Harbourline Bank has been hot and loud since noon, so you message the IT service desk in the work chat. The intranet says the monthly antivirus scan, HarbourGuard Full Scan, runs on the first Wednesday of each month from 12:00.',
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
              text: 'Hi, urgent: my laptop fan is roaring and the processor is at 98%. Is something wrong?',
              hotspot: 'processor-line',
            },
          ],
        },
        {
          from: 'them',
          time: '12:24',
          body: [
            {
              text: 'Hi! I can see your laptop in our tools. It has a steady connection to pool.hashfarm.invalid over stratum, probably for updates.',
              hotspot: 'remote-view-line',
            },
            ' ',
            {
              text: 'The busy process is hgscan-helper.exe, in your Downloads folder. I think it is part of our antivirus.',
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
              text: 'I stopped it to check, and it started again by itself, so it must be part of the system.',
              hotspot: 'follow-up-line',
            },
            ' No need to install anything or restart.',
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'The desk means well, but its guesses do not fit what you know: the scan is HarbourGuard Full Scan, while this process runs from Downloads, restarts itself and talks to a mining pool. Report it to the security team as possible cryptojacking.',
    alignment: {
      rating: 'medium',
      reason: 'You started the conversation yourself, with the service desk you always use.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'This is the real service desk, in the chat where you asked. The problem is what its answer shows, not who sent it.',
      },
      {
        id: 'processor-line',
        label: 'Line about the processor',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A processor at 98% and the word "urgent" look alarming, but this is your own question, and a good one. The answer is what you judge.',
      },
      {
        id: 'remote-view-line',
        label: 'Line about seeing your laptop',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'Stratum is the protocol miners use to talk to mining pools, and updates do not use it. A steady connection to a pool is close to proof.',
      },
      {
        id: 'process-line',
        label: 'Line about the busy process',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'The scan the intranet lists is HarbourGuard Full Scan. Security software does not run from your Downloads folder, so this is an unknown process.',
      },
      {
        id: 'schedule-line',
        label: 'Line about the schedule',
        redFlag: false,
        explanation:
          'The schedule is real, and it is why the desk assumed a scan. It explains a scan, not this process.',
      },
      {
        id: 'follow-up-line',
        label: 'Last message from the desk',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'A process that comes back after being stopped is a warning sign, not proof that it belongs to the system. Miners set themselves up to restart.',
      },
    ],
    inRealLife:
      'Tell the security team at once and follow their steps. Do not wipe or restart the laptop yourself, because they need the evidence; the bank reports confirmed cryptojacking to the National Cyber Security Centre or CISA. [Read the Cryptojacking page](/frauds/CryptoJacking)',
    variants: [
      {
        swap: {
          Priya: 'Tomasz',
          '+44 20 7946 0512': '+44 20 7946 0387',
          'Wednesday 4 March': 'Wednesday 1 April',
          hashfarm: 'coinforge',
        },
      },
      {
        swap: {
          HarbourGuard: 'HarbourSentry',
          'hgscan-helper.exe': 'hsscan-helper.exe',
          Priya: 'Megan',
          '+44 20 7946 0512': '+44 20 7946 0744',
          '98%': '99%',
        },
      },
    ],
  },
];
